import type { Result } from "effect";
import type { CreateOfferRequest, OfferDetail, OfferList, ProviderBalanceView } from "../../domain/offer/offer-api.schema";
import type { PaymentDetail, PaymentList, StartPaymentRequest } from "../../domain/payment/payment-api.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

/**
 * The offer and payment endpoints of issue 14. Every call that moves money (create an offer with
 * its payment, start another payment, accept, decline) carries the caller's idempotency key: the
 * same key for every retry of one user action, so a double tap, a reload or a retry after a
 * timeout never charges or answers twice.
 */
export interface OffersApi {
  createOffer(request: CreateOfferRequest, idempotencyKey: string): Promise<Result.Result<OfferDetail, ApiError | NotLoggedIn>>;
  offer(offerId: string): Promise<Result.Result<OfferDetail, ApiError | NotLoggedIn>>;
  /** A job's offers (provider). */
  jobOffers(jobId: string): Promise<Result.Result<OfferList, ApiError | NotLoggedIn>>;
  /** The caller's offers (seeker). */
  myOffers(): Promise<Result.Result<OfferList, ApiError | NotLoggedIn>>;
  accept(offerId: string, idempotencyKey: string): Promise<Result.Result<OfferDetail, ApiError | NotLoggedIn>>;
  decline(offerId: string, idempotencyKey: string): Promise<Result.Result<OfferDetail, ApiError | NotLoggedIn>>;
  /** A new payment for an offer whose last one failed or expired (the method may change). */
  startPayment(offerId: string, request: StartPaymentRequest, idempotencyKey: string): Promise<Result.Result<PaymentDetail, ApiError | NotLoggedIn>>;
  payment(paymentId: string): Promise<Result.Result<PaymentDetail, ApiError | NotLoggedIn>>;
  payments(paymentIds: readonly string[]): Promise<Result.Result<PaymentList, ApiError | NotLoggedIn>>;
  balance(): Promise<Result.Result<ProviderBalanceView, ApiError | NotLoggedIn>>;
}
export const OFFERS_API = token<OffersApi>("OffersApi");
