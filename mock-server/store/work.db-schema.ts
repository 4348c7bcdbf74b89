import { Schema } from "effect";
import { UserId } from "../../domain/identity/session.schema";
import { BusinessId, EpochMillis, JobId, OfferId, OrderId } from "../../domain/shared/ids.schema";
import { CertificateCode } from "../../domain/work/certificate-api.schema";
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
});
export type StoredHire = typeof StoredHire.Type;

/**
 * A working day as the API answers it, but as stored: `status` is never `absent` for lack of a
 * clock-in (that is read from the clock, domain/attendance/absence.rules.ts), only for a notice.
 */
export const StoredWorkDay = WorkDay;
export type StoredWorkDay = typeof StoredWorkDay.Type;
