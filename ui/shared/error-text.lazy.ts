import { LOAD_FAILED, type ErrorTextView, type ShownError } from "./error-text-view";

/**
 * The text of a failure for screens that must stay light (the first screen): the error-code table
 * loads only when something failed. When even that cannot be fetched (offline), the failure is
 * the network's: 'Oops! Failed to load' with Retry.
 */
export const loadErrorText = (error: ShownError | Error): Promise<ErrorTextView> =>
  import("./error-text").then(
    ({ errorText }) => errorText(error),
    () => LOAD_FAILED,
  );
