import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { balanceOf, post } from "../../../domain/ledger/ledger.rules";
import type { PaymentChoice } from "../../../domain/payment/payment-api.schema";
import type { PaymentFailureCause } from "../../../domain/payment/payment.schema";
import type { BusinessId } from "../../../domain/shared/ids.schema";
import { HOUR_MS, wibInstant } from "../../../domain/shared/wib-time";
import type { Db } from "../../store/db.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { createSeed } from "../../store/seed";
import { lifecycleOf } from "../jobs/jobs.logic";
import {
  acceptOffer,
  declineOffer,
  expireOffer,
  failPayment,
  makeOffer,
  payLate,
  payTwice,
  settleDue,
  settlePayment,
  startAnotherPayment,
  type Changed,
} from "./offer-money.logic";
import { providerBalance } from "./offer-view.logic";
import { exampleTerms } from "./offers.arrange";
import { expectLedgerHolds } from "./offer-test-kit";

/**
 * Issue 14, model-based on the mock's own money functions: random sequences of offers, payments,
 * settlements, failures, expiries (by the gateway and by the clock), double and late payments,
 * new payments, accepts, declines and refunds. After every step the ledger adds up (sum 0, no
 * account below zero, every offer: paid = escrow + refunded + paid out + fees), each offer's state
 * agrees with its escrow and its payments, the balance view agrees with the ledger, a job never
 * hires past its headcount, and what the clock decides is decided once.
 */

const JOBS = ["j-1005", "j-1006"] as const;
const SEEKERS = [DEMO_ACCOUNTS.seeker.userId, DEMO_ACCOUNTS.rina.userId, DEMO_ACCOUNTS.seekerSmsOnly.userId] as const;
const HOURS = [
  { start: "08:00", end: "16:00" },
  { start: "12:00", end: "20:00" },
  { start: "17:00", end: "22:00" },
] as const;
const CHOICES: readonly PaymentChoice[] = [
  { method: "virtualAccount", bank: "bni" },
  { method: "ewallet", wallet: "ovo" },
];
const CAUSES: readonly PaymentFailureCause[] = ["insufficientBalance", "noEwallet", "wrongPin", "connection", "paidByAnotherMethod", "expired"];
const START = wibInstant(2029, 11, 28, 9);

type Op =
  | { readonly op: "make"; readonly job: number; readonly seeker: number; readonly hours: number; readonly choice: number }
  | { readonly op: "settle" | "payTwice" | "payLate"; readonly k: number; readonly aimed: boolean }
  | { readonly op: "fail"; readonly k: number; readonly aimed: boolean; readonly cause: number }
  | { readonly op: "retry"; readonly k: number; readonly aimed: boolean; readonly choice: number }
  | { readonly op: "accept" | "decline" | "expireNow"; readonly k: number; readonly aimed: boolean }
  | { readonly op: "wait"; readonly minutes: number };

/** Most steps aim at something they can act on (a pending payment to settle, a sent offer to answer); the rest at anything, to be refused. */
const target = { k: fc.nat(20), aimed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant("make" as const), job: fc.nat(1), seeker: fc.nat(2), hours: fc.nat(2), choice: fc.nat(1) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constantFrom("settle" as const, "settle" as const, "payTwice" as const, "payLate" as const), ...target }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("fail" as const), ...target, cause: fc.nat(CAUSES.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("retry" as const), ...target, choice: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom("accept" as const, "accept" as const, "decline" as const, "expireNow" as const), ...target }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("wait" as const), minutes: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 90 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 26 * 60 }) }) }) },
);

const pick = <A>(items: readonly A[], k: number): A | undefined => (items.length === 0 ? undefined : items[k % items.length]);

/** What each step can act on, when aimed. */
const PAYMENT_AIM: Partial<Record<Op["op"], string>> = { settle: "pending", fail: "pending", payTwice: "success", payLate: "failed" };
const OFFER_AIM: Partial<Record<Op["op"], string>> = { retry: "paymentFailed", accept: "sent", decline: "sent", expireNow: "sent" };

