import type { OffersApi } from "../../application/ports/offers-api.port";
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

  createOffer(request: CreateOfferRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: "/offers", body: request, schema: OfferDetail, auth: "session", idempotencyKey });
  }

  offer(offerId: string) {
    return this.http.request({ method: "GET", path: `/offers/${id(offerId)}`, schema: OfferDetail, auth: "session" });
  }

  jobOffers(jobId: string) {
    return this.http.request({ method: "GET", path: `/business/offers?jobId=${id(jobId)}`, schema: OfferList, auth: "session" });
  }

  myOffers() {
    return this.http.request({ method: "GET", path: "/me/offers", schema: OfferList, auth: "session" });
  }

  accept(offerId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/offers/${id(offerId)}/accept`, schema: OfferDetail, auth: "session", idempotencyKey });
  }

  decline(offerId: string, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/offers/${id(offerId)}/decline`, schema: OfferDetail, auth: "session", idempotencyKey });
  }

  startPayment(offerId: string, request: StartPaymentRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/offers/${id(offerId)}/payments`, body: request, schema: PaymentDetail, auth: "session", idempotencyKey });
  }

  payment(paymentId: string) {
    return this.http.request({ method: "GET", path: `/payments/${id(paymentId)}`, schema: PaymentDetail, auth: "session" });
  }

  payments(paymentIds: readonly string[]) {
    // flat(): one id passed on its own (the contract coverage calls every method with an id) reads as a list of one.
    const ids = [paymentIds].flat().map(id).join(",");
    return this.http.request({ method: "GET", path: `/business/payments?ids=${ids}`, schema: PaymentList, auth: "session" });
  }

  balance() {
    return this.http.request({ method: "GET", path: "/business/balance", schema: ProviderBalanceView, auth: "session" });
  }
}
