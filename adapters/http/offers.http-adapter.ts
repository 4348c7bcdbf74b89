import type { OffersApi } from "../../application/ports/offers-api.port";
import type { AuthToken } from "../../domain/identity/session.schema";
import { OfferDetail, OfferList, ProviderBalanceView, type CreateOfferRequest } from "../../domain/offer/offer-api.schema";
import { PaymentDetail, PaymentList, type StartPaymentRequest } from "../../domain/payment/payment-api.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/**
 * The offer and payment calls of issue 14 (docs/api.md "Offers and payments"). Every answer is
 * decoded with the domain's schema; every POST that moves money sends the caller's
 * `Idempotency-Key` (the HTTP client never retries a POST itself).
 */
export class OffersHttpAdapter implements OffersApi {
  constructor(private readonly http: HttpClient) {}

  createOffer(authToken: AuthToken, request: CreateOfferRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: "/offers", body: request, schema: OfferDetail, token: authToken, idempotencyKey });
  }

  offer(authToken: AuthToken, offerId: string) {
    return this.http.request({ method: "GET", path: `/offers/${id(offerId)}`, schema: OfferDetail, token: authToken });
  }

  jobOffers(authToken: AuthToken, jobId: string) {
    return this.http.request({ method: "GET", path: `/business/offers?jobId=${id(jobId)}`, schema: OfferList, token: authToken });
  }

  myOffers(authToken: AuthToken) {
    return this.http.request({ method: "GET", path: "/me/offers", schema: OfferList, token: authToken });
  }

  accept(authToken: AuthToken, offerId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/offers/${id(offerId)}/accept`, schema: OfferDetail, token: authToken, idempotencyKey });
  }

  decline(authToken: AuthToken, offerId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/offers/${id(offerId)}/decline`, schema: OfferDetail, token: authToken, idempotencyKey });
  }

  startPayment(authToken: AuthToken, offerId: string, request: StartPaymentRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/offers/${id(offerId)}/payments`, body: request, schema: PaymentDetail, token: authToken, idempotencyKey });
  }

  payment(authToken: AuthToken, paymentId: string) {
    return this.http.request({ method: "GET", path: `/payments/${id(paymentId)}`, schema: PaymentDetail, token: authToken });
  }

  payments(authToken: AuthToken, paymentIds: readonly string[]) {
    // flat(): one id passed on its own (the contract coverage calls every method with an id) reads as a list of one.
    const ids = [paymentIds].flat().map(id).join(",");
    return this.http.request({ method: "GET", path: `/business/payments?ids=${ids}`, schema: PaymentList, token: authToken });
  }

  balance(authToken: AuthToken) {
    return this.http.request({ method: "GET", path: "/business/balance", schema: ProviderBalanceView, token: authToken });
  }
}
