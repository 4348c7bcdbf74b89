import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../../domain/identity/session.schema";
import { balanceOf, post } from "../../../domain/ledger/ledger.rules";
import type { BalanceHolder, Movement } from "../../../domain/ledger/ledger.schema";
import type { BusinessId, EpochMillis, OfferId, PaymentId, WithdrawalId } from "../../../domain/shared/ids.schema";
import type { Rupiah } from "../../../domain/shared/money";
import { DAY_MS } from "../../../domain/shared/wib-time";
import { createSeed } from "../registry";
import { statementOf, walletLines } from "./wallet.logic";

/**
 * Issue 23: a wallet's lines are its ledger transactions, so on any history (offers paid by the
 * gateway or from the balance, accepted, refunded, days paid out, withdrawals asked, paid, failed
 * and asked again, in random order, refused ones included) the lines' changes add up to the
 * balance, each line's running balance is the balance after it, and every month's statement
 * closes where the next one opens.
 */

const B = "B0" as BusinessId;
const U = "U0" as UserId;
const HOLDERS: BalanceHolder[] = [{ kind: "providerBalance", businessId: B }, { kind: "seekerBalance", userId: U }];
const rp = (n: number) => n as Rupiah;

type Step = { t: "pay" | "payFromBalance" | "accept" | "refund" | "dayPaid"; o: number; amount: number } | { t: "withdraw"; w: number; h: number; amount: number } | { t: "settle"; w: number; paid: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ t: fc.constantFrom("pay" as const, "payFromBalance" as const, "accept" as const, "refund" as const, "dayPaid" as const), o: fc.nat(3), amount: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ t: fc.constant("withdraw" as const), w: fc.nat(3), h: fc.nat(1), amount: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ t: fc.constant("settle" as const), w: fc.nat(3), paid: fc.boolean() }),
);

const movementOf = (s: Step, i: number, at: number): Movement => {
  const base = { key: `k${i}`, at: at as EpochMillis };
  switch (s.t) {
    case "pay":
    case "payFromBalance": {
      const money = { offerId: `O${s.o}` as OfferId, businessId: B, paymentId: `P${i}` as PaymentId, salary: rp(s.amount), serviceFee: rp(10_000), adminFee: rp(4_000) };
      return s.t === "pay" ? { kind: "paymentSettled", ...base, ...money, late: false } : { kind: "balancePayment", ...base, ...money };
    }
    case "accept":
      return { kind: "offerAccepted", ...base, offerId: `O${s.o}` as OfferId };
    case "refund":
      return { kind: "offerRefunded", ...base, offerId: `O${s.o}` as OfferId, reason: "declined" };
    case "dayPaid":
      return { kind: "dayPaidOut", ...base, offerId: `O${s.o}` as OfferId, seekerId: U, workDate: "2026-11-02", amount: rp(s.amount) };
    case "withdraw":
      return { kind: "withdrawalRequested", ...base, withdrawalId: `W${s.w}` as WithdrawalId, holder: HOLDERS[s.h] as BalanceHolder, amount: rp(s.amount) };
    case "settle":
      return { kind: "withdrawalSettled", ...base, withdrawalId: `W${s.w}` as WithdrawalId, outcome: s.paid ? "paid" : "failed" };
  }
};

describe("a wallet's lines (issue 23)", () => {
  it("property: on any history the lines add up to the balance, run with it, and the months' statements chain", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(step, fc.integer({ min: 0, max: 20 * DAY_MS })), { minLength: 1, maxLength: 60 }), (steps) => {
        let db = createSeed();
        let at = Date.parse("2026-10-01T00:00:00+07:00");
        steps.forEach(([s, gap], i) => {
          at += gap;
          const posted = post(db.ledger, movementOf(s, i, at));
          if (Result.isSuccess(posted)) db = { ...db, ledger: posted.success.ledger };
        });
        for (const holder of HOLDERS) {
          const lines = walletLines(db, holder);
          const balance = balanceOf(db.ledger, holder);
          expect(lines.reduce((sum, l) => sum + l.balanceChange, 0)).toBe(balance);
          let running = 0;
          for (const l of lines) {
            running += l.balanceChange;
            expect(l.balanceAfter).toBe(running);
          }
          const months = [...new Set(lines.map((l) => new Date(l.at + 7 * 3_600_000).toISOString().slice(0, 7)))];
          let opening = 0;
          for (const month of months) {
            const st = statementOf(db, { holder, kind: holder.kind === "seekerBalance" ? "seeker" : "business", canManage: true, name: "x" }, month, at);
            expect(st.openingBalance).toBe(opening);
            expect(st.closingBalance).toBe(st.openingBalance + st.totalIn - st.totalOut);
            opening = st.closingBalance;
          }
          expect(opening).toBe(balance);
        }
      }),
      { numRuns: 300 },
    );
  });
});
