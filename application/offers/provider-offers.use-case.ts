import { Result } from "effect";
import type { OfferDetail } from "../../domain/offer/offer-api.schema";
import type { PaymentChoice, PaymentDetail } from "../../domain/payment/payment-api.schema";
import type { ApiError } from "../ports/api-error";
import type { Clock } from "../ports/clock.port";
import type { OffersApi } from "../ports/offers-api.port";
import type { NotLoggedIn } from "../session/not-logged-in";
import { checkOfferInput, type OfferInput, type OfferInputInvalid } from "./offer-input";

export interface PaymentWithOffer {
  readonly payment: PaymentDetail;
  readonly offer: OfferDetail;
}

/**
 * The provider's side of offers: send one with its payment, pay again after a failed or expired
 * payment, read a payment with its offer; single reads go to OFFERS_API. A payment's changes come
 * on the user's event stream (USER_EVENTS), like every other live change.
 * The idempotency key of a money-moving call comes from the screen, which keeps it for the one
 * user action it stands for.
 */
export class ProviderOffers {
  constructor(
    private readonly api: OffersApi,
    private readonly clock: Clock,
  ) {}

  /**
   * The domain's rules first (every field's refusal, for the form), then the server. `pin`: the
   * payer's transaction PIN, for a payment from the balance only; it goes in this request alone.
   */
  async send(input: OfferInput, idempotencyKey: string, pin?: string): Promise<Result.Result<OfferDetail, OfferInputInvalid | ApiError | NotLoggedIn>> {
    const checked = checkOfferInput(input, this.clock.now());
    if (Result.isFailure(checked)) return Result.fail(checked.failure);
    return this.api.createOffer({ ...checked.success.request, ...(pin === undefined ? {} : { pin }) }, idempotencyKey);
  }

  payAgain(offerId: string, choice: PaymentChoice, idempotencyKey: string, pin?: string) {
    return this.api.startPayment(offerId, { choice, ...(pin === undefined ? {} : { pin }) }, idempotencyKey);
  }

  /** A payment with its offer (the payment page names the seeker and the job). */
  async paymentWithOffer(paymentId: string): Promise<Result.Result<PaymentWithOffer, ApiError | NotLoggedIn>> {
    const payment = await this.api.payment(paymentId);
    if (Result.isFailure(payment)) return Result.fail(payment.failure);
    const offer = await this.api.offer(payment.success.offerId);
    return Result.map(offer, (o) => ({ payment: payment.success, offer: o }));
  }
}
