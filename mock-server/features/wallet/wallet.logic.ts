import { randomBytes } from "node:crypto";
import { Result } from "effect";
import { accountKey, balanceOf, post } from "../../../domain/ledger/ledger.rules";
import { effectOn } from "../../../domain/ledger/balance.rules";
import type { BalanceHolder, Ledger, LedgerTransaction, Movement, TransactionKind } from "../../../domain/ledger/ledger.schema";
import { MIN_WITHDRAWAL_RUPIAH, WITHDRAWAL_FEE_RUPIAH } from "../../../domain/policy/business-constants";
import type { AccountId, CalendarDate, EpochMillis, OfferId, TransactionId, WithdrawalId } from "../../../domain/shared/ids.schema";
import { rupiah, type Rupiah } from "../../../domain/shared/money";
import { wibDateKey } from "../../../domain/shared/wib-time";
import type { MonthlyStatement, TransactionPage, TransactionQuery, WalletView, WithdrawalQuote } from "../../../domain/wallet/wallet-api.schema";
import { TRANSACTION_PAGE_DEFAULT } from "../../../domain/wallet/wallet-api.schema";
import type { PayoutAccount, Transaction, TransactionType, Withdrawal, WithdrawalFailureReason, WithdrawalOfLine } from "../../../domain/wallet/wallet.schema";
import { transitionWithdrawal, validateWithdrawal, withdrawalArrivesBy } from "../../../domain/wallet/withdrawal.machine";
import { FRESH_PIN_STATE } from "../../../domain/wallet/pin.rules";
import { actorOf, businessOf, callerOf } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import { apiFailure, domainFailure, forbidden, isApiFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredPayoutAccount, StoredWithdrawal } from "../../store/wallet.db-schema";
import { businessNotFound } from "../provider-business/provider-business.public";
import { pinOf, pinStatus, verifyPin } from "./pin.logic";
import type { UserId } from "../../../domain/identity/session.schema";
import type { BusinessId } from "../../../domain/shared/ids.schema";

/*
 * A wallet on the mock's data (issue 23; docs/api.md "Wallet"): the caller's in her active role, its
 * money only the ledger's (balances, lines and statements are derived from its transactions), its
 * withdrawals moved by the domain's machine with one ledger transaction per step.
 */

export interface Wallet {
  readonly holder: BalanceHolder;
  readonly kind: "seeker" | "business";
  /** Withdraw, manage accounts, read the lines: the seeker; a business's Admin (never a Member). */
  readonly canManage: boolean;
  readonly name: string;
}

export type Changed<A> = Result.Result<{ readonly db: Db; readonly value: A }, ApiFailure>;
const ok = <A>(db: Db, value: A): Changed<A> => Result.succeed({ db, value });
const no = (failure: ApiFailure): Changed<never> => Result.fail(failure);

const newId = (prefix: string): string => `${prefix}-${randomBytes(6).toString("hex")}`;

const businessName = (db: Db, businessId: string): string => {
  const b = db.businesses.find((x) => x.businessId === businessId);
  return b?.brandName ?? b?.registeredName ?? db.companies.find((c) => c.companyId === businessId)?.name ?? businessId;
};

/** The caller's wallet: a seeker's own; in the provider role her business's (an accepted Admin or Member). */
export const walletOf = (db: Db, caller: Caller | undefined): Wallet | ApiFailure => {
  const { account } = callerOf(caller);
  if (account.activeRole === "seeker") return { holder: { kind: "seekerBalance", userId: account.userId as UserId }, kind: "seeker", canManage: true, name: account.fullName };
  const business = businessOf(db, account);
  if (business === undefined) return businessNotFound();
  const actor = actorOf(db, account);
  if (actor.membership?.status !== "accepted") return forbidden("Only the business's Admin and accepted Members see its wallet");
  return {
    holder: { kind: "providerBalance", businessId: business.businessId as BusinessId },
    kind: "business",
    canManage: actor.membership.role === "admin",
    name: businessName(db, business.businessId),
  };
};

