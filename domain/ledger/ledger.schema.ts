import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { FeeName } from "../offer/offer-price.rules";
import { BusinessId, CalendarDate, EpochMillis, OfferId, PaymentId, TransactionId, WithdrawalId } from "../shared/ids.schema";
import { PositiveRupiah, Rupiah } from "../shared/money";

/**
 * The accounts of the double-entry ledger (docs/business-rules.md "Ledger"). Balances are derived
 * from the entries, never stored. Every account but the gateway's is owed to someone or gone
 * (credit normal); the gateway clearing account holds what the payment gateway collected for us
 * (debit normal). On its own side no account is ever below zero, nor above RUPIAH_MAX.
 *
 * Decision (issue 19, per-day clearing): the platform's own accounts (gateway clearing, fee income,
 * paid out) are kept per WIB day (`day`, the day of the movement), as the gateway's settlement
 * reports and the books close them. A person's or an offer's account holds what one party is owed,
 * which the ceiling bounds; a single platform account would instead add up the platform's whole
 * lifetime, and once it reached RUPIAH_MAX every payment would be refused. Per day, only one
 * day's flow of Rp1 trillion could be.
 */
export const ProviderBalance = Schema.Struct({ kind: Schema.Literal("providerBalance"), businessId: BusinessId });
export const SeekerBalance = Schema.Struct({ kind: Schema.Literal("seekerBalance"), userId: UserId });
export const Account = Schema.Union([
  ProviderBalance,
  /** One per offer: its whole payment until the seeker answers, then the salary until it is paid out. */
  Schema.Struct({ kind: Schema.Literal("offerEscrow"), offerId: OfferId }),
  SeekerBalance,
  /** The platform's income, one account per named fee and WIB day it was earned. */
  Schema.Struct({ kind: Schema.Literal("feeIncome"), fee: FeeName, day: CalendarDate }),
  /** What the payment gateway collected for the platform on a WIB day. */
  Schema.Struct({ kind: Schema.Literal("gatewayClearing"), day: CalendarDate }),
  /** Withdrawals handed to the payout partner and not yet confirmed paid or failed. */
  Schema.Struct({ kind: Schema.Literal("payoutClearing") }),
  /** What left the platform to people's bank accounts and e-wallets on a WIB day (withdrawals paid). */
  Schema.Struct({ kind: Schema.Literal("paidOut"), day: CalendarDate }),
]);
export type Account = typeof Account.Type;
export type AccountKind = Account["kind"];
/** Whose balance a withdrawal comes from. */
export const BalanceHolder = Schema.Union([ProviderBalance, SeekerBalance]);
export type BalanceHolder = typeof BalanceHolder.Type;

export const Side = Schema.Literals(["debit", "credit"]);
export type Side = typeof Side.Type;
export const Entry = Schema.Struct({ account: Account, side: Side, amount: PositiveRupiah });
export type Entry = typeof Entry.Type;

/** Decision: like Stripe's Idempotency-Key, at most 255 characters. */
export const IDEMPOTENCY_KEY_MAX_CHARACTERS = 255;
export const IdempotencyKey = Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(IDEMPOTENCY_KEY_MAX_CHARACTERS)));

/** What every movement carries: its idempotency key and the instant it was asked for (not content). */
const asked = { key: IdempotencyKey, at: EpochMillis };

/**
 * Every way money moves. One movement is posted as one transaction; the same key with the same
 * content (everything but `key` and `at`) returns the first transaction, with other content it is
 * refused. Amounts a movement does not carry (a refund, the fees earned) the ledger derives itself.
 */
