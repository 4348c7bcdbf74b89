import type { ApiError } from "../../application/ports/api-error";
import type { CodedError, ErrorNamespace } from "../../domain/errors/error-codes";

/** A catalogue text to show for a failure: its key, namespace and values, and whether Retry (or a new login) can help. */
export interface ErrorTextView {
  readonly key: string;
  readonly ns: ErrorNamespace;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly retryable: boolean;
  /** The session ended (expired, revoked, gone): 'Log in again' instead of Retry or the way home. */
  readonly logInAgain?: true;
}

/**
 * The one action a failure's state offers, the one that can work: Retry where trying again can
 * help (offline, a 5xx, a broken answer), 'Log in again' for an ended session, else (someone
 * else's record, a missing one: asking again gets the same answer) the way home.
 */
export type WayForward = "retry" | "logInAgain" | "home";
export const wayForward = (text: ErrorTextView): WayForward => (text.retryable ? "retry" : text.logInAgain === true ? "logInAgain" : "home");

/** What a screen may hand in: an API failure, a domain error (it carries its code), or no session. */
export type ShownError = ApiError | CodedError | { readonly _tag: "NotLoggedIn" };

/** Anything a use case may fail with; what the table does not know reads as 'Failed to load'. */
export type AnyFailure = ShownError | Error | { readonly _tag: string };

/** Nothing usable came back (offline, a 5xx, a broken answer, a chunk that could not load): Retry. */
export const LOAD_FAILED: ErrorTextView = { key: "state.loadFailed", ns: "common", retryable: true };