/** The wallet, when the caller may manage it (else 403). */
export const managedWallet = (db: Db, caller: Caller | undefined): Wallet | ApiFailure => {
  const wallet = walletOf(db, caller);
  if (isApiFailure(wallet)) return wallet;
  return wallet.canManage ? wallet : forbidden("Only the business's Admin moves its money out and sees its transactions");
};

export const sameHolder = (a: BalanceHolder, b: BalanceHolder): boolean => accountKey(a) === accountKey(b);

/** Withdrawals on their way out (asked, not yet paid or failed), from the ledger. */
const pendingOut = (ledger: Ledger, holder: BalanceHolder): number => {
  const pending = new Map<string, number>();
  for (const t of ledger.transactions) {
    const m = t.movement;
    if (m.kind === "withdrawalRequested" && sameHolder(m.holder, holder)) pending.set(m.withdrawalId, m.amount);
    else if (m.kind === "withdrawalSettled") pending.delete(m.withdrawalId);
  }
  return [...pending.values()].reduce((a, b) => a + b, 0);
};

/** A business's offers' escrows; a seeker's: what the escrows of her accepted offers still hold for her. */
const inEscrow = (db: Db, holder: BalanceHolder): number =>
  db.offers
    .filter((o) => (holder.kind === "providerBalance" ? o.businessId === holder.businessId : o.seekerId === holder.userId && o.state.status === "accepted"))
    .reduce((sum, o) => sum + balanceOf(db.ledger, { kind: "offerEscrow", offerId: o.offerId }), 0);

export const walletView = (db: Db, wallet: Wallet, userId: string, now: number): WalletView => ({
  holder: wallet.kind,
  canManage: wallet.canManage,
  balance: { available: balanceOf(db.ledger, wallet.holder), inEscrow: rupiah(inEscrow(db, wallet.holder)), pendingOut: rupiah(pendingOut(db.ledger, wallet.holder)) },
  pin: pinStatus(pinOf(db, userId)),
  minimumWithdrawal: rupiah(MIN_WITHDRAWAL_RUPIAH),
  withdrawalFee: rupiah(WITHDRAWAL_FEE_RUPIAH),
  serverNow: now as EpochMillis,
});

// ---- the lines ---------------------------------------------------------------------------------

/** What a ledger transaction is to its holder (a new ledger kind must say it here). */
const TYPE_OF: Record<TransactionKind, TransactionType | null> = {
  offerFunded: "payment",
  offerFundedFromBalance: "payment",
  doublePaymentCredited: "refund",
  latePaymentCredited: "refund",
  feesEarned: null,
  escrowRefunded: "refund",
  dayPaidOut: "salary",
  escrowReleased: "refund",
  withdrawalRequested: "withdrawal",
  withdrawalPaid: "withdrawal",
  withdrawalReturned: "withdrawal",
};

const offerIdOf = (m: Movement): OfferId | null => ("offerId" in m ? m.offerId : null);

/** A withdrawal's attempt as the ledger tells it: when it was asked, and how the payout partner settled it (if yet). */
interface Attempt {
  readonly number: number;
  readonly askedAt: number;
  outcome: { readonly paid: boolean; readonly at: number } | null;
}

/** Every attempt of every withdrawal in the ledger, in order (a retry is the next attempt). */
const attemptsOf = (ledger: Ledger): Map<string, Attempt[]> => {
  const attempts = new Map<string, Attempt[]>();
  for (const t of ledger.transactions) {
    const m = t.movement;
    if (m.kind === "withdrawalRequested") {
      const before = attempts.get(m.withdrawalId) ?? [];
      attempts.set(m.withdrawalId, [...before, { number: before.length + 1, askedAt: t.at, outcome: null }]);
    } else if (m.kind === "withdrawalSettled") {
      const latest = attempts.get(m.withdrawalId)?.at(-1);
      if (latest !== undefined) latest.outcome = { paid: m.outcome === "paid", at: t.at };
    }
  }
  return attempts;
};

