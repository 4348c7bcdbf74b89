import type { KeptVideoAnswer, VideoAnswers } from "../application/ports/video-answers.port";
import type { HttpClient } from "./http/http-client";
import { sendFile } from "./native-bridge/browser-upload";
import { VideoAnswersIdb } from "./storage/video-answers.idb-storage";

/** The file name the uploads endpoint judges the format by (its extension must match the content). */
const fileNameOf = (answer: KeptVideoAnswer): string => `answer-${answer.questionIndex + 1}.${answer.mimeType.includes("mp4") ? "mp4" : "webm"}`;

/**
 * The video interview's recordings in the page (issue 24), loaded with the recording screen: kept
 * in IndexedDB, sent whole to `POST /api/uploads` with the browser bridge's XHR sender (progress),
 * the signed headers of the API client.
 */
export class BrowserVideoAnswers implements VideoAnswers {
  private readonly store: VideoAnswersIdb;

  constructor(
    private readonly api: HttpClient,
    idb: IDBFactory = indexedDB,
  ) {
    this.store = new VideoAnswersIdb(idb);
  }

  keep(answer: KeptVideoAnswer): Promise<void> {
    return this.store.put(answer);
  }

  kept(interviewId: string): Promise<readonly KeptVideoAnswer[]> {
    // No IndexedDB (a private window that refuses it): nothing was kept.
    return this.store.list(interviewId).catch(() => []);
  }

  drop(interviewId: string, questionIndex: number): Promise<void> {
    return this.store.remove(interviewId, questionIndex).catch(() => undefined);
  }

  upload(answer: KeptVideoAnswer, onProgress?: (fraction: number) => void) {
    const file = new File([answer.video], fileNameOf(answer), { type: answer.mimeType });
    const target = { url: `${this.api.apiBase}/uploads`, headers: () => this.api.headers() };
    return sendFile(() => new XMLHttpRequest(), target, file, "video", onProgress);
  }
}
