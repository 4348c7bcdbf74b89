/**
 * A URL the server hands to open (an e-wallet's checkout or link page; the mock's is a path of
 * ours) as the browser resolves it on this page; null when there is none or it is no URL. The
 * site that renders it still holds it to the one URL rule (`safeUrl`).
 */
export const absoluteUrl = (value: string | null): string | null => {
  if (value === null) return null;
  try {
    return new URL(value, window.location.origin).href;
  } catch {
    return null;
  }
};