/** What a withdrawal's line says of the attempt it belongs to (null for a withdrawal the mock's data does not hold). */
const withdrawalOfLine = (db: Db, withdrawalId: string, attempts: readonly Attempt[], number: number): WithdrawalOfLine | null => {
  const w = db.wallet.withdrawals.find((x) => x.withdrawalId === withdrawalId);
  const attempt = attempts[number - 1];
  if (w === undefined || attempt === undefined) return null;
  const latest = attempt.number === attempts.length;
  const status = attempt.outcome === null ? "processing" : attempt.outcome.paid ? "success" : "failed";
  return {
    attempt: attempt.number,
    status,
    failure: latest && status === "failed" ? w.failure : null,
    retryable: latest && status === "failed",
    account: w.account,
    fee: w.fee,
    receives: w.receives,
    arrivesBy: withdrawalArrivesBy({ requestedAt: attempt.askedAt, status, attempts: attempt.number, failure: null }) as EpochMillis,
    settledAt: (attempt.outcome?.at ?? null) as EpochMillis | null,
  };
};

/**
 * Every line of a wallet, oldest first, each one ledger transaction that concerns it: those that
 * move its balance, and (no change to it) its offers paid by virtual account or e-wallet and its
 * withdrawals confirmed paid. `balanceAfter` runs over them, so the lines add up to the balance.
 * A withdrawal's lines say which attempt they belong to and how it stands.
 */
export const walletLines = (db: Db, holder: BalanceHolder): Transaction[] => {
  const key = accountKey(holder);
  const attempts = attemptsOf(db.ledger);
  /** Per withdrawal: whose it is, its amount, the attempts the scan has passed. */
  const seen = new Map<string, { holder: BalanceHolder; amount: number; attempts: number }>();
  const lines: Transaction[] = [];
  let running = 0;
  for (const t of db.ledger.transactions) {
    const m = t.movement;
    if (m.kind === "withdrawalRequested") seen.set(m.withdrawalId, { holder: m.holder, amount: m.amount, attempts: (seen.get(m.withdrawalId)?.attempts ?? 0) + 1 });
    const type = TYPE_OF[t.kind];
    if (type === null) continue;
    const change = t.entries.reduce((sum, e) => sum + (accountKey(e.account) === key ? effectOn(e) : 0), 0);
    const withdrawalId = m.kind === "withdrawalRequested" || m.kind === "withdrawalSettled" ? m.withdrawalId : null;
    const withdrawal = withdrawalId === null ? undefined : seen.get(withdrawalId);
    const concerns =
      change !== 0 ||
      (t.kind === "offerFunded" && holder.kind === "providerBalance" && m.kind === "paymentSettled" && m.businessId === holder.businessId) ||
      (t.kind === "withdrawalPaid" && withdrawal !== undefined && sameHolder(withdrawal.holder, holder));
    if (!concerns) continue;
    running += change;
    const ofLine = withdrawalId === null || withdrawal === undefined ? null : withdrawalOfLine(db, withdrawalId, attempts.get(withdrawalId) ?? [], withdrawal.attempts);
    lines.push(lineOf(db, t, type, change, running, withdrawal?.amount ?? 0, ofLine));
  }
  return lines;
};

