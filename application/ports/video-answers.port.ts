import type { Result } from "effect";
import type { BridgeFailure, UploadedMedia } from "./native-bridge.port";
import { token } from "./token";

/**
 * A video interview's answer recorded in the page (issue 24): kept on the phone from the moment
 * it is recorded until the server has recorded it, so neither a failed upload, a dropped
 * connection nor a reload loses it, and it is sent again without recording it again.
 */
export interface KeptVideoAnswer {
  readonly interviewId: string;
  readonly questionIndex: number;
  readonly video: Blob;
  readonly mimeType: string;
  readonly durationSeconds: number;
  /** Phone time of the recording, ms. */
  readonly recordedAt: number;
}

/** Where the page's recordings live until they are sent (IndexedDB in the browser: a minute of video does not fit localStorage). */
export interface VideoAnswers {
  /** Stores it (replacing the one kept for its question: a retake). */
  keep(answer: KeptVideoAnswer): Promise<void>;
  /** What an interview still has on the phone, by question. */
  kept(interviewId: string): Promise<readonly KeptVideoAnswer[]>;
  /** Its server copy is recorded: the phone's goes. */
  drop(interviewId: string, questionIndex: number): Promise<void>;
  /** Sends the whole file to the uploads endpoint (`POST /api/uploads`, kind video: it takes no parts). */
  upload(answer: KeptVideoAnswer, onProgress?: (fraction: number) => void): Promise<Result.Result<UploadedMedia, BridgeFailure>>;
}
export const VIDEO_ANSWERS = token<VideoAnswers>("VideoAnswers");
