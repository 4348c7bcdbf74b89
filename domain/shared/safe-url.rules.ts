import { COUNTRY_CODE, LOCAL_PHONE_PATTERN } from "../identity/phone-number";

/*
 * The one rule for every URL the platform stores or renders (issue 10, item 5): an absolute http(s)
 * URL, a phone link (`tel:` with an Indonesian mobile number, e.g. an interview's contact), or one of our own paths (a file of the upload route, a stock job photo or a seeded logo or photo of the app). The schemas of every URL field, the app's
 * links, images and videos, and the mock's back office all ask this rule; nothing else decides
 * whether a string may become an href or a src. Plain functions without Effect, so the screens that
 * render URLs do not load Schema for it; safe-url.schema.ts builds the schema from the same function.
 */

/** The longest URL a client may store (the schemas' old limit). */
export const SAFE_URL_MAX_LENGTH = 500;

/** Whitespace, control and invisible formatting characters: browsers strip or skip some ("java\tscript:"). */
const HIDDEN = /[\s\p{Cc}\p{Cf}]/u;
/**
 * Our own paths a stored URL may be: a file of the upload route (relative to the API's origin),
 * the app's stock job photos (ui/public/job-photos, which the seed's jobs use) and the seeded
 * businesses' logos and photos (ui/public/business-logos, ui/public/business-photos).
 */
const OWN_PATHS: readonly RegExp[] = [/^\/api\/uploads\/[A-Za-z0-9-]+\/[^/?#\\]+$/, /^\/app\/(job-photos|business-logos|business-photos)\/[a-z0-9-]+\.(svg|png|jpg|webp)$/];
const HTTP = /^https?:\/\//i;
/** A phone link: `tel:+62` and a mobile number as stored, nothing else (no separators, no parameters). */
const PHONE_LINK = `tel:${COUNTRY_CODE}`;

/** Whether `value` may be stored as a URL and rendered as an href or a src. */
export const isSafeUrl = (value: unknown): value is string => {
  if (typeof value !== "string" || value === "" || value.length > SAFE_URL_MAX_LENGTH || HIDDEN.test(value)) return false;
  if (value.startsWith("/")) return OWN_PATHS.some((path) => path.test(value));
  if (value.startsWith(PHONE_LINK)) return LOCAL_PHONE_PATTERN.test(value.slice(PHONE_LINK.length));
  if (!HTTP.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
};

/** The URL to render, or undefined when it must not be rendered (the element then has no href or src). */
export const safeUrl = (value: string | null | undefined): string | undefined => (isSafeUrl(value) ? value : undefined);