const lineOf = (db: Db, t: LedgerTransaction, kind: TransactionType, change: number, balanceAfter: number, withdrawn: number, withdrawal: WithdrawalOfLine | null): Transaction => {
  const m = t.movement;
  const offerId = offerIdOf(m);
  const offer = offerId === null ? undefined : db.offers.find((o) => o.offerId === offerId);
  const job = offer === undefined ? undefined : db.jobs.find((j) => j.jobId === offer.jobId);
  const priced = m.kind === "paymentSettled" || m.kind === "balancePayment" ? m : null;
  const payment = priced === null ? undefined : db.payments.find((p) => p.paymentId === priced.paymentId);
  const withdrawalId = m.kind === "withdrawalRequested" || m.kind === "withdrawalSettled" ? m.withdrawalId : null;
  const moved = change !== 0 ? Math.abs(change) : priced !== null ? priced.salary + priced.serviceFee + priced.adminFee : withdrawn;
  return {
    transactionId: t.transactionId as TransactionId,
    at: t.at,
    kind,
    entry: t.kind,
    paymentMethod: m.kind === "balancePayment" ? "balance" : (payment?.choice.method ?? null),
    totalPayment: rupiah(priced === null ? moved : priced.salary + priced.serviceFee + priced.adminFee),
    serviceFee: rupiah(priced?.serviceFee ?? 0),
    adminFee: rupiah(priced?.adminFee ?? 0),
    virtualAccountNumber: payment?.virtualAccountNumber ?? null,
    salary: priced !== null ? priced.salary : m.kind === "dayPaidOut" ? m.amount : null,
    amount: rupiah(moved),
    balanceChange: change,
    balanceAfter: rupiah(balanceAfter),
    offerId,
    jobTitle: job?.position ?? null,
    workDate: m.kind === "dayPaidOut" ? (m.workDate as CalendarDate) : null,
    withdrawalId: withdrawalId as WithdrawalId | null,
    withdrawal,
  };
};

const monthOf = (at: number): string => wibDateKey(at).slice(0, 7);

/** A page of the lines, newest first, filtered; the cursor is the last line's Transaction ID. */
export const transactionPage = (db: Db, holder: BalanceHolder, query: TransactionQuery, now: number): TransactionPage | ApiFailure => {
  const all = walletLines(db, holder)
    .filter((l) => (query.type === undefined || l.kind === query.type) && (query.month === undefined || monthOf(l.at) === query.month))
    .reverse();
  let start = 0;
  if (query.cursor !== undefined) {
    const at = all.findIndex((l) => l.transactionId === query.cursor);
    if (at < 0) return apiFailure("INVALID_QUERY", "The cursor names no line of this list", { field: "cursor" });
    start = at + 1;
  }
  const limit = query.limit ?? TRANSACTION_PAGE_DEFAULT;
  const items = all.slice(start, start + limit);
  const last = items.at(-1);
  return { items, nextCursor: start + limit < all.length && last !== undefined ? last.transactionId : null, total: all.length, serverNow: now as EpochMillis };
};

/** The month's lines oldest first; opening = the running balance before them; opening + in - out = closing. */
export const statementOf = (db: Db, wallet: Wallet, month: string, now: number): MonthlyStatement => {
  const lines = walletLines(db, wallet.holder);
  const before = lines.filter((l) => monthOf(l.at) < month);
  const inMonth = lines.filter((l) => monthOf(l.at) === month);
  const opening = before.at(-1)?.balanceAfter ?? 0;
  const totalIn = inMonth.reduce((s, l) => s + Math.max(0, l.balanceChange), 0);
  const totalOut = inMonth.reduce((s, l) => s + Math.max(0, -l.balanceChange), 0);
  return {
    month,
    holderName: wallet.name,
    openingBalance: rupiah(opening),
    totalIn: rupiah(totalIn),
    totalOut: rupiah(totalOut),
    closingBalance: rupiah(opening + totalIn - totalOut),
    lines: inMonth,
    generatedAt: now as EpochMillis,
  };
};

// ---- payout accounts ---------------------------------------------------------------------------

export const accountsOf = (db: Db, holder: BalanceHolder): StoredPayoutAccount[] => db.wallet.accounts.filter((a) => sameHolder(a.holder, holder));

