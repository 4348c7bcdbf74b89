import { Schema } from "effect";
import { UserId } from "../../domain/identity/session.schema";
import { OfferHistoryEntry, OfferTerms } from "../../domain/offer/offer-api.schema";
import { OfferPrice } from "../../domain/offer/offer-price.rules";
import { OfferState } from "../../domain/offer/offer.schema";
import { PaymentChoice } from "../../domain/payment/payment-api.schema";
import { PaymentState } from "../../domain/payment/payment.schema";
import { BusinessId, EpochMillis, JobId, OfferId, PaymentId } from "../../domain/shared/ids.schema";

/**
 * The money side of the mock's data file (issue 14): offers, their payments, the ledger and the
 * answers remembered for `Idempotency-Key`. Stored with the domain schemas (instants as epoch
 * milliseconds, as the offer and payment machines and the ledger keep them), so the file is
 * checked on every load. None of it is reachable through json-server's router (db.schema.ts
 * `REFERENCE_COLLECTIONS`): only the endpoints of features/offers and features/payments read it,
 * and only a ledger transaction changes a balance (balances are never stored).
 */
export const StoredOffer = Schema.Struct({
  offerId: OfferId,
  jobId: JobId,
  businessId: BusinessId,
  seekerId: UserId,
  /** The provider who sent it (Admin or Member). */
  createdBy: UserId,
  terms: OfferTerms,
  price: OfferPrice,
  /** The offer machine's state (domain/offer/offer.machine.ts); `amount` is the price's total. */
  state: OfferState,
  /** Every payment started for it, oldest first. */
  paymentIds: Schema.Array(PaymentId),
  history: Schema.Array(OfferHistoryEntry),
  createdAt: EpochMillis,
  /** When its payment succeeded and it reached the seeker. */
  sentAt: Schema.NullOr(EpochMillis),
  /** The deadline it had once sent (domain/offer/offer-expiry.rules.ts), kept after it expired. */
  respondBy: Schema.NullOr(EpochMillis),
});
export type StoredOffer = typeof StoredOffer.Type;

export const StoredPayment = Schema.Struct({
  paymentId: PaymentId,
  offerId: OfferId,
  businessId: BusinessId,
  choice: PaymentChoice,
  /** The payment machine's state (domain/payment/payment.machine.ts); `amount` is the price's total. */
  state: PaymentState,
  price: OfferPrice,
  startedAt: EpochMillis,
  /** When the payment window closes (30 minutes e-wallet, 3 hours virtual account). */
  expiresAt: EpochMillis,
  /** The virtual account number (virtual account payments only). */
  virtualAccountNumber: Schema.NullOr(Schema.String),
});
export type StoredPayment = typeof StoredPayment.Type;

/**
 * The first accepted answer to a money-moving POST, by `{userId}:{Idempotency-Key}`: the same key
 * with the same request replays it, with another request it is refused (IDEMPOTENCY_CONFLICT).
 */
export const StoredIdempotency = Schema.Struct({
  scope: Schema.String,
  /** `METHOD /path` of the first request (for people reading the file). */
  request: Schema.String,
  /** SHA-256 of the method, path and body of the first request. */
  fingerprint: Schema.String,
  status: Schema.Int,
  response: Schema.Unknown,
  at: EpochMillis,
});
export type StoredIdempotency = typeof StoredIdempotency.Type;
