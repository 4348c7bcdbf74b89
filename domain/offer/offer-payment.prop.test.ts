import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "../shared/wib-time";
import { rupiah } from "../shared/money";
import { PaymentFailed, paymentExpiresAt, startPayment, transitionPayment, type PaymentEvent, type PaymentState } from "../payment/payment.machine";
import { createOffer, transitionOffer, type OfferEvent, type OfferState } from "./offer.machine";

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
    const event = fc.oneof(
      fc.record({ type: fc.constant("paymentCompleted" as const), expiresAt: fc.nat(1000) }),
      fc.constantFrom<OfferEvent>({ type: "paymentFailed" }, { type: "retryPayment" }, { type: "accept" }, { type: "decline" }, { type: "expire" }, { type: "cancel" }),
    );
    const EDGES = new Set(["paymentPending>sent", "paymentPending>paymentFailed", "paymentFailed>paymentPending", "sent>accepted", "sent>declined", "sent>expired"]);
    fc.assert(fc.property(fc.nat(10_000_000), fc.array(fc.tuple(event, fc.nat(200)), { maxLength: 20 }), (amt, seq) => {
      let s = createOffer(rupiah(amt));
      let now = 0;
      for (const [e, dt] of seq) {
        now += dt;
        const r = transitionOffer(s, e, { now });
        if (Result.isFailure(r)) continue;
        expect(EDGES.has(`${s.status}>${r.success.status}`)).toBe(true);
        s = r.success;
        if (s.status === "declined" || s.status === "expired") expect(s.refundedToBalance).toBe(amt);
        expect(s.amount).toBe(amt);
      }
    }));
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
  it("property: only pending payments settle or fail; refunds are whole multiples of the amount", () => {
    const event = fc.oneof(
      fc.constantFrom<PaymentEvent>({ type: "settle" }, { type: "expire" }, { type: "duplicateSettled" }),
      fc.record({ type: fc.constant("fail" as const), cause: fc.constantFrom("insufficientBalance", "noEwallet", "wrongPin", "connection", "paidByAnotherMethod") }),
      fc.record({ type: fc.constant("changeMethod" as const), method: fc.constantFrom("balance", "ewallet", "virtualAccount") }),
    ) as fc.Arbitrary<PaymentEvent>;
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.tuple(event, fc.nat(4 * HOUR_MS)), { maxLength: 15 }), (amt, seq) => {
      let s: PaymentState = startPayment("ewallet", rupiah(amt), 0);
      let now = 0;
      for (const [e, dt] of seq) {
        now += dt;
        const r = transitionPayment(s, e, { now });
        if (Result.isFailure(r)) continue;
        if (s.status !== "pending") expect(r.success.status === "pending" || r.success.status === s.status).toBe(true);
        s = r.success;
        if (s.status === "success") expect(s.refunded % amt).toBe(0);
      }
    }));
  });
});
