import type { KeptVideoAnswer } from "../../application/ports/video-answers.port";

/*
 * The video interview's recordings on the phone (issue 24), in IndexedDB: a minute of video is
 * megabytes, which localStorage (the outboxes' place) cannot hold. An answer is written before
 * its upload starts and removed only once the server recorded it.
 */

/** Its database's name: here, not in storage-keys.ts, which the first screen's code imports and no first screen opens it. */
const VIDEO_ANSWERS_DB = "gawe.videoAnswers";
const STORE = "answers";
const keyOf = (interviewId: string, questionIndex: number): string => `${interviewId}#${questionIndex}`;

const request = <A>(r: IDBRequest<A>): Promise<A> =>
  new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error("IndexedDB request failed"));
  });

const done = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
  });

const isKept = (value: unknown): value is KeptVideoAnswer & { readonly key: string } =>
  typeof value === "object" &&
  value !== null &&
  "interviewId" in value &&
  typeof value.interviewId === "string" &&
  "questionIndex" in value &&
  typeof value.questionIndex === "number" &&
  "video" in value &&
  value.video instanceof Blob &&
  "durationSeconds" in value &&
  typeof value.durationSeconds === "number";

/** The answers' store, in the window's IndexedDB. */
export class VideoAnswersIdb {
  private db: Promise<IDBDatabase> | null = null;

  constructor(private readonly idb: IDBFactory) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = this.idb.open(VIDEO_ANSWERS_DB, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: "key" });
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error("IndexedDB did not open"));
    }).catch((error: unknown) => {
      // A later call tries again (a private window may refuse once, a full disk may have room later).
      this.db = null;
      throw error;
    });
    return this.db;
  }

  async put(answer: KeptVideoAnswer): Promise<void> {
    const tx = (await this.open()).transaction(STORE, "readwrite");
    tx.objectStore(STORE).put({ ...answer, key: keyOf(answer.interviewId, answer.questionIndex) });
    await done(tx);
  }

  async list(interviewId: string): Promise<readonly KeptVideoAnswer[]> {
    const tx = (await this.open()).transaction(STORE, "readonly");
    const all = await request(tx.objectStore(STORE).getAll(IDBKeyRange.bound(`${interviewId}#`, `${interviewId}#\uffff`)));
    return all.filter(isKept).map(({ interviewId: id, questionIndex, video, mimeType, durationSeconds, recordedAt }) => ({ interviewId: id, questionIndex, video, mimeType, durationSeconds, recordedAt }));
  }

  async remove(interviewId: string, questionIndex: number): Promise<void> {
    const tx = (await this.open()).transaction(STORE, "readwrite");
    tx.objectStore(STORE).delete(keyOf(interviewId, questionIndex));
    await done(tx);
  }
}
