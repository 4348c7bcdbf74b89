import type { ApiError } from "../../application/ports/api-error";
import { errorTextOf, type CodedError } from "../../domain/errors/error-codes";
import { LOAD_FAILED, type AnyFailure, type ErrorTextView } from "./error-text-view";

const NOT_LOGGED_IN: ErrorTextView = { key: "api.unauthenticated", ns: "common", retryable: false, logInAgain: true };

const hasCode = (error: object): error is CodedError => "code" in error && typeof error.code === "string";

/**
 * The one place that turns a failure into the text a screen shows, from the error-code table of
 * domain/errors/error-codes.ts: an API code with its details, or a domain error's code and
 * fields. Anything else (a thrown Error such as a failed chunk load, an unknown code) is
 * 'Oops! Failed to load' with Retry. Screens never show the server's `message`.
 */
export const errorText = (error: AnyFailure): ErrorTextView => {
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

/** The text of a refusal kept on the phone by its code alone (an outbox entry refused for good: a punch, a chat message). */
export const refusalText = (code: string): ErrorTextView => errorTextOf(code, {}) ?? LOAD_FAILED;
