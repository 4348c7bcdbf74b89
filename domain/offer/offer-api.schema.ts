import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { JobSalary } from "../job/job.schema";
import { BusinessId, EpochMillis, JobId, OfferId } from "../shared/ids.schema";
import { PositiveRupiah, Rupiah } from "../shared/money";
import { PaymentChoice, PaymentDetail, paymentPin } from "../payment/payment-api.schema";
import { OfferPrice, OfferWage } from "./offer-price.rules";
import { OfferSchedule } from "./offer-schedule.rules";
import { OfferState } from "./offer.schema";

/** Decision: the place of work an offer names (an address or a meeting point), one line of text. */
export const OFFER_PLACE_MAX_CHARACTERS = 200;
export const OfferPlace = Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(OFFER_PLACE_MAX_CHARACTERS)));

/** What the provider offers: which job to which seeker, when, for what wage, where. */
export const OfferTerms = Schema.Struct({
  jobId: JobId,
  seekerId: UserId,
  schedule: OfferSchedule,
  wage: OfferWage,
  place: OfferPlace,
});
export type OfferTerms = typeof OfferTerms.Type;

/**
 * POST /api/offers (provider, `Idempotency-Key` required): the offer and its first payment in one
 * request. The offer reaches the seeker only once the payment succeeds (at once from the balance,
 * which needs the payer's `pin`).
 */
export const CreateOfferRequest = Schema.Struct({ terms: OfferTerms, choice: PaymentChoice, ...paymentPin });
export type CreateOfferRequest = typeof CreateOfferRequest.Type;

/** What happened to an offer, in order, with the server's time (shown in WIB). */
export const OfferHistoryEvent = Schema.Literals([
  "created",
  "paymentStarted",
  "paymentFailed",
  "paymentExpired",
  "sent",
  "accepted",
  "declined",
  "expired",
  "refunded",
  "doublePaymentCredited",
  "latePaymentCredited",
  "jobClosed",
]);
export type OfferHistoryEvent = typeof OfferHistoryEvent.Type;
export const OfferHistoryEntry = Schema.Struct({ event: OfferHistoryEvent, at: EpochMillis });
export type OfferHistoryEntry = typeof OfferHistoryEntry.Type;

/**
 * GET /api/offers/{offerId}: one offer as its provider (any payment) or its seeker (once sent) sees
 * it; answered by every offer write too.
 */
export const OfferDetail = Schema.Struct({
  offerId: OfferId,
  terms: OfferTerms,
  jobTitle: Schema.String,
  businessId: BusinessId,
  businessName: Schema.String,
  seekerName: Schema.String,
  price: OfferPrice,
  /**
   * The job's salary as posted, for the seeker to compare the offer with (issue 19,
   * `isBelowPostedSalary`); null when it is confidential or names no amount (`comparablePostedSalary`).
   */
  postedSalary: Schema.NullOr(JobSalary),
  state: OfferState,
  /** Every payment started for the offer, the latest last (the seeker gets an empty list). */
  payments: Schema.Array(PaymentDetail),
  history: Schema.Array(OfferHistoryEntry),
  createdAt: EpochMillis,
  /** The server's clock when it answered: the offer's countdown runs from it. */
  serverNow: EpochMillis,
});
export type OfferDetail = typeof OfferDetail.Type;

/** GET /api/business/offers?jobId= and GET /api/me/offers: the offers of a job (provider) or the seeker's. */
export const OfferList = Schema.Struct({ items: Schema.Array(OfferDetail) });
export type OfferList = typeof OfferList.Type;

/** GET /api/business/balance: the business's balance as the ledger derives it, with what came back to it. */
export const ProviderBalanceView = Schema.Struct({
  balance: Rupiah,
  /** Refunds of declined or expired offers and credited double or late payments, newest first. */
  credits: Schema.Array(
    Schema.Struct({
      offerId: OfferId,
      kind: Schema.Literals(["offerRefund", "doublePayment", "latePayment"]),
      amount: PositiveRupiah,
      at: EpochMillis,
      refundDueBy: Schema.NullOr(EpochMillis),
    }),
  ),
});
export type ProviderBalanceView = typeof ProviderBalanceView.Type;
