import { Schema } from "effect";
import { LocalPhone } from "../identity/phone.rules";
import { CANCELLATION_PROOF_MEDIA_MAX } from "../policy/business-constants";
import { EpochMillis, OfferId, OrderId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

/**
 * Cancellation through the help center (spec 1, 3, 4; issue 22). A provider cancels a whole job
 * (every hire of its order) or one seeker (one hire); support processes the request within 48 hours.
 */

/** What is cancelled: the whole order (`hireId` null) or one seeker's hire. */
export const CancellationScope = Schema.Literals(["job", "seeker"]);
export type CancellationScope = typeof CancellationScope.Type;

/** Decision: a fixed list so support can sort requests; 'others' asks for free text (spec 2). Texts: ui/i18n help-center `reason.*`. */
export const CANCELLATION_REASONS = ["noLongerNeeded", "scheduleChanged", "businessClosed", "seekerNoShow", "seekerConduct", "others"] as const;
export const CancellationReason = Schema.Literals(CANCELLATION_REASONS);
export type CancellationReason = typeof CancellationReason.Type;

/** Decision: the 'Others' text and a support message are one paragraph. */
export const SUPPORT_TEXT_MAX_CHARACTERS = 500;
export const SupportText = Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(SUPPORT_TEXT_MAX_CHARACTERS)));

/**
 * Spec 3, Cancellation request: order ID, reason, other-reason text, proof media, mobile number
 * (its date is the server's, `requestedAt`). POST /api/cancellation-requests. `proofMedia` are URLs
 * the caller uploaded through POST /api/uploads (images or videos); `otherReason` is required
 * exactly when `reason` is 'others'.
 */
export const CancellationRequest = Schema.Struct({
  orderId: OrderId,
  hireId: Schema.NullOr(OfferId),
  reason: CancellationReason,
  otherReason: Schema.NullOr(SupportText),
  proofMedia: Schema.Array(Schema.String).pipe(Schema.check(Schema.isMaxLength(CANCELLATION_PROOF_MEDIA_MAX))),
  mobile: LocalPhone,
});
export type CancellationRequest = typeof CancellationRequest.Type;

/** How a cancellation splits what the provider paid. */
export const Settlement = Schema.Struct({
  /** Salary paid to the seeker. */
  payout: Rupiah,
  /** Back to the provider's balance. */
  refund: Rupiah,
});
export type Settlement = typeof Settlement.Type;

/** Spec 4: requested, processed by support within 48 hours, cancelled. */
export const CancellationState = Schema.Union([
  Schema.Struct({ status: Schema.Literal("requested"), requestedAt: EpochMillis }),
  Schema.Struct({ status: Schema.Literal("cancelled"), requestedAt: EpochMillis, settlement: Settlement }),
]);
export type CancellationState = typeof CancellationState.Type;
