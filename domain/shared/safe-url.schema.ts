import { Schema } from "effect";
import { isSafeUrl } from "./safe-url.rules";

/** A stored URL field: what the safe-URL rule accepts (http(s), a phone link, or one of our own paths). */
export const SafeUrl = Schema.String.pipe(
  Schema.check(Schema.makeFilter((value: string) => (isSafeUrl(value) ? true : "Expected an http(s) URL, a phone link or an upload path"))),
);
