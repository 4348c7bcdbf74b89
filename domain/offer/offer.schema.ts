import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { EpochMillis, JobId, OfferId, PaymentId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

const refunded = { amount: Rupiah, refundedToBalance: Rupiah };

/**
 * Spec 4: an offer is created together with its payment (pending, then completed or failed), is
 * sent once paid, and ends accepted, declined or expired; declined and expired give the payment
 * back to the provider's balance.
 */
export const OfferState = Schema.Union([
  Schema.Struct({ status: Schema.Literal("paymentPending"), amount: Rupiah }),
  Schema.Struct({ status: Schema.Literal("paymentFailed"), amount: Rupiah }),
  Schema.Struct({ status: Schema.Literal("sent"), amount: Rupiah, expiresAt: EpochMillis }),
  Schema.Struct({ status: Schema.Literal("accepted"), amount: Rupiah }),
  Schema.Struct({ status: Schema.Literal("declined"), ...refunded }),
  Schema.Struct({ status: Schema.Literal("expired"), ...refunded }),
]);
export type OfferState = typeof OfferState.Type;
export type OfferStatus = OfferState["status"];

export const OfferEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("paymentCompleted"), expiresAt: EpochMillis }),
  Schema.Struct({ type: Schema.Literal("paymentFailed") }),
  Schema.Struct({ type: Schema.Literal("retryPayment") }),
  Schema.Struct({ type: Schema.Literal("accept") }),
  Schema.Struct({ type: Schema.Literal("decline") }),
  Schema.Struct({ type: Schema.Literal("expire") }),
  Schema.Struct({ type: Schema.Literal("cancel") }),
]);
export type OfferEvent = typeof OfferEvent.Type;

/** An offer of one job to one seeker, paid by the provider through one payment. */
export const Offer = Schema.Struct({
  offerId: OfferId,
  jobId: JobId,
  seekerId: UserId,
  paymentId: PaymentId,
  state: OfferState,
});
export type Offer = typeof Offer.Type;