export const accountView = (a: StoredPayoutAccount): PayoutAccount => ({ accountId: a.accountId, kind: a.kind, provider: a.provider, number: a.number, holderName: a.holderName });

export const accountNotFound = (): ApiFailure => apiFailure("PAYOUT_ACCOUNT_NOT_FOUND", "No such payout account");

/** Names compare as a bank does: case and runs of spaces aside. */
const sameName = (a: string, b: string): boolean => a.trim().replace(/\s+/g, " ").toUpperCase() === b.trim().replace(/\s+/g, " ").toUpperCase();

/** The bank's name check (the back office sets what it answers), then the account is added. */
export const addBankAccount = (db: Db, wallet: Wallet, request: { bank: string; number: string; holderName: string }, userId: string, now: number): Changed<PayoutAccount> => {
  const check = db.wallet.bankChecks.find((c) => c.bank === request.bank && c.number === request.number);
  if (check !== undefined && check.holderName === null) return no(apiFailure("BANK_ACCOUNT_NOT_FOUND", "The bank has no account with this number"));
  const bankName = check?.holderName ?? request.holderName;
  if (!sameName(bankName, request.holderName)) return no(apiFailure("BANK_ACCOUNT_NAME_MISMATCH", "The name is not the bank's for this account"));
  if (accountsOf(db, wallet.holder).some((a) => a.kind === "bank" && a.provider === request.bank && a.number === request.number))
    return no(apiFailure("PAYOUT_ACCOUNT_ALREADY_ADDED", "This account is already added"));
  const account: StoredPayoutAccount = {
    accountId: newId("acc") as AccountId,
    kind: "bank",
    provider: request.bank,
    number: request.number,
    holderName: bankName,
    holder: wallet.holder,
    addedAt: now as EpochMillis,
    addedBy: userId,
  };
  return ok({ ...db, wallet: { ...db.wallet, accounts: [...db.wallet.accounts, account] } }, accountView(account));
};

/** Removed unless a withdrawal is still on its way to it. */
export const removeAccount = (db: Db, wallet: Wallet, accountId: string): Changed<null> => {
  const account = accountsOf(db, wallet.holder).find((a) => a.accountId === accountId);
  if (account === undefined) return no(accountNotFound());
  if (db.wallet.withdrawals.some((w) => w.accountId === accountId && w.status === "processing"))
    return no(apiFailure("PAYOUT_ACCOUNT_IN_USE", "A withdrawal is on its way to this account"));
  return ok({ ...db, wallet: { ...db.wallet, accounts: db.wallet.accounts.filter((a) => a.accountId !== accountId) } }, null);
};

// ---- withdrawals -------------------------------------------------------------------------------

export const withdrawalNotFound = (): ApiFailure => apiFailure("WITHDRAWAL_NOT_FOUND", "No such withdrawal");

export const withdrawalView = (w: StoredWithdrawal): Withdrawal => {
  const { holder: _holder, requestedBy: _by, ...view } = w;
  return view;
};

export const withdrawalsOf = (db: Db, holder: BalanceHolder): StoredWithdrawal[] =>
  db.wallet.withdrawals.filter((w) => sameHolder(w.holder, holder)).sort((a, b) => b.requestedAt - a.requestedAt);

const postMovement = (db: Db, movement: Movement): Result.Result<Db, ApiFailure> => {
  const posted = post(db.ledger, movement);
  return Result.isFailure(posted) ? Result.fail(domainFailure(posted.failure)) : Result.succeed({ ...db, ledger: posted.success.ledger });
};