const apply = (db: Db, o: Op, now: number): Db => {
  const keep = (changed: Changed<unknown>): Db => (Result.isSuccess(changed) ? changed.success.db : db);
  const aimed = "aimed" in o && o.aimed;
  const offer = "k" in o ? pick(aimed ? db.offers.filter((x) => x.state.status === OFFER_AIM[o.op]) : db.offers, o.k) : undefined;
  const payment = "k" in o ? pick(aimed ? db.payments.filter((x) => x.state.status === PAYMENT_AIM[o.op]) : db.payments, o.k) : undefined;
  switch (o.op) {
    case "make": {
      const job = db.jobs.find((j) => j.jobId === JOBS[o.job]);
      if (job === undefined) throw new Error("no job");
      const base = exampleTerms(job.jobId, SEEKERS[o.seeker] ?? "");
      const terms = { ...base, schedule: { ...base.schedule, hours: HOURS[o.hours] ?? HOURS[0] } };
      return keep(makeOffer(db, { job, businessId: job.businessId, createdBy: job.createdBy, terms, choice: CHOICES[o.choice] ?? CHOICES[0] as PaymentChoice, now }));
    }
    case "settle":
      return payment === undefined ? db : keep(settlePayment(db, payment.paymentId, now));
    case "payTwice":
      return payment === undefined ? db : keep(payTwice(db, payment.paymentId, now));
    case "payLate":
      return payment === undefined ? db : keep(payLate(db, payment.paymentId, now));
    case "fail":
      return payment === undefined ? db : keep(failPayment(db, payment.paymentId, CAUSES[o.cause] ?? "connection", now));
    case "retry":
      return offer === undefined ? db : keep(startAnotherPayment(db, offer, CHOICES[o.choice] ?? (CHOICES[0] as PaymentChoice), now));
    case "accept":
      return offer === undefined ? db : keep(acceptOffer(db, offer.offerId, now));
    case "decline":
      return offer === undefined ? db : keep(declineOffer(db, offer.offerId, now));
    case "expireNow":
      return offer === undefined ? db : keep(expireOffer(db, offer.offerId, now, true));
    case "wait":
      return db;
  }
};

const expectConsistent = (db: Db): void => {
  expectLedgerHolds(db);
  for (const offer of db.offers) {
    const payments = offer.paymentIds.map((id) => db.payments.find((p) => p.paymentId === id));
    const latest = payments.at(-1);
    expect(payments.filter((p) => p?.state.status === "pending").length, offer.offerId).toBeLessThanOrEqual(1);
    expect(payments.filter((p) => p?.state.status === "success").length, offer.offerId).toBeLessThanOrEqual(1);
    if (offer.state.status === "paymentPending") expect(latest?.state.status).toBe("pending");
    if (offer.state.status === "paymentFailed") expect(latest?.state.status).toBe("failed");
    if (["sent", "accepted", "declined", "expired"].includes(offer.state.status)) expect(latest?.state.status).toBe("success");
    expect(offer.state.amount).toBe(offer.price.total);
  }
  for (const jobId of JOBS) {
    const job = db.jobs.find((j) => j.jobId === jobId);
    if (job !== undefined) expect(lifecycleOf(db, job).hired).toBeLessThanOrEqual(job.vacancies);
  }
  for (const businessId of new Set(db.offers.map((o) => o.businessId))) {
    const view = providerBalance(db, businessId);
    expect(view.balance).toBe(balanceOf(db.ledger, { kind: "providerBalance", businessId: businessId as BusinessId }));
    expect(view.credits.reduce((sum, c) => sum + c.amount, 0)).toBe(view.balance);
  }
  const last = db.ledger.transactions.at(-1);
  if (last !== undefined) {
    const replay = post(db.ledger, last.movement);
    expect(Result.isSuccess(replay) && replay.success.replayed && replay.success.ledger === db.ledger).toBe(true);
  }
};

describe("the mock's offers and payments on random sequences", () => {
  it("keep the ledger adding up and every offer, payment and job consistent", () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 40 }), (ops) => {
        let db: Db = createSeed();
        // Two places on one job, one on the other.
        db = { ...db, jobs: db.jobs.map((j) => (j.jobId === JOBS[0] ? { ...j, vacancies: 2 } : j.jobId === JOBS[1] ? { ...j, vacancies: 1 } : j)) };
        let now = START;
        for (const o of ops) {
          if (o.op === "wait") now += o.minutes * 60_000;
          db = settleDue(db, now);
          expect(settleDue(db, now)).toBe(db);
          db = apply(db, o, now);
          expectConsistent(db);
        }
        // Long after: every payment has settled or failed, every sent offer has been answered or refunded.
        db = settleDue(db, now + 30 * 24 * HOUR_MS);
        expectConsistent(db);
        expect(db.payments.filter((p) => p.state.status === "pending")).toEqual([]);
        expect(db.offers.filter((o) => o.state.status === "sent")).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