export const Movement = Schema.Union([
  /**
   * The gateway says a payment for an offer arrived. The first one paid in time funds the offer's
   * escrow (salary and fees); any other (a double payment, one for an offer already funded, or a
   * `late` one whose payment had already failed or expired) is credited to the payer's balance.
   */
  Schema.Struct({
    kind: Schema.Literal("paymentSettled"),
    ...asked,
    offerId: OfferId,
    businessId: BusinessId,
    paymentId: PaymentId,
    salary: PositiveRupiah,
    serviceFee: Rupiah,
    adminFee: Rupiah,
    late: Schema.Boolean,
  }),
  /**
   * Issue 23: the provider pays an offer from the business's balance (with the payer's PIN, checked
   * before): the whole price goes from the balance to the offer's escrow at once. Only an unfunded
   * offer; never beyond the balance (the ledger's overdraft rule refuses it).
   */
  Schema.Struct({
    kind: Schema.Literal("balancePayment"),
    ...asked,
    offerId: OfferId,
    businessId: BusinessId,
    paymentId: PaymentId,
    salary: PositiveRupiah,
    serviceFee: Rupiah,
    adminFee: Rupiah,
  }),
  /** The seeker accepted: the fees leave the escrow for the platform's income; the salary stays. */
  Schema.Struct({ kind: Schema.Literal("offerAccepted"), ...asked, offerId: OfferId }),
  /** Declined or expired: the whole escrow (salary and fees) goes back to the payer's balance. */
  Schema.Struct({ kind: Schema.Literal("offerRefunded"), ...asked, offerId: OfferId, reason: Schema.Literals(["declined", "expired"]) }),
  /** A confirmed day's pay, from an accepted offer's escrow to the seeker's balance. */
  Schema.Struct({ kind: Schema.Literal("dayPaidOut"), ...asked, offerId: OfferId, seekerId: UserId, workDate: CalendarDate, amount: PositiveRupiah }),
  /**
   * Issue 22: what an accepted offer's escrow still holds goes back to the payer's balance, and the
   * escrow closes (no day is paid from it after). `withdrawn`: the seeker withdrew before the start; `completed`: the seeker finished the hire (what is left is the declined and absent days).
   */
  Schema.Struct({ kind: Schema.Literal("escrowReleased"), ...asked, offerId: OfferId, reason: Schema.Literals(["withdrawn", "completed"]) }),
  /** A withdrawal leaves a balance for the payout partner (again after a failed one: a retry). */
  Schema.Struct({ kind: Schema.Literal("withdrawalRequested"), ...asked, withdrawalId: WithdrawalId, holder: BalanceHolder, amount: PositiveRupiah }),
  /** The payout partner paid it (it leaves the platform) or failed (it goes back to the balance). */
  Schema.Struct({ kind: Schema.Literal("withdrawalSettled"), ...asked, withdrawalId: WithdrawalId, outcome: Schema.Literals(["paid", "failed"]) }),
]);
export type Movement = typeof Movement.Type;
export type MovementKind = Movement["kind"];

/** What a posted movement did; a payment is told apart by where it went. */
export const TransactionKind = Schema.Literals([
  "offerFunded",
  "offerFundedFromBalance",
  "doublePaymentCredited",
  "latePaymentCredited",
  "feesEarned",
  "escrowRefunded",
  "dayPaidOut",
  "escrowReleased",
  "withdrawalRequested",
  "withdrawalPaid",
  "withdrawalReturned",
]);
export type TransactionKind = typeof TransactionKind.Type;

export const LedgerTransaction = Schema.Struct({
  transactionId: TransactionId,
  key: IdempotencyKey,
  at: EpochMillis,
  movement: Movement,
  kind: TransactionKind,
  /** Debits and credits: their sums are equal (zero, signed). Empty only for a fee-free acceptance. */
  entries: Schema.Array(Entry),
});
export type LedgerTransaction = typeof LedgerTransaction.Type;

/** The ledger is its transactions, in order; nothing else is stored. */
export const Ledger = Schema.Struct({ transactions: Schema.Array(LedgerTransaction) });
export type Ledger = typeof Ledger.Type;

export const EMPTY_LEDGER: Ledger = { transactions: [] };
