/**
 * The app's languages, without Effect Schema: the first screen reads the `language` cookie and
 * must not load the schema library to do it (docs/performance.md). session.schema builds its
 * Language schema from this list.
 */
export const LANGUAGES = ["en", "id"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "id";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);
