import { DomainError } from "../errors/domain-error";

export class JobNotEditable extends DomainError("JobNotEditable")<{
  readonly applicants: number;
  readonly offers: number;
}> {
  override readonly code = "JOB_NOT_EDITABLE";
}
export class JobNotDeletable extends DomainError("JobNotDeletable")<{
  readonly applicants: number;
  readonly offers: number;
  readonly ongoingWork: number;
}> {
  override readonly code = "JOB_NOT_DELETABLE";
}
/** Posting a job whose expiry has already passed, or whose headcount is filled. */
/** Why a job that is not open cannot be posted again: every vacancy is filled, or its closing date has passed. */
export const CANNOT_OPEN_REASONS = ["headcountFilled", "expired"] as const;
export type CannotOpenReason = (typeof CANNOT_OPEN_REASONS)[number];

export class JobCannotOpen extends DomainError("JobCannotOpen")<{ readonly reason: CannotOpenReason }> {
  override readonly code = "JOB_CANNOT_OPEN";
}
export class NotEnoughCoupons extends DomainError("NotEnoughCoupons")<{ readonly coupons: number; readonly needed: number }> {
  override readonly code = "NOT_ENOUGH_COUPONS";
}
export class NoNeedToExtend extends DomainError("NoNeedToExtend")<{ readonly expiresAt: number }> {
  override readonly code = "NO_NEED_TO_EXTEND";
}
export class NotPriorityJob extends DomainError("NotPriorityJob")<{}> {
  override readonly code = "NOT_PRIORITY_JOB";
}
export class PartTimeTooLong extends DomainError("PartTimeTooLong")<{ readonly days: number; readonly maxDays: number }> {
  override readonly code = "PART_TIME_TOO_LONG";
}
export class JobPeriodInvalid extends DomainError("JobPeriodInvalid")<{ readonly reason: "endBeforeStart" | "endRequired" | "badDate" }> {
  override readonly code = "JOB_PERIOD_INVALID";
}
/** The expiry of a job being posted or saved is not in the future. */
export class JobExpiryInPast extends DomainError("JobExpiryInPast")<{ readonly expiresAt: number }> {
  override readonly code = "JOB_EXPIRY_IN_PAST";
}
/** An age limit whose minimum is below the legal working age or above its maximum. */
export class AgeLimitInvalid extends DomainError("AgeLimitInvalid")<{ readonly min: number; readonly max: number }> {
  override readonly code = "AGE_LIMIT_INVALID";
}
/** Who may not post: no business yet, a Member still under review, or a business not verified. */
export class PostingBlocked extends DomainError("PostingBlocked")<{
  readonly reason: "noBusiness" | "memberPending" | "notAllowed" | "businessNotVerified";
}> {
  override readonly code = "POSTING_BLOCKED";
}
