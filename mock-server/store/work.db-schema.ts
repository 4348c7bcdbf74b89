import { Schema } from "effect";
import { UserId } from "../../domain/identity/session.schema";
import { CancellationReason, CancellationScope, SupportText } from "../../domain/attendance/cancellation.schema";
import { LocalPhone } from "../../domain/identity/phone.rules";
import { BusinessId, CancellationId, EpochMillis, JobId, OfferId, OrderId } from "../../domain/shared/ids.schema";
import { CertificateCode } from "../../domain/work/certificate-api.schema";
import { CancellationLine, OrderRequestStatus } from "../../domain/work/help-center-api.schema";
import { WorkDay } from "../../domain/work/work-api.schema";

/**
 * The work side of the mock's data file (issue 22): hires and their working days. A hire is one
 * accepted offer (`hireId` = its offer id), made when the seeker accepts; the order is the job's
 * (`orderIdOfJob`) and is not stored: it is its hires. Money is never stored here: the ledger holds it.
 */
export const StoredHire = Schema.Struct({
  hireId: OfferId,
  orderId: OrderId,
  jobId: JobId,
  businessId: BusinessId,
  seekerId: UserId,
  joinedAt: EpochMillis,
  /** Set when the seeker withdrew before the start (late: under WITHDRAWAL_NOTICE_HOURS). */
  withdrawal: Schema.NullOr(Schema.Struct({ at: EpochMillis, late: Schema.Boolean })),
  /** Set when the seeker finished the hire (features/work/completion.logic.ts); absent before. */
  completedAt: Schema.optional(EpochMillis),
  /** Its work certificate, made on the seeker's first request after completion (features/work/certificate.logic.ts); absent before. */
  certificate: Schema.optional(Schema.Struct({ code: CertificateCode, issuedAt: EpochMillis })),
  /** Set when support processed the business's cancellation of it (features/work/cancellation.logic.ts); absent before. */
  cancelledAt: Schema.optional(EpochMillis),
});
export type StoredHire = typeof StoredHire.Type;

/**
 * A working day as the API answers it, but as stored: `status` is never `absent` for lack of a
 * clock-in (that is read from the clock, domain/attendance/absence.rules.ts), only for a notice.
 */
export const StoredWorkDay = WorkDay;
export type StoredWorkDay = typeof StoredWorkDay.Type;

/**
 * A cancellation request through the help center (issue 22; features/work/cancellation.logic.ts):
 * the body as asked, who asked, the hires in its scope when asked, and support's decision. While
 * requested, its split is read again from the data (the preview's function); once cancelled,
 * `lines` keep the split applied.
 */
export const StoredCancellationRequest = Schema.Struct({
  requestId: CancellationId,
  orderId: OrderId,
  jobId: JobId,
  businessId: BusinessId,
  scope: CancellationScope,
  hireId: Schema.NullOr(OfferId),
  hireIds: Schema.Array(OfferId),
  reason: CancellationReason,
  otherReason: Schema.NullOr(SupportText),
  proofMedia: Schema.Array(Schema.String),
  mobile: LocalPhone,
  requestedBy: UserId,
  requestedAt: EpochMillis,
  status: OrderRequestStatus,
  processedAt: Schema.NullOr(EpochMillis),
  supportNote: Schema.NullOr(SupportText),
  lines: Schema.NullOr(Schema.Array(CancellationLine)),
});
export type StoredCancellationRequest = typeof StoredCancellationRequest.Type;

/** A message to support from /others (any signed-in user), answered within 48 hours. */
export const StoredSupportMessage = Schema.Struct({
  messageId: Schema.String,
  userId: UserId,
  role: Schema.String,
  text: SupportText,
  mobile: Schema.NullOr(LocalPhone),
  receivedAt: EpochMillis,
  replyDueAt: EpochMillis,
  withinSupportHours: Schema.Boolean,
});
export type StoredSupportMessage = typeof StoredSupportMessage.Type;
