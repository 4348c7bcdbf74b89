import type { CheckedUpload } from "./upload-files";

/**
 * The files the mock serves back, a stand-in for the CDN: uploads kept in memory until the mock
 * restarts (small ones, the newest 200), and the seed's files, which are always there.
 */
export interface UploadedFiles {
  get(fileId: string): CheckedUpload | undefined;
  /** Keeps an upload if it is small enough (the oldest kept one goes when there are too many). */
  keep(fileId: string, file: CheckedUpload): void;
}

/** Files up to this size are kept and served back, so pages can show an uploaded photo. */
const KEEP_MAX_BYTES = 2 * 1024 * 1024;
const KEEP_MAX_FILES = 200;

export const createUploadedFiles = (seeded: ReadonlyMap<string, CheckedUpload>): UploadedFiles => {
  const kept = new Map<string, CheckedUpload>();
  return {
    get: (fileId) => seeded.get(fileId) ?? kept.get(fileId),
    keep: (fileId, file) => {
      if (file.bytes.length > KEEP_MAX_BYTES) return;
      if (kept.size >= KEEP_MAX_FILES) kept.delete(kept.keys().next().value ?? "");
      kept.set(fileId, { ...file, bytes: Buffer.from(file.bytes) });
    },
  };
};

const UPLOAD_PATH = /^\/api\/uploads\/([A-Za-z0-9-]+)\/[^/?#\\]+$/;

/**
 * The id of a file this mock serves, from a stored URL: our upload path, relative (the seed's) or
 * on this mock's public origin (what POST /api/uploads answers); null for any other URL.
 */
export const uploadedFileId = (url: string, publicUrl: string): string | null => {
  if (url.startsWith("/")) return UPLOAD_PATH.exec(url)?.[1] ?? null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.origin === new URL(publicUrl).origin ? (UPLOAD_PATH.exec(parsed.pathname)?.[1] ?? null) : null;
};
