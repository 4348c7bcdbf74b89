import { Schema } from "effect";
import { EwalletProvider } from "../payment/payment-api.schema";
import { AccountId, EpochMillis } from "../shared/ids.schema";
import { PositiveRupiah, Rupiah } from "../shared/money";
import { PinEntry } from "./pin.rules";
import { Balance, PayoutAccount, PinStatus, Transaction, TransactionType, Withdrawal } from "./wallet.schema";

/*
 * The wallet's API (issue 23, docs/api.md "Wallet"). Every call acts on the caller's wallet in her
 * active role: a seeker's own balance, or a provider's business's balance. The entities are
 * wallet.schema.ts's; this file holds the requests and the answers around them.
 */

/** Who holds the wallet the caller acts on, and whether she may move its money out (the Admin; a seeker her own). */
export const WalletHolder = Schema.Literals(["seeker", "business"]);
export type WalletHolder = typeof WalletHolder.Type;

/**
 * GET /api/wallet: the balance apart, the caller's PIN, and what she may do. `canManage`: withdraw
 * and manage the payout accounts (a seeker; a business's Admin, never a Member). Members see the
 * business's balance and may pay their offers from it with their own PIN.
 */
export const WalletView = Schema.Struct({
  holder: WalletHolder,
  canManage: Schema.Boolean,
  balance: Balance,
  pin: PinStatus,
  minimumWithdrawal: Rupiah,
  withdrawalFee: Rupiah,
  serverNow: EpochMillis,
});
export type WalletView = typeof WalletView.Type;

/** A month in WIB, `YYYY-MM` (the list's filter, a statement's month). */
export const WalletMonth = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/)));
export type WalletMonth = typeof WalletMonth.Type;

/** Decision: a page of the transaction list holds 50 lines unless asked otherwise, at most 100. */
export const TRANSACTION_PAGE_DEFAULT = 50;
export const TRANSACTION_PAGE_MAX = 100;

/** GET /api/wallet/transactions?type=&month=&cursor=&limit=: the query, as the app builds it. */
export const TransactionQuery = Schema.Struct({
  type: Schema.optional(TransactionType),
  month: Schema.optional(WalletMonth),
  /** `nextCursor` of the page before; absent for the first page. */
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: TRANSACTION_PAGE_MAX })))),
});
export type TransactionQuery = typeof TransactionQuery.Type;

/** A page of the list, newest first; `nextCursor` null on the last page; `total`: lines matching the filter. */
export const TransactionPage = Schema.Struct({
  items: Schema.Array(Transaction),
  nextCursor: Schema.NullOr(Schema.String),
  total: Schema.Int,
  serverNow: EpochMillis,
});
export type TransactionPage = typeof TransactionPage.Type;

/**
 * GET /api/wallet/statements/{YYYY-MM}: the month's movements oldest first, each with its running
 * `balanceAfter`; opening + in - out = closing.
 */
export const MonthlyStatement = Schema.Struct({
  month: WalletMonth,
  holderName: Schema.String,
  openingBalance: Rupiah,
  totalIn: Rupiah,
  totalOut: Rupiah,
  closingBalance: Rupiah,
  lines: Schema.Array(Transaction),
  generatedAt: EpochMillis,
});
export type MonthlyStatement = typeof MonthlyStatement.Type;

/** POST /api/wallet/pin: a first PIN, typed twice. */
export const SetPinRequest = Schema.Struct({ pin: PinEntry, pinAgain: PinEntry });
export type SetPinRequest = typeof SetPinRequest.Type;
/** POST /api/wallet/pin/change: the PIN now, then the new one twice. */
export const ChangePinRequest = Schema.Struct({ currentPin: PinEntry, pin: PinEntry, pinAgain: PinEntry });
export type ChangePinRequest = typeof ChangePinRequest.Type;
/** POST /api/wallet/pin/reset: forgot PIN, with the OTP sent to the registered number (POST /api/wallet/pin/otp). */
export const ResetPinRequest = Schema.Struct({ code: Schema.String.pipe(Schema.check(Schema.isMaxLength(8))), pin: PinEntry, pinAgain: PinEntry });
export type ResetPinRequest = typeof ResetPinRequest.Type;

/** The banks a withdrawal can go to (the payout partner's list), by code. */
export const PayoutBank = Schema.Literals(["bca", "bni", "bri", "mandiri", "permata", "cimb", "btn", "danamon", "bsi", "jago"]);
export type PayoutBank = typeof PayoutBank.Type;
/** GET /api/wallet/banks */
export const BankList = Schema.Struct({ items: Schema.Array(Schema.Struct({ code: PayoutBank, name: Schema.String })) });
export type BankList = typeof BankList.Type;

/** Decision: an Indonesian bank account number is 6-20 digits. */
export const BankAccountNumber = Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{6,20}$/)));
/** Decision: the holder's name as the bank knows it, 1-60 characters. */
export const HolderName = Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(60)));

/** POST /api/wallet/accounts/bank: the bank checks the number and the holder's name before it is added. */
export const AddBankAccountRequest = Schema.Struct({ bank: PayoutBank, number: BankAccountNumber, holderName: HolderName });
export type AddBankAccountRequest = typeof AddBankAccountRequest.Type;

/** GET /api/wallet/accounts */
export const PayoutAccountList = Schema.Struct({ items: Schema.Array(PayoutAccount) });
export type PayoutAccountList = typeof PayoutAccountList.Type;

/** POST /api/wallet/ewallet-links: starts linking an e-wallet; the app opens `linkUrl`, which returns to /bound?linkId=. */
export const EwalletLinkRequest = Schema.Struct({ wallet: EwalletProvider });
export type EwalletLinkRequest = typeof EwalletLinkRequest.Type;

/** GET /api/wallet/ewallet-links/{linkId}: what /bound shows; `failed` may be retried with a new link. */
export const EwalletLink = Schema.Struct({
  linkId: Schema.String,
  wallet: EwalletProvider,
  status: Schema.Literals(["pending", "linked", "failed"]),
  linkUrl: Schema.String,
  /** The linked account once `linked`. */
  account: Schema.NullOr(PayoutAccount),
  createdAt: EpochMillis,
});
export type EwalletLink = typeof EwalletLink.Type;

/**
 * GET /api/wallet/withdrawals/quote?amount=&accountId=: what a withdrawal would be, before the PIN
 * (the same refusals as the withdrawal itself, PIN aside).
 */
export const WithdrawalQuote = Schema.Struct({
  amount: PositiveRupiah,
  fee: Rupiah,
  receives: Rupiah,
  account: PayoutAccount,
  available: Rupiah,
  minimum: Rupiah,
  /** 1x24 h from now. */
  arrivesBy: EpochMillis,
  serverNow: EpochMillis,
});
export type WithdrawalQuote = typeof WithdrawalQuote.Type;

/** POST /api/wallet/withdrawals (`Idempotency-Key`): the amount leaves the available balance at once. */
export const WithdrawalRequest = Schema.Struct({ amount: Rupiah, accountId: AccountId, pin: PinEntry });
export type WithdrawalRequest = typeof WithdrawalRequest.Type;

/** POST /api/wallet/withdrawals/{withdrawalId}/retry (`Idempotency-Key`): a failed one again, same amount and account. */
export const RetryWithdrawalRequest = Schema.Struct({ pin: PinEntry });
export type RetryWithdrawalRequest = typeof RetryWithdrawalRequest.Type;

/** GET /api/wallet/withdrawals: newest first. */
export const WithdrawalList = Schema.Struct({ items: Schema.Array(Withdrawal), serverNow: EpochMillis });
export type WithdrawalList = typeof WithdrawalList.Type;
