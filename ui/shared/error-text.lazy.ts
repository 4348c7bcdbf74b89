import { LOAD_FAILED, type AnyFailure, type ErrorTextView } from "./error-text-view";

/**
 * The text of a failure for screens that must stay light (the first screen): the error-code table
 * loads only when something failed. When even that cannot be fetched (offline), the failure is
 * the network's: 'Oops! Failed to load' with Retry.
 */
export const loadErrorText = (error: AnyFailure): Promise<ErrorTextView> =>
  import("./error-text").then(
    ({ errorText }) => errorText(error),
    () => LOAD_FAILED,
  );
