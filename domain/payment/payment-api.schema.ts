import { Schema } from "effect";
import { EpochMillis, OfferId, PaymentId, TransactionId } from "../shared/ids.schema";
import { PositiveRupiah } from "../shared/money";
import { OfferPrice } from "../offer/offer-price.rules";
import { PinEntry } from "../wallet/pin.rules";
import { PaymentState } from "./payment.schema";

/** Decision: the banks that issue a virtual account and the e-wallets we take, as the gateway names them. */
export const VirtualAccountBank = Schema.Literals(["bca", "bni", "bri", "mandiri", "permata"]);
export type VirtualAccountBank = typeof VirtualAccountBank.Type;
export const EwalletProvider = Schema.Literals(["gopay", "ovo", "dana", "shopeepay"]);
export type EwalletProvider = typeof EwalletProvider.Type;

/**
 * How the provider pays an offer: a bank's virtual account, an e-wallet, or the business's Gawe
 * balance (issue 23: paid at once, with the payer's transaction PIN, sent beside the choice in the
 * request, never in it, so it is never echoed back in a `PaymentDetail`).
 */
export const PaymentChoice = Schema.Union([
  Schema.Struct({ method: Schema.Literal("virtualAccount"), bank: VirtualAccountBank }),
  Schema.Struct({ method: Schema.Literal("ewallet"), wallet: EwalletProvider }),
  Schema.Struct({ method: Schema.Literal("balance") }),
]);
export type PaymentChoice = typeof PaymentChoice.Type;

/** Money that arrived for a payment and went to the payer's balance: a double or a late payment (spec 9). */
export const PaymentCredit = Schema.Struct({
  transactionId: TransactionId,
  kind: Schema.Literals(["doublePayment", "latePayment"]),
  amount: PositiveRupiah,
  at: EpochMillis,
  /** Back within 10 working days (spec 9). */
  refundDueBy: EpochMillis,
});
export type PaymentCredit = typeof PaymentCredit.Type;

/**
 * GET /api/payments/{paymentId} (and every payment in an offer): what the payment page, the status
 * events and the receipts show. `state` comes from the payment machine; the server's clock decides
 * the expiry (`expiresAt`), the client only counts down to it.
 */
export const PaymentDetail = Schema.Struct({
  paymentId: PaymentId,
  offerId: OfferId,
  choice: PaymentChoice,
  state: PaymentState,
  price: OfferPrice,
  startedAt: EpochMillis,
  expiresAt: EpochMillis,
  /** The virtual account number to transfer to (virtual account only). */
  virtualAccountNumber: Schema.NullOr(Schema.String),
  /** Where the e-wallet app (or its web checkout) takes the payment (e-wallet only). */
  ewalletCheckoutUrl: Schema.NullOr(Schema.String),
  /**
   * The ledger transaction that funded the offer (paid by the gateway, or from the balance: issue
   * 23), and when: the receipt's Transaction ID and time; null until the payment succeeds.
   */
  transactionId: Schema.NullOr(TransactionId),
  paidAt: Schema.NullOr(EpochMillis),
  credits: Schema.Array(PaymentCredit),
  /** The server's clock when it answered: countdowns run from it, not from the phone's clock. */
  serverNow: EpochMillis,
});
export type PaymentDetail = typeof PaymentDetail.Type;

/**
 * The transaction PIN of a request paying from the balance: required with `method: "balance"`
 * (else PIN_REQUIRED), refused with any other method (VALIDATION_FAILED).
 */
export const paymentPin = { pin: Schema.optional(PinEntry) };

/** POST /api/offers/{offerId}/payments: a new payment after one failed or expired (the method may change). */
export const StartPaymentRequest = Schema.Struct({ choice: PaymentChoice, ...paymentPin });
export type StartPaymentRequest = typeof StartPaymentRequest.Type;

/** GET /api/business/payments?ids=a,b: the receipts of several payments (/paymentbatchpdf). */
export const PaymentList = Schema.Struct({ items: Schema.Array(PaymentDetail) });
export type PaymentList = typeof PaymentList.Type;
