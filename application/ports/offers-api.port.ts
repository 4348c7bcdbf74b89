import type { Result } from "effect";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { CreateOfferRequest, OfferDetail, OfferList, ProviderBalanceView } from "../../domain/offer/offer-api.schema";
import type { PaymentDetail, PaymentList, StartPaymentRequest } from "../../domain/payment/payment-api.schema";
import type { ApiError } from "./api-error";
import { token } from "./token";

/**
 * The offer and payment endpoints of issue 14. Every call that moves money (create an offer with
 * its payment, start another payment, accept, decline) carries the caller's idempotency key: the
 * same key for every retry of one user action, so a double tap, a reload or a retry after a
 * timeout never charges or answers twice.
 */
export interface OffersApi {
  createOffer(authToken: AuthToken, request: CreateOfferRequest, idempotencyKey: string): Promise<Result.Result<OfferDetail, ApiError>>;
  offer(authToken: AuthToken, offerId: string): Promise<Result.Result<OfferDetail, ApiError>>;
  /** A job's offers (provider). */
  jobOffers(authToken: AuthToken, jobId: string): Promise<Result.Result<OfferList, ApiError>>;
  /** The caller's offers (seeker). */
  myOffers(authToken: AuthToken): Promise<Result.Result<OfferList, ApiError>>;
  accept(authToken: AuthToken, offerId: string, idempotencyKey: string): Promise<Result.Result<OfferDetail, ApiError>>;
  decline(authToken: AuthToken, offerId: string, idempotencyKey: string): Promise<Result.Result<OfferDetail, ApiError>>;
  /** A new payment for an offer whose last one failed or expired (the method may change). */
  startPayment(authToken: AuthToken, offerId: string, request: StartPaymentRequest, idempotencyKey: string): Promise<Result.Result<PaymentDetail, ApiError>>;
  payment(authToken: AuthToken, paymentId: string): Promise<Result.Result<PaymentDetail, ApiError>>;
  payments(authToken: AuthToken, paymentIds: readonly string[]): Promise<Result.Result<PaymentList, ApiError>>;
  balance(authToken: AuthToken): Promise<Result.Result<ProviderBalanceView, ApiError>>;
}
export const OFFERS_API = token<OffersApi>("OffersApi");

/** How the live status of a payment stands: connected, waiting to reconnect, or given up. */
export type PaymentFeedState = "live" | "reconnecting" | "stopped";

export interface PaymentFeedListener {
  /** The payment as the server has it: on connecting and on every change. */
  readonly onPayment: (payment: PaymentDetail) => void;
  readonly onState?: (state: PaymentFeedState) => void;
}

/**
 * A payment's status as the server pushes it (server-sent events), reconnecting with backoff when
 * the connection drops; never a polling loop. Returns the function that stops watching.
 */
export interface PaymentStatusFeed {
  watch(authToken: AuthToken, paymentId: string, listener: PaymentFeedListener): () => void;
}
