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
import { createSeed } from "../registry";
import { lifecycleOf } from "../provider-jobs/provider-jobs.public";
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
import { expectLedgerHolds } from "../../testing/offer-test-kit";

/**
 * Issue 14, model-based on the mock's own money functions: random sequences of offers, payments,
 * settlements, failures, expiries (by the gateway and by the clock), double and late payments,
 * new payments, accepts, declines and refunds. After every step the ledger adds up (sum 0, no
 * account below zero, every offer: paid = escrow + refunded + paid out + fees), each offer's state
 * agrees with its escrow and its payments, the balance view agrees with the ledger, a job never
 * hires past its headcount, and what the clock decides is decided once. Issue 19: whatever the
 * order, one offer of a job to a seeker holds that seeker at a time (its payment pending, sent, or
 * accepted): never two escrows for one hire, never the seeker hired twice for one job; a
 * settlement of a pending payment is never refused for it (the slot was held since the payment started).
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
/** Two weeks of work, so the same seeker can be offered the same job again without a schedule clash. */
const WEEKS = [
  { period: { start: "2029-12-01", end: "2029-12-05" }, workingDays: ["2029-12-02", "2029-12-03", "2029-12-04"] },
  { period: { start: "2029-12-08", end: "2029-12-12" }, workingDays: ["2029-12-09", "2029-12-10"] },
] as const;

type Op =
  | { readonly op: "make"; readonly job: number; readonly seeker: number; readonly hours: number; readonly week: number; readonly choice: number }
  | { readonly op: "settle" | "payTwice" | "payLate"; readonly k: number; readonly aimed: boolean }
  | { readonly op: "fail"; readonly k: number; readonly aimed: boolean; readonly cause: number }
  | { readonly op: "retry"; readonly k: number; readonly aimed: boolean; readonly choice: number }
  | { readonly op: "accept" | "decline" | "expireNow"; readonly k: number; readonly aimed: boolean }
  | { readonly op: "wait"; readonly minutes: number };

/** Most steps aim at something they can act on (a pending payment to settle, a sent offer to answer); the rest at anything, to be refused. */
const target = { k: fc.nat(20), aimed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) };
/** Steps on offers of `jobs` of the JOBS to `seekers` of the SEEKERS; `again` weighs failures and new payments. */
const opOn = (jobs: number, seekers: number, again = 1): fc.Arbitrary<Op> => fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant("make" as const), job: fc.nat(jobs - 1), seeker: fc.nat(seekers - 1), hours: fc.nat(2), week: fc.nat(1), choice: fc.nat(1) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constantFrom("settle" as const, "settle" as const, "payTwice" as const, "payLate" as const), ...target }) },
  { weight: again, arbitrary: fc.record({ op: fc.constant("fail" as const), ...target, cause: fc.nat(CAUSES.length - 1) }) },
  { weight: 2 * again, arbitrary: fc.record({ op: fc.constant("retry" as const), ...target, choice: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom("accept" as const, "accept" as const, "decline" as const, "expireNow" as const), ...target }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("wait" as const), minutes: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 90 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 26 * 60 }) }) }) },
);

const pick = <A>(items: readonly A[], k: number): A | undefined => (items.length === 0 ? undefined : items[k % items.length]);

/** What each step can act on, when aimed. */
const PAYMENT_AIM: Partial<Record<Op["op"], string>> = { settle: "pending", fail: "pending", payTwice: "success", payLate: "failed" };
const OFFER_AIM: Partial<Record<Op["op"], string>> = { retry: "paymentFailed", accept: "sent", decline: "sent", expireNow: "sent" };

