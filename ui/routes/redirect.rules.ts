/**
 * The `redirect` query parameter of /login comes from a URL anyone can craft, so only paths
 * inside this app are followed: "/contact?x=1" yes; "//evil.example", "/\evil.example",
 * "https://evil.example", "javascript:..." never (they would leave the app or run code).
 */
export const safeRedirectTarget = (raw: string | null | undefined): string | null => {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (!value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters are dropped by URL parsers, which can turn "/\t/evil" into "//evil".
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return value;
};

