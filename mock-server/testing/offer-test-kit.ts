import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { balances, offerMoney, total } from "../../domain/ledger/ledger.rules";
import type { OfferId } from "../../domain/shared/ids.schema";
import type { ProviderStateName, ProviderStateParams } from "../provider-state-names";
import type { Db } from "../store/db.schema";
import type { Harness, RawResponse } from "./mock-harness";

/** What the offers' and payments' tests share: states, keyed POSTs, and the ledger's invariants. */
export const kit = (h: () => Harness) => ({
  /** A provider state set up on the harness's data; its values. */
  setup: async <S extends ProviderStateName>(state: S, params: ProviderStateParams[S]): Promise<Record<string, string>> => {
    const res = await h().call("POST", "/__dev/provider-states", { body: { state, params, action: "setup" } });
    expect([state, res.status]).toEqual([state, 200]);
    return res.json as Record<string, string>;
  },
  /** A money-moving POST with an Idempotency-Key (a new one unless given). */
  post: (path: string, token: string | undefined, body?: unknown, key: string = randomUUID()): Promise<RawResponse> =>
    h().call("POST", path, { ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }), headers: { "idempotency-key": key } }),
  get: (path: string, token?: string): Promise<RawResponse> => h().call("GET", path, token === undefined ? {} : { token }),
  /** A back-office (gateway) action, JSON answer. */
  dev: (path: string, body?: unknown): Promise<RawResponse> => h().call("POST", path, body === undefined ? {} : { body }),
  clock: (seconds: number): Promise<RawResponse> => h().call("POST", "/__dev/clock/advance", { body: { seconds } }),
});

/**
 * The ledger as the data holds it: all entries sum to zero, no account below zero, and every offer
 * adds up (what was paid = in escrow + refunded + paid out + fees earned).
 */
export const expectLedgerHolds = (db: Db): void => {
  expect(total(db.ledger)).toBe(0);
  for (const b of balances(db.ledger)) expect(b.balance, JSON.stringify(b.account)).toBeGreaterThanOrEqual(0);
  for (const offer of db.offers) {
    const m = offerMoney(db.ledger, offer.offerId as OfferId);
    expect(m.paid, offer.offerId).toBe(m.inEscrow + m.refunded + m.paidOut + m.feesEarned);
    // An accepted offer's escrow is released to the provider when its seeker withdrew or finished the hire, or support cancelled it (issue 22).
    const withdrawn = db.hires.some((h) => h.hireId === offer.offerId && (h.withdrawal !== null || h.completedAt !== undefined || h.cancelledAt !== undefined));
    const stage = { paymentPending: "unfunded", paymentFailed: "unfunded", sent: "funded", accepted: withdrawn ? "released" : "accepted", declined: "refunded", expired: "refunded" }[offer.state.status];
    expect(m.stage, `${offer.offerId} ${offer.state.status}`).toBe(stage);
  }
};

export const json = <A = Record<string, unknown>>(res: RawResponse): A => res.json as A;
