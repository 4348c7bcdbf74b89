import { Schema } from "effect";
import { AccountId, CouponId, IsoInstant, JobId, TransactionId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";
import { PaymentMethod } from "../payment/payment.machine";

/** Spec section 3, Transaction. */
export const Transaction = Schema.Struct({
  transactionId: TransactionId,
  at: IsoInstant,
  kind: Schema.Literals(["payment", "refund", "salary", "withdrawal", "reward"]),
  paymentMethod: Schema.optional(PaymentMethod),
  totalPayment: Rupiah,
  serviceFee: Rupiah,
  adminFee: Rupiah,
  virtualAccountNumber: Schema.optional(Schema.String),
  salary: Schema.optional(Rupiah),
  amount: Rupiah,
});
export type Transaction = typeof Transaction.Type;

export const Balance = Schema.Struct({ available: Rupiah, pending: Rupiah });
export type Balance = typeof Balance.Type;

export const PinStatus = Schema.Struct({ isSet: Schema.Boolean, wrongAttempts: Schema.Int, locked: Schema.Boolean });
export type PinStatus = typeof PinStatus.Type;

export const PayoutAccount = Schema.Struct({
  accountId: AccountId,
  kind: Schema.Literals(["bank", "ewallet"]),
  provider: Schema.String,
  number: Schema.String,
  holderName: Schema.String,
});
export type PayoutAccount = typeof PayoutAccount.Type;

export const Coupon = Schema.Struct({
  couponId: CouponId,
  kind: Schema.Literals(["priorityJob", "cvPriority"]),
  usedFor: Schema.NullOr(JobId),
  expiresAt: Schema.NullOr(IsoInstant),
});
export type Coupon = typeof Coupon.Type;
