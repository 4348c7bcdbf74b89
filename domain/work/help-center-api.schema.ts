import { Schema } from "effect";
import {
  CancellationReason,
  CancellationScope,
  Settlement,
  SupportText,
} from "../attendance/cancellation.schema";
import { LocalPhone } from "../identity/phone.rules";
import { JOB_VACANCIES_MAX } from "../job/job.schema";
import { CANCELLATION_PROOF_MEDIA_MAX } from "../policy/business-constants";
import { CancellationId, EpochMillis, OfferId, OrderId } from "../shared/ids.schema";

/**
 * The help center as the API answers it (issue 22; docs/api.md "Help center"): a provider's
 * cancellation requests (spec 3, 4), their public summary behind a signed, expiring link, and any
 * other issue sent to support as free text (/others).
 */

/** One hire's split: what the seeker keeps (confirmed days) and what goes back to the provider's balance. */
export const CancellationLine = Schema.Struct({
  hireId: OfferId,
  seekerName: Schema.String,
  /** False before the hire's first working day: no salary is due and all of it goes back. */
  started: Schema.Boolean,
  settlement: Settlement,
});
export type CancellationLine = typeof CancellationLine.Type;

/**
 * GET /api/orders/{orderId}/cancellation-preview[?hireId=]: what cancelling the job (no hireId) or
 * one seeker would do now, by the domain's `settleCancellation`, before the provider confirms.
 */
/** One line per hire: at most the job's vacancies. */
const CancellationLines = Schema.Array(CancellationLine).pipe(Schema.check(Schema.isMaxLength(JOB_VACANCIES_MAX)));

export const CancellationPreview = Schema.Struct({
  orderId: OrderId,
  hireId: Schema.NullOr(OfferId),
  lines: CancellationLines,
  total: Settlement,
  /** Days with unconfirmed attendance in scope: more than 0 refuses the request ('Waiting to Reconfirm', spec 5). */
  daysWaiting: Schema.Int,
  serverNow: EpochMillis,
});
export type CancellationPreview = typeof CancellationPreview.Type;

/** Spec 4: requested, processed by support within 48 hours: cancelled (or, support's decision, rejected with a note). */
export const OrderRequestStatus = Schema.Literals(["requested", "cancelled", "rejected"]);
export type OrderRequestStatus = typeof OrderRequestStatus.Type;

/** A cancellation request as its provider sees it (/orderrequestmore, /orderrequestmoredetail). */
export const OrderRequest = Schema.Struct({
  requestId: CancellationId,
  orderId: OrderId,
  jobTitle: Schema.String,
  businessName: Schema.String,
  scope: CancellationScope,
  hireId: Schema.NullOr(OfferId),
  reason: CancellationReason,
  otherReason: Schema.NullOr(SupportText),
  proofMedia: Schema.Array(Schema.String).pipe(Schema.check(Schema.isMaxLength(CANCELLATION_PROOF_MEDIA_MAX))),
  mobile: LocalPhone,
  /** The request's date (spec 3), the server's clock. */
  requestedAt: EpochMillis,
  /** Support processes it by then (48 hours, spec 4). */
  dueAt: EpochMillis,
  status: OrderRequestStatus,
  /** While requested: the split as it would be now; once cancelled: the split applied. */
  lines: CancellationLines,
  total: Settlement,
  processedAt: Schema.NullOr(EpochMillis),
  /** Support's note when it rejected the request. */
  supportNote: Schema.NullOr(SupportText),
  serverNow: EpochMillis,
});
export type OrderRequest = typeof OrderRequest.Type;

export const OrderRequestList = Schema.Struct({ items: Schema.Array(OrderRequest), serverNow: EpochMillis });
export type OrderRequestList = typeof OrderRequestList.Type;

/** A link that shows one request's public summary until `expiresAt` (POST /api/cancellation-requests/{id}/link). */
export const OrderRequestLink = Schema.Struct({
  requestId: CancellationId,
  expiresAt: EpochMillis,
  signature: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(128))),
});
export type OrderRequestLink = typeof OrderRequestLink.Type;

/**
 * GET /api/order-requests/{requestId}?expires=&signature= (public, /orderrequest): the summary
 * whoever holds a valid link may see. Never more: no mobile number, no proof, no free text, no names.
 */
export const PublicOrderRequest = Schema.Struct({
  requestId: CancellationId,
  orderId: OrderId,
  jobTitle: Schema.String,
  businessName: Schema.String,
  scope: CancellationScope,
  reason: CancellationReason,
  requestedAt: EpochMillis,
  dueAt: EpochMillis,
  status: OrderRequestStatus,
  total: Settlement,
  processedAt: Schema.NullOr(EpochMillis),
});
export type PublicOrderRequest = typeof PublicOrderRequest.Type;

/** POST /api/support-messages (/others): any other issue, as free text, with a number to call back on. */
export const SupportMessageRequest = Schema.Struct({ text: SupportText, mobile: Schema.NullOr(LocalPhone) });
export type SupportMessageRequest = typeof SupportMessageRequest.Type;

export const SupportMessageReceipt = Schema.Struct({
  messageId: Schema.String,
  receivedAt: EpochMillis,
  /** Support replies within 48 hours (spec 9). */
  replyDueAt: EpochMillis,
  /** Sent outside support hours (Monday-Friday 09:00-18:00 WIB): the reply starts when they open. */
  withinSupportHours: Schema.Boolean,
});
export type SupportMessageReceipt = typeof SupportMessageReceipt.Type;

/** What the seeker's hire shows of a cancellation the business asked for (the seeker is told). */
export const HireCancellation = Schema.Struct({
  requestId: CancellationId,
  status: OrderRequestStatus,
  requestedAt: EpochMillis,
  dueAt: EpochMillis,
  /** The split applied, once cancelled. */
  settlement: Schema.NullOr(Settlement),
});
export type HireCancellation = typeof HireCancellation.Type;