/** The refusals a withdrawal meets before its PIN (the quote's too): locked, no account, the amount's rules. */
const checkWithdrawal = (db: Db, wallet: Wallet, userId: string, amount: number, accountId: string): { account: StoredPayoutAccount } | ApiFailure => {
  const accounts = accountsOf(db, wallet.holder);
  const account = accounts.find((a) => a.accountId === accountId);
  const valid = validateWithdrawal({ amount: amount as Rupiah, balance: balanceOf(db.ledger, wallet.holder), hasPayoutAccount: accounts.length > 0, pin: pinOf(db, userId) ?? FRESH_PIN_STATE });
  if (Result.isFailure(valid) && valid.failure._tag !== "WithdrawalBelowMinimum" && valid.failure._tag !== "InsufficientBalance") return domainFailure(valid.failure);
  if (account === undefined) return accountNotFound();
  return Result.isFailure(valid) ? domainFailure(valid.failure) : { account };
};

export const quoteWithdrawal = (db: Db, wallet: Wallet, userId: string, amount: number, accountId: string, now: number): WithdrawalQuote | ApiFailure => {
  const checked = checkWithdrawal(db, wallet, userId, amount, accountId);
  if (isApiFailure(checked)) return checked;
  return {
    amount: rupiah(amount),
    fee: rupiah(WITHDRAWAL_FEE_RUPIAH),
    receives: rupiah(amount - WITHDRAWAL_FEE_RUPIAH),
    account: accountView(checked.account),
    available: balanceOf(db.ledger, wallet.holder),
    minimum: rupiah(MIN_WITHDRAWAL_RUPIAH),
    arrivesBy: withdrawalArrivesBy({ requestedAt: now, status: "processing", attempts: 1, failure: null }) as EpochMillis,
    serverNow: now as EpochMillis,
  };
};

const requestKey = (w: Pick<StoredWithdrawal, "withdrawalId" | "attempts">): string => `withdrawal:${w.withdrawalId}:request:${w.attempts}`;
const settleKey = (w: Pick<StoredWithdrawal, "withdrawalId" | "attempts">): string => `withdrawal:${w.withdrawalId}:settle:${w.attempts}`;

const replaceWithdrawal = (db: Db, w: StoredWithdrawal): Db => ({
  ...db,
  wallet: { ...db.wallet, withdrawals: db.wallet.withdrawals.some((x) => x.withdrawalId === w.withdrawalId) ? db.wallet.withdrawals.map((x) => (x.withdrawalId === w.withdrawalId ? w : x)) : [...db.wallet.withdrawals, w] },
});

/**
 * A withdrawal: the rules first (they cost no PIN try), then the PIN (a wrong one's count is
 * committed although the request is refused: `failure.next`), then the amount leaves the
 * available balance for the payout partner in one ledger transaction.
 */
export const requestWithdrawal = (
  db: Db,
  wallet: Wallet,
  userId: string,
  request: { amount: number; accountId: string; pin: string },
  now: number,
): Result.Result<{ db: Db; value: StoredWithdrawal }, { failure: ApiFailure; next?: Db }> => {
  if (pinOf(db, userId) === undefined) return Result.fail({ failure: apiFailure("PIN_NOT_SET", "Set a transaction PIN first") });
  const checked = checkWithdrawal(db, wallet, userId, request.amount, request.accountId);
  if (isApiFailure(checked)) return Result.fail({ failure: checked });
  const pin = verifyPin(db, userId, request.pin);
  if (!pin.ok) return Result.fail(pin.db === undefined ? { failure: pin.failure } : { failure: pin.failure, next: pin.db });
  const withdrawal: StoredWithdrawal = {
    withdrawalId: newId("w") as WithdrawalId,
    accountId: checked.account.accountId,
    account: accountView(checked.account),
    amount: rupiah(request.amount),
    fee: rupiah(WITHDRAWAL_FEE_RUPIAH),
    receives: rupiah(request.amount - WITHDRAWAL_FEE_RUPIAH),
    status: "processing",
    requestedAt: now as EpochMillis,
    attempts: 1,
    failure: null,
    arrivesBy: withdrawalArrivesBy({ requestedAt: now, status: "processing", attempts: 1, failure: null }) as EpochMillis,
    settledAt: null,
    holder: wallet.holder,
    requestedBy: userId,
  };
  const posted = postMovement(pin.db, { kind: "withdrawalRequested", key: requestKey(withdrawal), at: now as EpochMillis, withdrawalId: withdrawal.withdrawalId, holder: wallet.holder, amount: withdrawal.amount });
  if (Result.isFailure(posted)) return Result.fail({ failure: posted.failure });
  return Result.succeed({ db: replaceWithdrawal(posted.success, withdrawal), value: withdrawal });
};

