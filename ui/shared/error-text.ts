import type { ApiError } from "../../application/ports/api-error";
import { errorTextOf, type CodedError, type ErrorNamespace } from "../../domain/errors/error-codes";
import { LOAD_FAILED } from "./error-text.lazy";

/** A catalogue text to show for a failure: its key, namespace and values, and whether Retry can help. */
export interface ErrorTextView {
  readonly key: string;
  readonly ns: ErrorNamespace;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly retryable: boolean;
}

/** What a screen may hand in: an API failure, a domain error (it carries its code), or no session. */
export type ShownError = ApiError | CodedError | { readonly _tag: "NotLoggedIn" };

const NOT_LOGGED_IN: ErrorTextView = { key: "api.unauthenticated", ns: "common", retryable: false };

const hasCode = (error: object): error is CodedError => "code" in error && typeof error.code === "string";

/**
 * The one place that turns a failure into the text a screen shows, from the error-code table of
 * domain/errors/error-codes.ts: an API code with its details, or a domain error's code and
 * fields. Anything else (a thrown Error such as a failed chunk load, an unknown code) is
 * 'Oops! Failed to load' with Retry. Screens never show the server's `message`.
 */
export const errorText = (error: ShownError | Error): ErrorTextView => {
  if (!("_tag" in error)) return LOAD_FAILED;
  switch (error._tag) {
    case "NotLoggedIn":
      return NOT_LOGGED_IN;
    case "ApiUnreachable":
    case "ApiServerError":
    case "ApiMalformedResponse":
      return LOAD_FAILED;
    case "ApiRejected": {
      const { code, details } = error as Extract<ApiError, { _tag: "ApiRejected" }>;
      return errorTextOf(code, details) ?? LOAD_FAILED;
    }
  }
  return hasCode(error) ? (errorTextOf(error.code, error as unknown as Readonly<Record<string, unknown>>) ?? LOAD_FAILED) : LOAD_FAILED;
};
