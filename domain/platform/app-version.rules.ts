/**
 * The native apps add `GaweApp/<major>.<minor>.<patch>` to their webview user agent
 * (docs/native-bridge.md). Pages that changed between app versions pick their variant from it.
 */
export type AppVersion = readonly [number, number, number];

const TOKEN = /\bGaweApp\/(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])/;

/** The native app version, or null in a plain browser or when the token is garbage. */
export const parseAppVersion = (userAgent: string): AppVersion | null => {
  const match = TOKEN.exec(userAgent);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** True inside our native webview (the token is present, even when its version is unreadable). */
export const isNativeWebview = (userAgent: string): boolean => /\bGaweApp\//.test(userAgent);

export const compareVersions = (a: AppVersion, b: AppVersion): number =>
  a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Version from which each versioned route serves its new page (spec section 2). */
export const NEW_PAGE_FROM = {
  videoInterview: [2, 0, 3],
  jobPosting: [2, 0, 8],
  JSWorkExperience: [2, 1, 5],
  occupation: [2, 1, 5],
} as const satisfies Record<string, AppVersion>;
export type VersionedPage = keyof typeof NEW_PAGE_FROM;

/**
 * A plain browser gets the newest page. Inside the native app an unreadable version gets the
 * old page, the one every app version can host.
 */
export const pageVariant = (page: VersionedPage, userAgent: string): "new" | "old" => {
  if (!isNativeWebview(userAgent)) return "new";
  const version = parseAppVersion(userAgent);
  if (version === null) return "old";
  return compareVersions(version, NEW_PAGE_FROM[page]) >= 0 ? "new" : "old";
};
