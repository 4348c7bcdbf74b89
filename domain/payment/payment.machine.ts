import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  DOUBLE_PAYMENT_REFUND_MAX_WORKING_DAYS,
  EWALLET_PAYMENT_TTL_MINUTES,
  VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS,
} from "../policy/business-constants";
import { addRupiah, ZERO_RUPIAH, type Rupiah } from "../shared/money";
import type { PaymentEvent, PaymentFailureCause, PaymentMethod, PaymentState } from "./payment.schema";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addHours, addMinutes, addWorkingDays } from "../shared/wib-time";

export class PaymentFailed extends DomainError("PaymentFailed")<{ readonly cause: PaymentFailureCause }> {
  override readonly code = "PAYMENT_FAILED";
}

/** A new payment for an offer whose latest payment is still pending, or has succeeded. */
export class PaymentNotRetryable extends DomainError("PaymentNotRetryable")<{ readonly reason: "pending" | "paid" }> {
  override readonly code = "PAYMENT_NOT_RETRYABLE";
}

/**
 * Spec 4: the method may change after a failure. A new payment for an offer is started only when
 * its latest one failed or expired (or it has none): never next to a pending one (the provider
 * would pay twice) nor after one succeeded.
 */
export const checkCanStartPayment = (latest: PaymentState | undefined): Result.Result<void, PaymentNotRetryable> =>
  latest === undefined || latest.status === "failed"
    ? Result.void
    : Result.fail(new PaymentNotRetryable({ reason: latest.status === "pending" ? "pending" : "paid" }));

/** E-wallet payments wait 30 minutes, virtual accounts 3 hours; the balance pays at once. */
export const paymentExpiresAt = (method: PaymentMethod, startedAt: number): number =>
  method === "ewallet"
    ? addMinutes(startedAt, EWALLET_PAYMENT_TTL_MINUTES)
    : method === "virtualAccount"
      ? addHours(startedAt, VIRTUAL_ACCOUNT_PAYMENT_TTL_HOURS)
      : startedAt;

export const startPayment = (method: PaymentMethod, amount: Rupiah, now: number): PaymentState => ({
  status: "pending",
  method,
  amount,
  expiresAt: paymentExpiresAt(method, now),
});

export const transitionPayment = (
  p: PaymentState,
  event: PaymentEvent,
  ctx: { readonly now: number },
): Result.Result<PaymentState, InvalidTransition> => {
  const fail = () => Result.fail(invalid("payment", p.status, event.type));
  switch (event.type) {
    case "settle":
      // A settlement after the window is a late, double-risk payment: it is taken and the
      // payment counts as success (the money arrived); the window only guards pending display.
      return p.status === "pending"
        ? Result.succeed({ status: "success", method: p.method, amount: p.amount, refunded: ZERO_RUPIAH })
        : fail();
    case "fail":
      return p.status === "pending"
        ? Result.succeed({ status: "failed", method: p.method, amount: p.amount, cause: event.cause, refunded: ZERO_RUPIAH })
        : fail();
    case "expire":
      return p.status === "pending" && ctx.now >= p.expiresAt
        ? Result.succeed({ status: "failed", method: p.method, amount: p.amount, cause: "expired", refunded: ZERO_RUPIAH })
        : fail();
    case "changeMethod":
      return p.status === "failed" ? Result.succeed(startPayment(event.method, p.amount, ctx.now)) : fail();
    case "duplicateSettled":
      // The same bill paid twice: the second payment goes back (within 10 working days).
      return p.status === "success"
        ? Result.succeed({ ...p, refunded: addRupiah(p.refunded, p.amount) })
        : fail();
    case "lateSettled":
      // Paid after it failed or expired: it stays failed (the offer waits for another payment) and
      // the money goes back to the payer's balance (within 10 working days), like a double payment.
      return p.status === "failed" ? Result.succeed({ ...p, refunded: addRupiah(p.refunded, p.amount) }) : fail();
  }
};

/** A double payment comes back within 10 working days (Monday to Friday, WIB) of the second payment. */
export const doublePaymentRefundDueBy = (paidTwiceAt: number): number =>
  addWorkingDays(paidTwiceAt, DOUBLE_PAYMENT_REFUND_MAX_WORKING_DAYS);
