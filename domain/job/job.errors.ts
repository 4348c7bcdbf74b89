import { Data } from "effect";
import { i18nKeyOf } from "../errors/error-codes";

export class JobNotEditable extends Data.TaggedError("JobNotEditable")<{
  readonly applicants: number;
  readonly offers: number;
}> {
  readonly code = "JOB_NOT_EDITABLE";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class JobNotDeletable extends Data.TaggedError("JobNotDeletable")<{
  readonly applicants: number;
  readonly offers: number;
  readonly ongoingWork: number;
}> {
  readonly code = "JOB_NOT_DELETABLE";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** Posting a job whose expiry has already passed, or whose headcount is filled. */
/** Why a job that is not open cannot be posted again: every vacancy is filled, or its closing date has passed. */
export const CANNOT_OPEN_REASONS = ["headcountFilled", "expired"] as const;
export type CannotOpenReason = (typeof CANNOT_OPEN_REASONS)[number];

export class JobCannotOpen extends Data.TaggedError("JobCannotOpen")<{ readonly reason: CannotOpenReason }> {
  readonly code = "JOB_CANNOT_OPEN";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class NotEnoughCoupons extends Data.TaggedError("NotEnoughCoupons")<{ readonly coupons: number; readonly needed: number }> {
  readonly code = "NOT_ENOUGH_COUPONS";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class NoNeedToExtend extends Data.TaggedError("NoNeedToExtend")<{ readonly expiresAt: number }> {
  readonly code = "NO_NEED_TO_EXTEND";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class NotPriorityJob extends Data.TaggedError("NotPriorityJob")<{}> {
  readonly code = "NOT_PRIORITY_JOB";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class PartTimeTooLong extends Data.TaggedError("PartTimeTooLong")<{ readonly days: number; readonly maxDays: number }> {
  readonly code = "PART_TIME_TOO_LONG";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
export class JobPeriodInvalid extends Data.TaggedError("JobPeriodInvalid")<{ readonly reason: "endBeforeStart" | "endRequired" | "badDate" }> {
  readonly code = "JOB_PERIOD_INVALID";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** The expiry of a job being posted or saved is not in the future. */
export class JobExpiryInPast extends Data.TaggedError("JobExpiryInPast")<{ readonly expiresAt: number }> {
  readonly code = "JOB_EXPIRY_IN_PAST";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** An age limit whose minimum is below the legal working age or above its maximum. */
export class AgeLimitInvalid extends Data.TaggedError("AgeLimitInvalid")<{ readonly min: number; readonly max: number }> {
  readonly code = "AGE_LIMIT_INVALID";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
/** Who may not post: no business yet, a Member still under review, or a business not verified. */
export class PostingBlocked extends Data.TaggedError("PostingBlocked")<{
  readonly reason: "noBusiness" | "memberPending" | "notAllowed" | "businessNotVerified";
}> {
  readonly code = "POSTING_BLOCKED";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}