/** A failed withdrawal again (same amount and account): the balance must hold it again, then the PIN. */
export const retryWithdrawal = (
  db: Db,
  wallet: Wallet,
  userId: string,
  withdrawalId: string,
  pinEntered: string,
  now: number,
): Result.Result<{ db: Db; value: StoredWithdrawal }, { failure: ApiFailure; next?: Db }> => {
  const w = withdrawalsOf(db, wallet.holder).find((x) => x.withdrawalId === withdrawalId);
  if (w === undefined) return Result.fail({ failure: withdrawalNotFound() });
  if (w.status !== "failed") return Result.fail({ failure: apiFailure("WITHDRAWAL_NOT_RETRYABLE", "Only a failed withdrawal is retried", { status: w.status }) });
  if (pinOf(db, userId) === undefined) return Result.fail({ failure: apiFailure("PIN_NOT_SET", "Set a transaction PIN first") });
  // Its own account, removed since: not found, whatever other accounts the wallet has (a new withdrawal goes to one of them).
  if (!accountsOf(db, wallet.holder).some((a) => a.accountId === w.accountId)) return Result.fail({ failure: accountNotFound() });
  const checked = checkWithdrawal(db, wallet, userId, w.amount, w.accountId);
  if (isApiFailure(checked)) return Result.fail({ failure: checked });
  const pin = verifyPin(db, userId, pinEntered);
  if (!pin.ok) return Result.fail(pin.db === undefined ? { failure: pin.failure } : { failure: pin.failure, next: pin.db });
  const moved = transitionWithdrawal(w, { type: "retry" }, { now });
  if (Result.isFailure(moved)) return Result.fail({ failure: domainFailure(moved.failure) });
  const retried: StoredWithdrawal = { ...moved.success, arrivesBy: withdrawalArrivesBy(moved.success) as EpochMillis, settledAt: null };
  const posted = postMovement(pin.db, { kind: "withdrawalRequested", key: requestKey(retried), at: now as EpochMillis, withdrawalId: w.withdrawalId, holder: w.holder, amount: w.amount });
  if (Result.isFailure(posted)) return Result.fail({ failure: posted.failure });
  return Result.succeed({ db: replaceWithdrawal(posted.success, retried), value: retried });
};

/**
 * The payout partner's answer (the back office): paid (the money leaves the platform) or failed
 * with its reason (the money back in the available balance at once), one ledger transaction each.
 */
export const settleWithdrawal = (db: Db, withdrawalId: string, outcome: { paid: true } | { paid: false; reason: WithdrawalFailureReason }, now: number): Changed<StoredWithdrawal> => {
  const w = db.wallet.withdrawals.find((x) => x.withdrawalId === withdrawalId);
  if (w === undefined) return no(withdrawalNotFound());
  const moved = transitionWithdrawal(w, outcome.paid ? { type: "succeed" } : { type: "fail", reason: outcome.reason }, { now });
  if (Result.isFailure(moved)) return no(domainFailure(moved.failure));
  const settled: StoredWithdrawal = { ...moved.success, settledAt: now as EpochMillis };
  const posted = postMovement(db, { kind: "withdrawalSettled", key: settleKey(w), at: now as EpochMillis, withdrawalId: w.withdrawalId, outcome: outcome.paid ? "paid" : "failed" });
  if (Result.isFailure(posted)) return no(posted.failure);
  return ok(replaceWithdrawal(posted.success, settled), settled);
};

