import { Data } from "effect";

export class JobNotEditable extends Data.TaggedError("JobNotEditable")<{
  readonly applicants: number;
  readonly offers: number;
}> {
  readonly i18nKey = "error.job.notEditable";
}
export class JobNotDeletable extends Data.TaggedError("JobNotDeletable")<{
  readonly applicants: number;
  readonly offers: number;
  readonly ongoingWork: number;
}> {
  readonly i18nKey = "error.job.notDeletable";
}
/** Posting a job whose expiry has already passed, or whose headcount is filled. */
export class JobCannotOpen extends Data.TaggedError("JobCannotOpen")<{ readonly reason: "expired" | "headcountFilled" }> {
  get i18nKey(): string {
    return this.reason === "expired" ? "error.job.expired" : "error.job.headcountFilled";
  }
}
export class NotEnoughCoupons extends Data.TaggedError("NotEnoughCoupons")<{ readonly coupons: number; readonly needed: number }> {
  readonly i18nKey = "error.coupon.notEnough";
}
export class NoNeedToExtend extends Data.TaggedError("NoNeedToExtend")<{ readonly expiresAt: number }> {
  readonly i18nKey = "error.priority.noNeedToExtend";
}
export class NotPriorityJob extends Data.TaggedError("NotPriorityJob")<{}> {
  readonly i18nKey = "error.priority.notPriority";
}
export class PartTimeTooLong extends Data.TaggedError("PartTimeTooLong")<{ readonly days: number; readonly maxDays: number }> {
  readonly i18nKey = "error.job.partTimeTooLong";
}
export class JobPeriodInvalid extends Data.TaggedError("JobPeriodInvalid")<{ readonly reason: "endBeforeStart" | "endRequired" | "badDate" }> {
  readonly i18nKey = "error.job.periodInvalid";
}
/** The expiry of a job being posted or saved is not in the future. */
export class JobExpiryInPast extends Data.TaggedError("JobExpiryInPast")<{ readonly expiresAt: number }> {
  readonly i18nKey = "error.job.expiryInPast";
}
/** An age limit whose minimum is below the legal working age or above its maximum. */
export class AgeLimitInvalid extends Data.TaggedError("AgeLimitInvalid")<{ readonly min: number; readonly max: number }> {
  readonly i18nKey = "error.job.ageLimitInvalid";
}
/** Who may not post: no business yet, a Member still under review, or a business not verified. */
export class PostingBlocked extends Data.TaggedError("PostingBlocked")<{
  readonly reason: "noBusiness" | "memberPending" | "notAllowed" | "businessNotVerified";
}> {
  get i18nKey(): string {
    return `error.posting.${this.reason}`;
  }
}
