import { Schema } from "effect";
import { TransactionKind } from "../ledger/ledger.schema";
import { AccountId, CalendarDate, CouponId, EpochMillis, IsoInstant, JobId, OfferId, TransactionId, WithdrawalId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";
import { PaymentMethod } from "../payment/payment.schema";

/** What a wallet line is to its holder (the list's type filter). */
export const TransactionType = Schema.Literals(["payment", "refund", "salary", "withdrawal", "reward"]);
export type TransactionType = typeof TransactionType.Type;


/**
 * A wallet's money, apart (each derived from the ledger): `available` to withdraw or pay with,
 * `inEscrow` held for offers (a business: its offers' escrows; a seeker: the salary held for her
 * accepted hires, not yet paid), `pendingOut` withdrawals on their way out.
 */
export const Balance = Schema.Struct({ available: Rupiah, inEscrow: Rupiah, pendingOut: Rupiah });
export type Balance = typeof Balance.Type;

const Count = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));

/** What the PIN rules need: wrong entries since the last right one (5 lock transactions). */
export const PinState = Schema.Struct({ wrongAttempts: Count });
export type PinState = typeof PinState.Type;

/** The PIN as the wallet screen sees it (the PIN itself never leaves the server). */
export const PinStatus = Schema.Struct({ isSet: Schema.Boolean, ...PinState.fields, attemptsLeft: Count, locked: Schema.Boolean });
export type PinStatus = typeof PinStatus.Type;

export const PayoutAccount = Schema.Struct({
  accountId: AccountId,
  kind: Schema.Literals(["bank", "ewallet"]),
  /** The bank's code (`PayoutBank`) or the e-wallet (`EwalletProvider`). */
  provider: Schema.String,
  number: Schema.String,
  /** As the bank or the e-wallet verified it. */
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

/** Why the payout partner failed a withdrawal (spec 8: withdrawal failed, retry). */
export const WithdrawalFailureReason = Schema.Literals(["accountNotFound", "nameMismatch", "rejectedByBank", "partnerUnavailable"]);
export type WithdrawalFailureReason = typeof WithdrawalFailureReason.Type;

/**
 * Spec 4: success or failed, a failure may be retried (a retry restarts the 1x24 h clock). A failed
 * one says why; a retry clears it.
 */
export const WithdrawalState = Schema.Struct({
  status: WithdrawalStatus,
  requestedAt: EpochMillis,
  attempts: Count,
  failure: Schema.NullOr(WithdrawalFailureReason),
});
export type WithdrawalState = typeof WithdrawalState.Type;

export const WithdrawalEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("succeed") }),
  Schema.Struct({ type: Schema.Literal("fail"), reason: WithdrawalFailureReason }),
  Schema.Struct({ type: Schema.Literal("retry") }),
]);
export type WithdrawalEvent = typeof WithdrawalEvent.Type;

/**
 * A withdrawal as its holder sees it: to which account (as it was when asked), the fee
 * (`WITHDRAWAL_FEE_RUPIAH`), what arrives, by when (1x24 h after the latest request).
 */
export const Withdrawal = Schema.Struct({
  withdrawalId: WithdrawalId,
  accountId: AccountId,
  account: PayoutAccount,
  amount: Rupiah,
  fee: Rupiah,
  receives: Rupiah,
  ...WithdrawalState.fields,
  arrivesBy: EpochMillis,
  /** When the payout partner paid or failed the latest attempt. */
  settledAt: Schema.NullOr(EpochMillis),
});
export type Withdrawal = typeof Withdrawal.Type;

/**
 * What a withdrawal's line (asked, returned, arrived) says of it, one attempt of the withdrawal
 * (a retry is a new attempt): where it stands now, processing, paid or failed (the reason of the
 * latest attempt only; an earlier attempt's is not kept), where the money goes, the fee, what
 * arrives and by when. `retryable`: this is the latest attempt and it failed, so Retry is offered.
 */
export const WithdrawalOfLine = Schema.Struct({
  attempt: Count,
  status: WithdrawalStatus,
  failure: Schema.NullOr(WithdrawalFailureReason),
  retryable: Schema.Boolean,
  account: PayoutAccount,
  fee: Rupiah,
  receives: Rupiah,
  arrivesBy: EpochMillis,
  /** When the payout partner paid or failed this attempt. */
  settledAt: Schema.NullOr(EpochMillis),
});
export type WithdrawalOfLine = typeof WithdrawalOfLine.Type;

/**
 * Spec section 3, Transaction: one line of a wallet, one ledger transaction (its `transactionId`)
 * that concerns the holder. `balanceChange` is what it did to the holder's available balance
 * (signed; 0 for an offer paid by virtual account or e-wallet, or a withdrawal confirmed paid), so
 * a holder's lines always add up to her balance; `balanceAfter` is the running total.
 */
export const Transaction = Schema.Struct({
  transactionId: TransactionId,
  at: EpochMillis,
  kind: TransactionType,
  /** What the ledger transaction did (offerFunded, dayPaidOut, withdrawalReturned, ...): the line's wording. */
  entry: TransactionKind,
  paymentMethod: Schema.NullOr(PaymentMethod),
  /** Salary + service fee + admin fee for an offer's payment; else the amount. */
  totalPayment: Rupiah,
  serviceFee: Rupiah,
  adminFee: Rupiah,
  virtualAccountNumber: Schema.NullOr(Schema.String),
  salary: Schema.NullOr(Rupiah),
  /** The money the transaction moved. */
  amount: Rupiah,
  balanceChange: Schema.Int,
  balanceAfter: Rupiah,
  offerId: Schema.NullOr(OfferId),
  jobTitle: Schema.NullOr(Schema.String),
  /** The working day a salary line paid. */
  workDate: Schema.NullOr(CalendarDate),
  withdrawalId: Schema.NullOr(WithdrawalId),
  /** A withdrawal's line: the attempt it belongs to, as that attempt stands now (else null). */
  withdrawal: Schema.NullOr(WithdrawalOfLine),
});
export type Transaction = typeof Transaction.Type;
