import { Equal, Result } from "effect";
import { doublePaymentRefundDueBy } from "../payment/payment.machine";
import { RUPIAH_MAX } from "../policy/business-constants";
import type { OfferId } from "../shared/ids.schema";
import { InvalidAmount, rupiah, type Rupiah } from "../shared/money";

import type { InvalidTransition } from "../shared/transition.errors";
import { IdempotencyConflict, LedgerOverdraft } from "./ledger.errors";
import type { Account, Entry, Ledger, LedgerTransaction, Movement } from "./ledger.schema";
import { accountKey, balanceOf, effectOn, growsWith } from "./balance.rules";
import { offerEscrow, planMovement, type EscrowStage } from "./movement-plan.rules";
import { transactionIdOf } from "./transaction-id.rules";

export { accountKey, balanceOf, growsWith };

export type LedgerError = IdempotencyConflict | LedgerOverdraft | InvalidAmount | InvalidTransition;

export interface Posted {
  readonly ledger: Ledger;
  readonly transaction: LedgerTransaction;
  /** True when the key was posted before with the same content: nothing moved this time. */
  readonly replayed: boolean;
}

/** Credits count positive, debits negative: every transaction, and so the ledger, sums to zero. */
const signed = (e: Entry): number => (e.side === "credit" ? e.amount : -e.amount);

const entries = (ledger: Ledger): Entry[] => ledger.transactions.flatMap((t) => t.entries);

/** Every account that has entries, with its balance, by name (the back office's list). */
export const balances = (ledger: Ledger): ReadonlyArray<{ readonly account: Account; readonly balance: Rupiah }> => {
  const byKey = new Map<string, { account: Account; balance: number }>();
  for (const e of entries(ledger)) {
    const key = accountKey(e.account);
    const row = byKey.get(key) ?? { account: e.account, balance: 0 };
    row.balance += effectOn(e);
    byKey.set(key, row);
  }
  return [...byKey.keys()].sort().map((key) => {
    const row = byKey.get(key) as { account: Account; balance: number };
    return { account: row.account, balance: rupiah(row.balance) };
  });
};

/**
 * A balance as `total` counts it: credits positive, debits negative (what the gateway collected),
 * so the signed balances of all accounts add up to `total`, Rp0.
 */
export const signedBalance = (row: { readonly account: Account; readonly balance: number }): number =>
  growsWith(row.account) === "credit" ? row.balance : -row.balance;

/** The sum of all entries, credits positive: always 0 (no Rupiah is created or lost). */
export const total = (ledger: Ledger): number => entries(ledger).reduce((sum, e) => sum + signed(e), 0);

/** The content a key stands for: the movement without its key and the instant it was asked. */
const content = (m: Movement): Omit<Movement, "key" | "at"> => {
  const { key: _key, at: _at, ...rest } = m;
  return rest;
};

/** Each touched account after the entries: refused below zero (overdraft) or above RUPIAH_MAX. */
const checkBalances = (ledger: Ledger, newEntries: readonly Entry[]): Result.Result<void, LedgerOverdraft | InvalidAmount> => {
  const change = new Map<string, { account: Account; delta: number }>();
  for (const e of newEntries) {
    const key = accountKey(e.account);
    change.set(key, { account: e.account, delta: (change.get(key)?.delta ?? 0) + effectOn(e) });
  }
  for (const { account, delta } of change.values()) {
    const balance = balanceOf(ledger, account);
    const after = balance + delta;
    if (after < 0) return Result.fail(new LedgerOverdraft({ account: account.kind, balance, needed: -delta }));
    if (after > RUPIAH_MAX) return Result.fail(new InvalidAmount({ value: after }));
  }
  return Result.void;
};

/**
 * Posts one movement as one transaction whose entries sum to zero. The same key with the same
 * content returns the first transaction and changes nothing; with other content it is refused
 * (IDEMPOTENCY_CONFLICT). A refused movement is not remembered: its key may be posted again.
 */
export const post = (ledger: Ledger, movement: Movement): Result.Result<Posted, LedgerError> => {
  const first = ledger.transactions.find((t) => t.key === movement.key);
  if (first !== undefined)
    return Equal.equals(content(first.movement), content(movement))
      ? Result.succeed({ ledger, transaction: first, replayed: true })
      : Result.fail(new IdempotencyConflict({ key: movement.key }));
  return Result.flatMap(planMovement(ledger, movement), (plan) => {
    // Legs are sums of checked amounts; one above RUPIAH_MAX takes its account above it too, and
    // checkBalances refuses that before anything is kept.
    const newEntries: Entry[] = plan.legs
      .filter((leg) => leg.amount > 0)
      .flatMap((leg) => [
        { account: leg.debit, side: "debit" as const, amount: leg.amount as Rupiah },
        { account: leg.credit, side: "credit" as const, amount: leg.amount as Rupiah },
      ]);
    return Result.map(checkBalances(ledger, newEntries), () => {
      const transaction: LedgerTransaction = {
        transactionId: transactionIdOf(ledger.transactions.length + 1, movement.at),
        key: movement.key,
        at: movement.at,
        movement,
        kind: plan.kind,
        entries: newEntries,
      };
      return { ledger: { transactions: [...ledger.transactions, transaction] }, transaction, replayed: false };
    });
  });
};

/** A double or late payment credited to the balance comes back within 10 working days of it (spec 9); null for any other. */
export const refundDueBy = (t: LedgerTransaction): number | null =>
  t.kind === "doublePaymentCredited" || t.kind === "latePaymentCredited" ? doublePaymentRefundDueBy(t.at) : null;

/** An offer's money as the ledger holds it: what came in = in escrow + refunded + paid out + fees earned. */
export interface OfferMoney {
  readonly stage: EscrowStage;
  /** Every payment that arrived for the offer, double and late ones included. */
  readonly paid: number;
  readonly inEscrow: number;
  /** Back to the payer's balance: a declined or expired offer's escrow, double and late payments. */
  readonly refunded: number;
  readonly paidOut: number;
  readonly feesEarned: number;
}

export const offerMoney = (ledger: Ledger, offerId: OfferId): OfferMoney => {
  const sums = { paid: 0, refunded: 0, paidOut: 0, feesEarned: 0 };
  const field: Partial<Record<Account["kind"], keyof typeof sums>> = {
    gatewayClearing: "paid",
    providerBalance: "refunded",
    seekerBalance: "paidOut",
    feeIncome: "feesEarned",
  };
  // Only movements of this offer touch its escrow, so one pass over them finds everything.
  let inEscrow = 0;
  for (const t of ledger.transactions) {
    if (!("offerId" in t.movement) || t.movement.offerId !== offerId) continue;
    for (const e of t.entries) {
      // Paid from the balance (issue 23): the balance's debit is money in, not a refund.
      const name = e.account.kind === "providerBalance" && e.side === "debit" ? "paid" : field[e.account.kind];
      // An offer's movements touch the gateway, balances, fee income and its escrow (the rest).
      if (name !== undefined) sums[name] += e.amount;
      else inEscrow += effectOn(e);
    }
  }
  return { stage: offerEscrow(ledger, offerId).stage, inEscrow, ...sums };
};
