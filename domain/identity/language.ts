/**
 * The app's languages, without Effect Schema: the first screen reads the `language` cookie and
 * must not load the schema library to do it (docs/performance.md). session.schema builds its
 * Language schema from this list.
 */
export const LANGUAGES = ["en", "id"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "id";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The first of the browser's languages (navigator.languages, most wanted first) that the app
 * speaks, or null: a first visit follows it; a stored choice (the `language` cookie) wins over it,
 * and the default stays for a browser in neither (issue 19). "in" is Indonesian's old code, which
 * some Android systems still report.
 *
 * Self-contained on purpose (no import, no outer name): the HTML's preload script runs this
 * function's own source (scripts/route-preload.ts), so the texts it fetches before the app starts
 * are the language the app then shows.
 */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === "en") return "en";
    if (primary === "id" || primary === "in") return "id";
  }
  return null;
}
