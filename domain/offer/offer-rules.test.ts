import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { checkCanStartPayment, PaymentNotRetryable, startPayment } from "../payment/payment.machine";
import { rupiah } from "../shared/money";
import { checkOneOfferAtATime, OfferAlreadyAnswered, OfferAlreadySent, transitionOffer } from "./offer.machine";
import type { OfferState } from "./offer.schema";

const amount = rupiah(791_500);
const failure = (r: Result.Result<unknown, unknown>) => (Result.isFailure(r) ? r.failure : undefined);

describe("answering an offer twice (issue 14)", () => {
  it("accepting or declining an answered offer says which answer stands", () => {
    for (const answer of ["accepted", "declined"] as const) {
      const answered: OfferState = answer === "accepted" ? { status: "accepted", amount } : { status: "declined", amount, refundedToBalance: amount };
      for (const type of ["accept", "decline"] as const) {
        const refused = failure(transitionOffer(answered, { type }, { now: 0 }));
        expect(refused).toEqual(new OfferAlreadyAnswered({ answer }));
        expect((refused as OfferAlreadyAnswered).i18nKey).toBe(answer === "accepted" ? "error.offer.alreadyAccepted" : "error.offer.alreadyDeclined");
      }
    }
  });
});

describe("one offer of a job to a seeker at a time", () => {
  it("is refused while another waits for its payment or its answer, and for good once she accepted one (issue 19)", () => {
    const declined: OfferState = { status: "declined", amount, refundedToBalance: amount };
    expect(Result.isSuccess(checkOneOfferAtATime([]))).toBe(true);
    expect(Result.isSuccess(checkOneOfferAtATime([{ status: "paymentFailed", amount }, { status: "expired", amount, refundedToBalance: amount }, declined]))).toBe(true);
    expect(failure(checkOneOfferAtATime([{ status: "paymentPending", amount }]))).toEqual(new OfferAlreadySent({ status: "paymentPending" }));
    expect(failure(checkOneOfferAtATime([declined, { status: "sent", amount, expiresAt: 1 }]))).toEqual(new OfferAlreadySent({ status: "sent" }));
    const hired = failure(checkOneOfferAtATime([{ status: "paymentFailed", amount }, { status: "accepted", amount }]));
    expect(hired).toEqual(new OfferAlreadySent({ status: "accepted" }));
    // The text follows what holds her: waiting ('already have an offer waiting'), or hired.
    expect((hired as OfferAlreadySent).i18nKey).toBe("error.offer.alreadyHired");
    expect(new OfferAlreadySent({ status: "sent" }).i18nKey).toBe("error.offer.alreadySent");
  });
});

describe("starting another payment for an offer (spec 4: the method may change after a failure)", () => {
  it("is allowed without a payment or after a failed or expired one, refused next to a pending or successful one", () => {
    const pending = startPayment("ewallet", amount, 0);
    expect(Result.isSuccess(checkCanStartPayment(undefined))).toBe(true);
    expect(Result.isSuccess(checkCanStartPayment({ status: "failed", method: "ewallet", amount, cause: "expired", refunded: rupiah(0) }))).toBe(true);
    expect(failure(checkCanStartPayment(pending))).toEqual(new PaymentNotRetryable({ reason: "pending" }));
    const paid = failure(checkCanStartPayment({ status: "success", method: "virtualAccount", amount, refunded: rupiah(0) }));
    expect(paid).toEqual(new PaymentNotRetryable({ reason: "paid" }));
    expect((paid as PaymentNotRetryable).i18nKey).toBe("error.payment.notRetryablePaid");
  });
});
