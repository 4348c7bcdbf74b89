import { Schema } from "effect";
import { LocalPhone } from "../identity/phone.rules";
import { CANCELLATION_PROOF_MEDIA_MAX } from "../policy/business-constants";
import { EpochMillis, IsoInstant, OrderId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

/** Spec 3, Cancellation request: what the provider sends when cancelling an order. */
export const CancellationRequest = Schema.Struct({
  date: IsoInstant,
  orderId: OrderId,
  reason: Schema.String,
  otherReason: Schema.optional(Schema.String),
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
