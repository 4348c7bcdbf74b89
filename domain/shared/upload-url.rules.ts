/** Where the platform serves an upload: `/api/uploads/{uploadId}/{name}` (docs/api.md "Uploads"). */
const UPLOAD_PATH = /^\/api\/uploads\/([A-Za-z0-9-]+)\/[^/?#\\]+$/;

/**
 * The upload id in a URL that POST /api/uploads answered (or a relative one of the seed's), null
 * for any other URL. With `origin`, an absolute URL counts only on that origin (the server takes
 * nothing served elsewhere); the app, which names its own upload to the API, passes none.
 */
export const uploadIdOf = (url: string, origin?: string): string | null => {
  if (url.startsWith("/")) return UPLOAD_PATH.exec(url)?.[1] ?? null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (origin !== undefined && parsed.origin !== new URL(origin).origin) return null;
  return UPLOAD_PATH.exec(parsed.pathname)?.[1] ?? null;
};
