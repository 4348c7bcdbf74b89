import type { ApiError } from "../../application/ports/api-error";
import { apiErrorText, type UiText } from "../i18n/api-error-text";

/** A provider-side failure text: the namespace may be ours ("provider") or a shared one. */
export interface ProviderText {
  readonly key: string;
  readonly ns: UiText["ns"] | "provider";
  readonly values?: Readonly<Record<string, string | number>>;
  readonly retryable: boolean;
}

const PROVIDER_CODES: Readonly<Record<string, string>> = {
  BUSINESS_ALREADY_EXISTS: "api.businessAlreadyExists",
  BUSINESS_NAME_LOCKED: "api.businessNameLocked",
  DOCUMENT_PHOTO_REQUIRED: "api.documentPhotoRequired",
  VERIFICATION_NOT_ALLOWED: "api.verificationNotAllowed",
  JOB_NOT_EDITABLE: "api.jobNotEditable",
  JOB_NOT_DELETABLE: "api.jobNotDeletable",
  JOB_CANNOT_OPEN: "api.jobCannotOpen",
  JOB_INVALID: "api.jobInvalid",
  JOB_NOT_FOUND: "api.jobNotFound",
  INVALID_TRANSITION: "api.invalidTransition",
  NOT_ENOUGH_COUPONS: "api.notEnoughCoupons",
  NO_NEED_TO_EXTEND: "api.noNeedToExtend",
  NOT_PRIORITY_JOB: "api.notPriorityJob",
  FORBIDDEN: "api.forbidden",
  BUSINESS_NOT_FOUND: "api.businessNotFound",
};

/** The API codes of docs/api.md "Provider" to our texts; anything else as the shared mapping says. */
export const providerErrorText = (error: ApiError | { readonly _tag: "NotLoggedIn" }): ProviderText => {
  if (error._tag === "NotLoggedIn") return { key: "api.unauthenticated", ns: "common", retryable: false };
  if (error._tag === "ApiRejected") {
    if (error.code === "POSTING_BLOCKED") {
      const reason = typeof error.details.reason === "string" ? error.details.reason : "notAllowed";
      return { key: `error.posting.${reason}`, ns: "errors", retryable: false };
    }
    const key = PROVIDER_CODES[error.code];
    if (key !== undefined) return { key, ns: "provider", retryable: false };
  }
  return apiErrorText(error);
};
