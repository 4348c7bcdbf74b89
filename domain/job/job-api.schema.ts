import { Schema } from "effect";
import { OrderId } from "../shared/ids.schema";
import { CANNOT_OPEN_REASONS } from "./job.errors";
import { Job, JobDraft } from "./job.schema";
import { ScreeningQuestionDrafts } from "./screening.schema";

/** The five priority alerts (priority.rules.ts), as the API names them. */
export const PriorityAlertCode = Schema.Literals([
  "extendWithCoupon",
  "notEnoughCoupons",
  "expiredNotEnoughCoupons",
  "expiredReactivate",
  "noNeedToExtend",
]);

/**
 * POST /api/business/jobs and POST /api/jobs/{jobId}/edit: the draft, whether to post it now and the
 * job's screening questions (issue 24: absent keeps an edited job's questions; a new job has none).
 */
export const SaveJobRequest = Schema.Struct({ job: JobDraft, post: Schema.Boolean, screeningQuestions: Schema.optional(ScreeningQuestionDrafts) });
export type SaveJobRequest = typeof SaveJobRequest.Type;

/**
 * A job's order as its provider's list carries it (issue 22): the link to the order page, and how
 * many of its working days wait for her decision (clocked out, neither confirmed nor declined yet;
 * a day waiting for support's reconfirmation waits for support, not her, and is not counted). On
 * the list so the provider home shows what waits from its first read, without the orders' own
 * request and decoder.
 */
export const ProviderJobOrder = Schema.Struct({ orderId: OrderId, awaitingConfirmation: Schema.Int });
export type ProviderJobOrder = typeof ProviderJobOrder.Type;

/**
 * One job as its provider sees it: the job with the counts that decide what may be done with it,
 * what the job machine allows (editable, deletable, and why it cannot be posted again) and, for
 * priority jobs, the alert of the one domain function (the server's clock decides).
 */
export const ProviderJob = Schema.Struct({
  ...Job.fields,
  applicants: Schema.Int,
  offers: Schema.Int,
  editable: Schema.Boolean,
  deletable: Schema.Boolean,
  /** Why a job that is not open cannot be posted now (JOB_CANNOT_OPEN's reason); null when it can be, and for an open job. */
  cannotOpen: Schema.NullOr(Schema.Literals(CANNOT_OPEN_REASONS)),
  priorityAlert: Schema.NullOr(PriorityAlertCode),
  /** The job's order once a seeker was hired (an accepted offer), else null. */
  order: Schema.NullOr(ProviderJobOrder),
});
export type ProviderJob = typeof ProviderJob.Type;

export const ProviderJobList = Schema.Struct({
  items: Schema.Array(ProviderJob),
  nextCursor: Schema.Null,
  /** The business's priority coupons. */
  coupons: Schema.Int,
});
export type ProviderJobList = typeof ProviderJobList.Type;

/** GET /api/jobs/{jobId}: what anyone (logged out too) sees of an open or closed job. */
export const PublicJob = Schema.Struct({
  ...Job.fields,
  businessName: Schema.String,
  businessVerified: Schema.Boolean,
});
export type PublicJob = typeof PublicJob.Type;

/** POST /api/jobs/{jobId}/priority/extend */
export const PriorityExtended = Schema.Struct({ job: ProviderJob, coupons: Schema.Int });
export type PriorityExtended = typeof PriorityExtended.Type;
