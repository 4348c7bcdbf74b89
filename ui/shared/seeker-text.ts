import type { ApiError } from "../../application/ports/api-error";
import { apiErrorText } from "../i18n/api-error-text";

/** A text to show: a key with its namespace and values, and whether Retry can help. */
export interface SeekerText {
  readonly key: string;
  readonly ns: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly retryable: boolean;
}

const errors = (key: string): SeekerText => ({ key, ns: "errors", retryable: false });

/** docs/api.md's seeker codes to catalogue texts; everything else as the app's other screens show it. */
const byCode: Readonly<Record<string, (details: Readonly<Record<string, unknown>>) => SeekerText>> = {
  SEEKER_TOO_YOUNG: () => errors("error.seeker.tooYoung"),
  DATE_OF_BIRTH_INVALID: () => errors("error.dateOfBirth.invalid"),
  SALARY_MINIMUM_NOT_BELOW_EXPECTED: () => errors("error.salary.minimumBelowExpected"),
  TOO_MANY_CHOICES: () => ({ key: "error.choices.tooMany", ns: "errors", values: { max: 5 }, retryable: false }),
  JOB_NOT_OPEN: () => errors("error.application.jobClosed"),
  JOB_EXPIRED: () => errors("error.job.expired"),
  ALREADY_APPLIED: () => errors("error.application.alreadyApplied"),
  PROFILE_INCOMPLETE: () => errors("error.application.profileIncomplete"),
  OUTSIDE_JOB_LIMITS: (d) => errors(d.limit === "gender" ? "error.application.genderLimit" : "error.application.ageLimit"),
  INVALID_QUERY: (d) => errors(d.field === "salary" ? "error.salaryFilter.minBelowMax" : "error.search.invalid"),
  JOB_NOT_FOUND: () => ({ key: "job.notFound", ns: "jobs", retryable: false }),
  RESUME_NOT_FOUND: () => ({ key: "resume.notFound", ns: "seeker", retryable: false }),
  VIDEO_NOT_FOUND: () => ({ key: "video.notFound", ns: "seeker", retryable: false }),
  FORBIDDEN: () => ({ key: "error.forbidden", ns: "jobs", retryable: false }),
};

/** Any failure of a seeker use case: a domain rule (its i18nKey), not logged in, or an API error. */
export const seekerErrorText = (error: ApiError | { readonly _tag: string; readonly i18nKey?: string }): SeekerText => {
  if (error._tag === "NotLoggedIn") return { key: "api.unauthenticated", ns: "common", retryable: false };
  if ("i18nKey" in error && typeof error.i18nKey === "string") return errors(error.i18nKey);
  const api = error as ApiError;
  if (api._tag === "ApiRejected") {
    const mapped = byCode[api.code];
    if (mapped !== undefined) return mapped(api.details);
  }
  return apiErrorText(api);
};
