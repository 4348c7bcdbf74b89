import fc from "fast-check";
import { Result, Schema } from "effect";
import { walkMachine } from "../../tests/support/machine-walk";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS, wibInstant, wibParts } from "../shared/wib-time";
import { rupiah } from "../shared/money";
import { doublePaymentRefundDueBy, PaymentFailed, paymentExpiresAt, startPayment, transitionPayment } from "../payment/payment.machine";
import { PaymentEvent, PaymentState } from "../payment/payment.schema";
import { createOffer, transitionOffer } from "./offer.machine";
import { Offer, OfferEvent, OfferState } from "./offer.schema";

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");
const amount = rupiah(500_000);

describe("offer machine (spec 4)", () => {
  const sent: OfferState = { status: "sent", amount, expiresAt: 100 };
  it("waits for payment, then is sent; a failed payment can be retried", () => {
    const paid = transitionOffer(createOffer(amount), { type: "paymentCompleted", expiresAt: 100 }, { now: 0 });
    expect(Result.isSuccess(paid) && paid.success.status).toBe("sent");
    const failed = transitionOffer(createOffer(amount), { type: "paymentFailed" }, { now: 0 });
    expect(Result.isSuccess(failed) && failed.success.status).toBe("paymentFailed");
    if (Result.isSuccess(failed)) {
      const retry = transitionOffer(failed.success, { type: "retryPayment" }, { now: 0 });
      expect(Result.isSuccess(retry) && retry.success.status).toBe("paymentPending");
    }
  });
  it("declining refunds the payment to the balance; accepting does not", () => {
    const d = transitionOffer(sent, { type: "decline" }, { now: 50 });
    expect(Result.isSuccess(d) && d.success).toEqual({ status: "declined", amount, refundedToBalance: amount });
    const a = transitionOffer(sent, { type: "accept" }, { now: 50 });
    expect(Result.isSuccess(a) && a.success).toEqual({ status: "accepted", amount });
  });
  it("answering too late says 'you have not responded'; expiry refunds", () => {
    const late = transitionOffer(sent, { type: "accept" }, { now: 100 });
    expect(Result.isFailure(late) && late.failure.i18nKey).toBe("error.offer.expired");
    expect(tag(transitionOffer(sent, { type: "expire" }, { now: 99 }))).toBe("InvalidTransition");
    const exp = transitionOffer(sent, { type: "expire" }, { now: 100 });
    expect(Result.isSuccess(exp) && exp.success.status === "expired" && exp.success.refundedToBalance).toBe(amount);
  });
  it("a sent offer cannot be cancelled", () => {
    const r = transitionOffer(sent, { type: "cancel" }, { now: 0 });
    expect(Result.isFailure(r) && r.failure.i18nKey).toBe("error.offer.cannotCancel");
    expect(tag(transitionOffer(sent, { type: "paymentCompleted", expiresAt: 1 }, { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionOffer(sent, { type: "paymentFailed" }, { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionOffer(sent, { type: "retryPayment" }, { now: 0 }))).toBe("InvalidTransition");
    expect(tag(transitionOffer(createOffer(amount), { type: "accept" }, { now: 0 }))).toBe("InvalidTransition");
  });
  it("property: money is never lost or doubled: accepted keeps it, declined/expired refund exactly it", () => {
    // Offers expire within the run's time span, so every edge is reachable.
    const offerEvent = fromSchema(OfferEvent).map((e) => (e.type === "paymentCompleted" ? { ...e, expiresAt: e.expiresAt % 1000 } : e));
    const EDGES = new Set(["paymentPending>sent", "paymentPending>paymentFailed", "paymentFailed>paymentPending", "sent>accepted", "sent>declined", "sent>expired"]);
    fc.assert(fc.property(fc.nat(10_000_000), fc.array(fc.tuple(offerEvent, fc.nat(200)), { maxLength: 20 }), (amt, events) => {
      walkMachine({
        start: createOffer(rupiah(amt)), events, transition: transitionOffer, edges: EDGES, schema: OfferState,
        onStep: (_, s) => {
          if (s.status === "declined" || s.status === "expired") expect(s.refundedToBalance).toBe(amt);
          expect(s.amount).toBe(amt);
        },
      });
    }));
  });
});

describe("offer and payment entities (spec 3)", () => {
  it("decode with branded ids and whole Rupiah", () => {
    const offer = { offerId: "O1", jobId: "J1", seekerId: "U1", paymentId: "P1", state: { status: "sent", amount: 150_000, expiresAt: 1_000 } };
    const decode = (v: unknown) => Result.isSuccess(Schema.decodeUnknownResult(Offer)(v));
    expect(decode(offer)).toBe(true);
    expect(decode({ ...offer, offerId: "" })).toBe(false);
    expect(decode({ ...offer, state: { status: "sent", amount: 1.5, expiresAt: 1_000 } })).toBe(false);
    expect(decode({ ...offer, state: { status: "declined", amount: 100 } })).toBe(false);
  });
});

describe("payment machine (spec 4, 9)", () => {
  it("expires after 30 minutes (e-wallet) or 3 hours (virtual account)", () => {
    expect(paymentExpiresAt("ewallet", 0)).toBe(30 * MINUTE_MS);
    expect(paymentExpiresAt("virtualAccount", 0)).toBe(3 * HOUR_MS);
    expect(paymentExpiresAt("balance", 5)).toBe(5);
    const p = startPayment("ewallet", amount, 0);
    expect(tag(transitionPayment(p, { type: "expire" }, { now: 30 * MINUTE_MS - 1 }))).toBe("InvalidTransition");
    const e = transitionPayment(p, { type: "expire" }, { now: 30 * MINUTE_MS });
    expect(Result.isSuccess(e) && e.success.status === "failed" && e.success.cause).toBe("expired");
  });
  it("method may change after failure, restarting the window", () => {
    const failed = transitionPayment(startPayment("ewallet", amount, 0), { type: "fail", cause: "noEwallet" }, { now: 1 });
    expect(Result.isSuccess(failed) && failed.success.status).toBe("failed");
    if (Result.isSuccess(failed)) {
      const again = transitionPayment(failed.success, { type: "changeMethod", method: "virtualAccount" }, { now: 10 });
      expect(Result.isSuccess(again) && again.success).toEqual({ status: "pending", method: "virtualAccount", amount, expiresAt: 10 + 3 * HOUR_MS });
    }
    expect(tag(transitionPayment(startPayment("ewallet", amount, 0), { type: "changeMethod", method: "balance" }, { now: 0 }))).toBe("InvalidTransition");
  });
  it("a failed payment names its cause for the catalogue text", () => {
    expect(new PaymentFailed({ cause: "wrongPin" }).i18nKey).toBe("error.payment.wrongPin");
  });
  it("a double payment comes back within 10 working days", () => {
    // Friday 6 June 2025 10:00 WIB -> Friday 20 June 2025 10:00 WIB (two weekends skipped).
    expect(doublePaymentRefundDueBy(wibInstant(2025, 6, 6, 10))).toBe(wibInstant(2025, 6, 20, 10));
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (t) => {
      const due = doublePaymentRefundDueBy(t);
      expect(due - t).toBeGreaterThanOrEqual(10 * DAY_MS);
      expect(due - t).toBeLessThanOrEqual(14 * DAY_MS);
      expect(wibParts(due).isoWeekday).toBeLessThanOrEqual(5);
    }), { numRuns: 50 });
  });
  it("a double payment is refunded", () => {
    const ok = transitionPayment(startPayment("virtualAccount", amount, 0), { type: "settle" }, { now: 1 });
    expect(Result.isSuccess(ok) && ok.success.status).toBe("success");
    if (Result.isSuccess(ok)) {
      const dup = transitionPayment(ok.success, { type: "duplicateSettled" }, { now: 2 });
      expect(Result.isSuccess(dup) && dup.success.status === "success" && dup.success.refunded).toBe(amount);
      expect(tag(transitionPayment(ok.success, { type: "settle" }, { now: 2 }))).toBe("InvalidTransition");
      expect(tag(transitionPayment(ok.success, { type: "fail", cause: "connection" }, { now: 2 }))).toBe("InvalidTransition");
    }
    expect(tag(transitionPayment(startPayment("ewallet", amount, 0), { type: "duplicateSettled" }, { now: 0 }))).toBe("InvalidTransition");
  });
  it("money arriving after the payment failed or expired goes back, and the payment stays failed", () => {
    const expired = transitionPayment(startPayment("ewallet", amount, 0), { type: "expire" }, { now: 30 * MINUTE_MS });
    expect(Result.isSuccess(expired) && expired.success).toEqual({ status: "failed", method: "ewallet", amount, cause: "expired", refunded: 0 });
    if (Result.isSuccess(expired)) {
      const late = transitionPayment(expired.success, { type: "lateSettled" }, { now: 31 * MINUTE_MS });
      expect(Result.isSuccess(late) && late.success).toEqual({ status: "failed", method: "ewallet", amount, cause: "expired", refunded: amount });
    }
    expect(tag(transitionPayment(startPayment("ewallet", amount, 0), { type: "lateSettled" }, { now: 0 }))).toBe("InvalidTransition");
  });
  it("property: only pending payments settle or fail; refunds are whole multiples of the amount", () => {
    const EDGES = new Set(["pending>success", "pending>failed", "failed>pending", "success>success", "failed>failed"]);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.tuple(fromSchema(PaymentEvent), fc.nat(4 * HOUR_MS)), { maxLength: 15 }), (amt, events) => {
      walkMachine({
        start: startPayment("ewallet", rupiah(amt), 0), events, transition: transitionPayment, edges: EDGES, schema: PaymentState,
        onStep: (_, s) => {
          if (s.status !== "pending") expect(s.refunded % amt).toBe(0);
        },
      });
    }));
  });
});