/** How often making or paying an offer again was refused because another offer held the seeker, by what held her. */
const heldRefusals = new Map<string, number>();
const apply = (db: Db, o: Op, now: number): Db => {
  const keep = (changed: Changed<unknown>): Db => {
    if (Result.isSuccess(changed)) return changed.success.db;
    if (changed.failure.code === "OFFER_ALREADY_SENT") {
      const what = `${o.op} ${String(changed.failure.details?.status)}`;
      heldRefusals.set(what, (heldRefusals.get(what) ?? 0) + 1);
    }
    return db;
  };
  const aimed = "aimed" in o && o.aimed;
  const offer = "k" in o ? pick(aimed ? db.offers.filter((x) => x.state.status === OFFER_AIM[o.op]) : db.offers, o.k) : undefined;
  const payment = "k" in o ? pick(aimed ? db.payments.filter((x) => x.state.status === PAYMENT_AIM[o.op]) : db.payments, o.k) : undefined;
  switch (o.op) {
    case "make": {
      const job = db.jobs.find((j) => j.jobId === JOBS[o.job]);
      if (job === undefined) throw new Error("no job");
      const base = exampleTerms(job.jobId, SEEKERS[o.seeker] ?? "");
      const week = WEEKS[o.week] ?? WEEKS[0];
      const terms = { ...base, schedule: { period: week.period, workingDays: [...week.workingDays], hours: HOURS[o.hours] ?? HOURS[0] } };
      return keep(makeOffer(db, { job, businessId: job.businessId, createdBy: job.createdBy, terms, choice: CHOICES[o.choice] ?? CHOICES[0] as PaymentChoice, now }));
    }
    case "settle": {
      if (payment === undefined) return db;
      const settled = settlePayment(db, payment.paymentId, now);
      if (payment.state.status === "pending") expect(Result.isSuccess(settled), "a pending payment always settles").toBe(true);
      return keep(settled);
    }
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
    for (const seekerId of SEEKERS) {
      const holding = db.offers.filter((o) => o.jobId === jobId && o.seekerId === seekerId && ["paymentPending", "sent", "accepted"].includes(o.state.status));
      expect(holding.length, `${jobId} ${seekerId}: ${holding.map((o) => o.state.status).join(", ")}`).toBeLessThanOrEqual(1);
    }
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

/** Runs the steps from the seed (two places on one job, one on the other), checking everything after each. */
const run = (ops: readonly Op[]): void => {
  let db: Db = createSeed();
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
};

const make = { op: "make", job: 0, seeker: 0, hours: 0, week: 0, choice: 0 } as const;
/** Issue 19's steps: O1's payment fails, O2 is made and settled, O1 is paid again and settled, both accepted. */
const ISSUE_19: Op[] = [
  make,
  { op: "fail", k: 0, aimed: true, cause: 0 },
  { ...make, week: 1 },
  { op: "settle", k: 0, aimed: true },
  { op: "retry", k: 0, aimed: true, choice: 0 },
  { op: "settle", k: 0, aimed: true },
  { op: "accept", k: 0, aimed: true },
  { op: "accept", k: 1, aimed: true },
];
/** Once hired through O2, neither paying the failed O1 again nor a new offer takes her again. */
const HIRED: Op[] = [
  make,
  { op: "fail", k: 0, aimed: true, cause: 0 },
  { ...make, week: 1 },
  { op: "settle", k: 0, aimed: true },
  { op: "accept", k: 0, aimed: true },
  { op: "retry", k: 0, aimed: true, choice: 1 },
  make,
];

describe("the mock's offers and payments on random sequences", () => {
  it("keep the ledger adding up and every offer, payment and job consistent", () => {
    fc.assert(fc.property(fc.array(opOn(JOBS.length, SEEKERS.length), { minLength: 1, maxLength: 40 }), run), { numRuns: 300 });
  }, 120_000);

  it("offer one job to one seeker again and again: never two holding her, never two escrows for one hire (issue 19)", () => {
    heldRefusals.clear();
    // A fixed seed: the check below counts what the sequences met, which a random draw misses now and then (a clean
    // clone's run once met no 'retry paymentPending'); `npm test` must not depend on the draw.
    fc.assert(fc.property(fc.array(opOn(1, 1, 3), { minLength: 1, maxLength: 30 }), run), { numRuns: 300, seed: 19, examples: [[ISSUE_19], [HIRED]] });
    // The sequences met the refusals the rule is about: a new offer and a new payment, against each holder.
    for (const what of ["make paymentPending", "make sent", "make accepted", "retry paymentPending", "retry sent", "retry accepted"])
      expect(heldRefusals.get(what) ?? 0, what).toBeGreaterThan(0);
    expect([...heldRefusals.keys()].filter((what) => !what.startsWith("make ") && !what.startsWith("retry "))).toEqual([]);
  }, 120_000);
});
