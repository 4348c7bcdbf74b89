import type { ApiError } from "../../application/ports/api-error";

/** A catalogue text to show: an i18n key (with its namespace) and its interpolation values. */
export interface UiText {
  readonly key: string;
  readonly ns: "common" | "auth" | "otp" | "errors";
  readonly values?: Readonly<Record<string, string | number>>;
  /** True when trying the same action again may help (network, server trouble): show Retry. */
  readonly retryable: boolean;
}

const numberDetail = (details: Readonly<Record<string, unknown>>, name: string): number | null => {
  const value = details[name];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/** Nothing came back: the network, or a chunk that could not be fetched. */
export const LOAD_FAILED: UiText = { key: "state.loadFailed", ns: "common", retryable: true };

/**
 * The one place that turns API failures into user-visible texts (docs/api.md codes to the
 * spec's error catalogue). Screens never show the server's `message`.
 */
export const apiErrorText = (error: ApiError): UiText => {
  switch (error._tag) {
    case "ApiUnreachable":
    case "ApiServerError":
    case "ApiMalformedResponse":
      return LOAD_FAILED;
    case "ApiRejected":
      break;
  }
  const details = error.details;
  switch (error.code) {
    case "ACCOUNT_NOT_FOUND":
      return { key: "login.noAccount", ns: "auth", retryable: false };
    case "PHONE_ALREADY_REGISTERED":
      return { key: "api.phoneAlreadyRegistered", ns: "common", retryable: false };
    case "OTP_EXPIRED":
      return { key: "otp.expired", ns: "otp", retryable: false };
    case "OTP_WRONG":
      return { key: "otp.wrong", ns: "otp", values: { count: numberDetail(details, "attemptsLeft") ?? 0 }, retryable: false };
    case "OTP_ATTEMPTS_EXCEEDED":
      return { key: "otp.attemptsExceeded", ns: "otp", retryable: false };
    case "OTP_SEND_LIMIT": {
      const seconds = numberDetail(details, "retryAfterSeconds") ?? 60;
      return { key: "otp.sendLimit", ns: "auth", values: { minutes: Math.max(1, Math.ceil(seconds / 60)) }, retryable: false };
    }
    case "RATE_LIMITED":
      return { key: "api.rateLimited", ns: "common", values: { seconds: numberDetail(details, "retryAfterSeconds") ?? 60 }, retryable: true };
    case "UNAUTHENTICATED":
      return { key: "api.unauthenticated", ns: "common", retryable: false };
    case "VALIDATION_FAILED":
      return { key: "api.validationFailed", ns: "common", retryable: false };
    default:
      return LOAD_FAILED;
  }
};
