import { Result, Schema } from "effect";
import type { OfferId, WithdrawalId } from "../shared/ids.schema";
import { InvalidAmount, PositiveRupiah, Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { wibDateKey } from "../shared/wib-time";
import { balanceOf } from "./balance.rules";
import type { Account, Ledger, LedgerTransaction, Movement, TransactionKind } from "./ledger.schema";

/** One half of a transaction: `amount` debited from one account and credited to another. */
export interface Leg {
  readonly debit: Account;
  readonly credit: Account;
  readonly amount: number;
}
export interface Plan {
  readonly kind: TransactionKind;
  readonly legs: readonly Leg[];
}

type PaymentSettled = Extract<Movement, { kind: "paymentSettled" }>;
type BalancePayment = Extract<Movement, { kind: "balancePayment" }>;
/** What funded an offer's escrow: a payment through the gateway, or one from the business's balance. */
export type Funding = PaymentSettled | BalancePayment;
type WithdrawalRequested = Extract<Movement, { kind: "withdrawalRequested" }>;

/** The platform's own accounts of the movement's WIB day (ledger.schema.ts: per-day clearing). */
const gatewayOn = (at: number): Account => ({ kind: "gatewayClearing", day: wibDateKey(at) });
const paidOutOn = (at: number): Account => ({ kind: "paidOut", day: wibDateKey(at) });
const PAYOUT: Account = { kind: "payoutClearing" };
const escrowOf = (offerId: OfferId): Account => ({ kind: "offerEscrow", offerId });

/**
 * Where an offer's escrow is: nothing yet; paid, accepted (fees earned), refunded (declined or
 * expired), or released (accepted, then what it still held went back to the payer: issue 22), with
 * the payment that funded it.
 */
export type OfferEscrow =
  | { readonly stage: "unfunded" }
  | { readonly stage: "funded" | "accepted" | "refunded" | "released"; readonly funding: Funding };
export type EscrowStage = OfferEscrow["stage"];

const offerIdOf = (t: LedgerTransaction): string | null => ("offerId" in t.movement ? t.movement.offerId : null);

/** The offer's escrow as its transactions tell it. */
export const offerEscrow = (ledger: Ledger, offerId: OfferId): OfferEscrow => {
  let escrow: OfferEscrow = { stage: "unfunded" };
  for (const t of ledger.transactions) {
    if (offerIdOf(t) !== offerId) continue;
    if (t.kind === "offerFunded" || t.kind === "offerFundedFromBalance") escrow = { stage: "funded", funding: t.movement as Funding };
    else if (escrow.stage !== "unfunded" && (t.kind === "feesEarned" || t.kind === "escrowRefunded" || t.kind === "escrowReleased"))
      escrow = { stage: t.kind === "feesEarned" ? "accepted" : t.kind === "escrowRefunded" ? "refunded" : "released", funding: escrow.funding };
  }
  return escrow;
};

/** A withdrawal: never asked; or pending, paid or returned, with its latest request. */
export type WithdrawalView =
  | { readonly stage: "none" }
  | { readonly stage: "pending" | "paid" | "returned"; readonly request: WithdrawalRequested };
export type WithdrawalStage = WithdrawalView["stage"];

/** A withdrawal as its transactions tell it. */
export const withdrawalOf = (ledger: Ledger, withdrawalId: WithdrawalId): WithdrawalView => {
  let view: WithdrawalView = { stage: "none" };
  for (const t of ledger.transactions) {
    const m = t.movement;
    if (m.kind === "withdrawalRequested" && m.withdrawalId === withdrawalId) view = { stage: "pending", request: m };
    else if (m.kind === "withdrawalSettled" && m.withdrawalId === withdrawalId && view.stage !== "none")
      view = { stage: t.kind === "withdrawalPaid" ? "paid" : "returned", request: view.request };
  }
  return view;
};

/** The first amount that is not whole Rupiah in range (at least Rp1 where `positive`), as an error. */
const badAmount = (positive: readonly number[], nonNegative: readonly number[] = []): InvalidAmount | undefined => {
  const bad = [...positive.filter((v) => !Schema.is(PositiveRupiah)(v)), ...nonNegative.filter((v) => !Schema.is(Rupiah)(v))];
  return bad.length === 0 ? undefined : new InvalidAmount({ value: bad[0] as number });
};

const plan = (kind: TransactionKind, ...legs: Leg[]): Result.Result<Plan, never> => Result.succeed({ kind, legs });

/**
 * What a movement does to which accounts, from the ledger as it is: refused when it is not allowed
 * in the stage its offer or withdrawal is in, or an amount is not whole Rupiah. Balances are
 * checked afterwards, by `post`.
 */
export const planMovement = (ledger: Ledger, m: Movement): Result.Result<Plan, InvalidTransition | InvalidAmount> => {
  switch (m.kind) {
    case "paymentSettled": {
      const bad = badAmount([m.salary], [m.serviceFee, m.adminFee]);
      if (bad !== undefined) return Result.fail(bad);
      const total = m.salary + m.serviceFee + m.adminFee;
      if (!m.late && offerEscrow(ledger, m.offerId).stage === "unfunded")
        return plan("offerFunded", { debit: gatewayOn(m.at), credit: escrowOf(m.offerId), amount: total });
      const balance: Account = { kind: "providerBalance", businessId: m.businessId };
      return plan(m.late ? "latePaymentCredited" : "doublePaymentCredited", { debit: gatewayOn(m.at), credit: balance, amount: total });
    }
    case "balancePayment": {
      const bad = badAmount([m.salary], [m.serviceFee, m.adminFee]);
      if (bad !== undefined) return Result.fail(bad);
      const { stage } = offerEscrow(ledger, m.offerId);
      if (stage !== "unfunded") return Result.fail(invalid("offerEscrow", stage, m.kind));
      const balance: Account = { kind: "providerBalance", businessId: m.businessId };
      return plan("offerFundedFromBalance", { debit: balance, credit: escrowOf(m.offerId), amount: m.salary + m.serviceFee + m.adminFee });
    }
    case "offerAccepted":
    case "offerRefunded": {
      const current = offerEscrow(ledger, m.offerId);
      if (current.stage !== "funded") return Result.fail(invalid("offerEscrow", current.stage, m.kind));
      const { funding } = current;
      const escrow = escrowOf(m.offerId);
      const day = wibDateKey(m.at);
      if (m.kind === "offerRefunded") {
        const total = funding.salary + funding.serviceFee + funding.adminFee;
        return plan("escrowRefunded", { debit: escrow, credit: { kind: "providerBalance", businessId: funding.businessId }, amount: total });
      }
      return plan(
        "feesEarned",
        { debit: escrow, credit: { kind: "feeIncome", fee: "serviceFee", day }, amount: funding.serviceFee },
        { debit: escrow, credit: { kind: "feeIncome", fee: "adminFee", day }, amount: funding.adminFee },
      );
    }
    case "dayPaidOut": {
      const { stage } = offerEscrow(ledger, m.offerId);
      if (stage !== "accepted") return Result.fail(invalid("offerEscrow", stage, m.kind));
      const bad = badAmount([m.amount]);
      if (bad !== undefined) return Result.fail(bad);
      return plan("dayPaidOut", { debit: escrowOf(m.offerId), credit: { kind: "seekerBalance", userId: m.seekerId }, amount: m.amount });
    }
    case "escrowReleased": {
      const current = offerEscrow(ledger, m.offerId);
      if (current.stage !== "accepted") return Result.fail(invalid("offerEscrow", current.stage, m.kind));
      // What is left once the paid days are out: its own balance, derived like every other.
      const held = balanceOf(ledger, escrowOf(m.offerId));
      return plan("escrowReleased", { debit: escrowOf(m.offerId), credit: { kind: "providerBalance", businessId: current.funding.businessId }, amount: held });
    }
    case "withdrawalRequested": {
      const { stage } = withdrawalOf(ledger, m.withdrawalId);
      if (stage === "pending" || stage === "paid") return Result.fail(invalid("withdrawal", stage, m.kind));
      const bad = badAmount([m.amount]);
      if (bad !== undefined) return Result.fail(bad);
      return plan("withdrawalRequested", { debit: m.holder, credit: PAYOUT, amount: m.amount });
    }
    case "withdrawalSettled": {
      const current = withdrawalOf(ledger, m.withdrawalId);
      if (current.stage !== "pending") return Result.fail(invalid("withdrawal", current.stage, m.kind));
      const { request } = current;
      return m.outcome === "paid"
        ? plan("withdrawalPaid", { debit: PAYOUT, credit: paidOutOn(m.at), amount: request.amount })
        : plan("withdrawalReturned", { debit: PAYOUT, credit: request.holder, amount: request.amount });
    }
  }
};
