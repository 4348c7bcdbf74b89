import { Schema } from "effect";
import { EpochMillis, PaymentId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

export const PaymentMethod = Schema.Literals(["balance", "ewallet", "virtualAccount"]);
export type PaymentMethod = typeof PaymentMethod.Type;

/** Causes the spec lists for a failed payment, plus the expiry of the payment window. */
export const PaymentFailureCause = Schema.Literals([
  "insufficientBalance",
  "noEwallet",
  "wrongPin",
  "connection",
  "paidByAnotherMethod",
  "expired",
]);
export type PaymentFailureCause = typeof PaymentFailureCause.Type;

const paid = { method: PaymentMethod, amount: Rupiah };

/**
 * Spec 4: pending, then success or failed. `refunded` counts money that arrived and went back to
 * the payer's balance: double payments of a successful payment, late ones of a failed payment.
 */
export const PaymentState = Schema.Union([
  Schema.Struct({ status: Schema.Literal("pending"), ...paid, expiresAt: EpochMillis }),
  Schema.Struct({ status: Schema.Literal("success"), ...paid, refunded: Rupiah }),
  Schema.Struct({ status: Schema.Literal("failed"), ...paid, cause: PaymentFailureCause, refunded: Rupiah }),
]);
export type PaymentState = typeof PaymentState.Type;

export const PaymentEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("settle") }),
  Schema.Struct({ type: Schema.Literal("fail"), cause: PaymentFailureCause }),
  Schema.Struct({ type: Schema.Literal("expire") }),
  Schema.Struct({ type: Schema.Literal("changeMethod"), method: PaymentMethod }),
  Schema.Struct({ type: Schema.Literal("duplicateSettled") }),
  /** The money of a payment that had failed or expired arrived anyway (spec 9: credited back). */
  Schema.Struct({ type: Schema.Literal("lateSettled") }),
]);
export type PaymentEvent = typeof PaymentEvent.Type;

/** A payment with its id, as stored and sent over the wire. */
export const Payment = Schema.Struct({ paymentId: PaymentId, state: PaymentState });
export type Payment = typeof Payment.Type;
