import { Schema } from "effect";
import { AccountId, CouponId, EpochMillis, IsoInstant, JobId, TransactionId, WithdrawalId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";
import { PaymentMethod } from "../payment/payment.schema";

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

const Count = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));

/** What the PIN rules need: wrong entries since the last right one (5 lock transactions). */
export const PinState = Schema.Struct({ wrongAttempts: Count });
export type PinState = typeof PinState.Type;

/** The PIN as the wallet screen sees it (the PIN itself never leaves the server). */
export const PinStatus = Schema.Struct({ isSet: Schema.Boolean, ...PinState.fields, locked: Schema.Boolean });
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

export const WithdrawalStatus = Schema.Literals(["processing", "success", "failed"]);
export type WithdrawalStatus = typeof WithdrawalStatus.Type;

/** Spec 4: success or failed, a failure may be retried (a retry restarts the 1x24 h clock). */
export const WithdrawalState = Schema.Struct({ status: WithdrawalStatus, requestedAt: EpochMillis, attempts: Count });
export type WithdrawalState = typeof WithdrawalState.Type;

export const WithdrawalEvent = Schema.Struct({ type: Schema.Literals(["succeed", "fail", "retry"]) });
export type WithdrawalEvent = typeof WithdrawalEvent.Type;

export const Withdrawal = Schema.Struct({ withdrawalId: WithdrawalId, accountId: AccountId, amount: Rupiah, ...WithdrawalState.fields });
export type Withdrawal = typeof Withdrawal.Type;
