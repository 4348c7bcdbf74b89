import type { CheckedUpload } from "./upload-files";

/** Who uploaded a file and the type its content was recognised as (kept for every upload, big ones too). */
export interface UploadOwner {
  readonly userId: string;
  readonly contentType: string;
  /** Its size: an endpoint may take less than the upload's kind allows (a chat photo). */
  readonly sizeBytes: number;
}

/**
 * The files the mock serves back, a stand-in for the CDN: uploads kept in memory until the mock
 * restarts (small ones, the newest 200), and the seed's files, which are always there. Who
 * uploaded each file is remembered too, so an endpoint can take only the caller's own uploads
 * (a cancellation's proof, issue 22).
 */
export interface UploadedFiles {
  get(fileId: string): CheckedUpload | undefined;
  /** Keeps an upload if it is small enough (the oldest kept one goes when there are too many). */
  keep(fileId: string, file: CheckedUpload): void;
  /** Remembers who uploaded `fileId` (the oldest go first past OWNERS_MAX). */
  own(fileId: string, owner: UploadOwner): void;
  ownerOf(fileId: string): UploadOwner | undefined;
}

/** Files up to this size are kept and served back, so pages can show an uploaded photo. */
const KEEP_MAX_BYTES = 2 * 1024 * 1024;
const KEEP_MAX_FILES = 200;
/** Owners are a few bytes each: many more are remembered than files kept. */
const OWNERS_MAX = 10_000;

export const createUploadedFiles = (seeded: ReadonlyMap<string, CheckedUpload>): UploadedFiles => {
  const kept = new Map<string, CheckedUpload>();
  const owners = new Map<string, UploadOwner>();
  return {
    own: (fileId, owner) => {
      if (owners.size >= OWNERS_MAX) owners.delete(owners.keys().next().value ?? "");
      owners.set(fileId, owner);
    },
    ownerOf: (fileId) => owners.get(fileId),
    get: (fileId) => seeded.get(fileId) ?? kept.get(fileId),
    keep: (fileId, file) => {
      if (file.bytes.length > KEEP_MAX_BYTES) return;
      if (kept.size >= KEEP_MAX_FILES) kept.delete(kept.keys().next().value ?? "");
      kept.set(fileId, { ...file, bytes: Buffer.from(file.bytes) });
    },
  };
};
