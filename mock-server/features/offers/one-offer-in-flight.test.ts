import { Result } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OfferDetail, ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { wibInstant } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import { createSeed } from "../registry";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { makeOffer, payLate, settlePayment } from "./offer-money.logic";
import { arrangeOffer, exampleTerms, VA_CHOICE } from "./offers.arrange";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";

/**
 * Issue 19, item 1: one offer of a job to a seeker in flight (its payment pending, or sent and
 * waiting for the answer) at a time, on every path that takes an offer to a payment or to sent:
 * otherwise the provider pays two escrows for one hire and the seeker can accept both.
 */
let h: Harness;
const t = kit(() => h);


const TOTAL = 791_500;
const detailsOf = (res: { json: unknown }) => (res.json as { error?: { details?: Record<string, unknown> } }).error?.details;

/** O1 of the job to the seeker, its payment failed; then O2 of the same job to the same seeker. */
const twoOffers = async () => {
  const s = await t.setup(PROVIDER_STATE.offerPaymentFailed, { cause: "insufficientBalance" });
  const o2 = await t.post("/api/offers", s.providerToken, { terms: exampleTerms(s.jobId ?? "", s.seekerId ?? ""), choice: VA_CHOICE });
  expect(o2.status).toBe(201);
  const second = json<OfferDetail>(o2);
  return { s, o1: s.offerId ?? "", o2: second.offerId, p2: second.payments[0]?.paymentId ?? "" };
};

describe("a new payment for an offer whose payment failed, while another offer of the job to the seeker is in flight", () => {
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.stop();
  });

  it("is refused with 409 OFFER_ALREADY_SENT once the other was paid and sent (the issue's steps); nothing is started", async () => {
    const { s, o1, p2 } = await twoOffers();
    expect((await t.dev(`/__dev/payments/${p2}/settle`)).status).toBe(200);
    const before = h.server.state();
    const again = await t.post(`/api/offers/${o1}/payments`, s.providerToken, { choice: VA_CHOICE });
    expect([again.status, errorCodeOf(again), detailsOf(again)]).toEqual([409, "OFFER_ALREADY_SENT", { status: "sent" }]);
    expect(h.server.state().payments).toEqual(before.payments);
    expect(json<OfferDetail>(await t.get(`/api/offers/${o1}`, s.providerToken)).state.status).toBe("paymentFailed");
    // The seeker has one offer of the job to answer, and the provider paid once.
    expect(json<{ items: OfferDetail[] }>(await t.get("/api/me/offers", s.seekerToken)).items).toHaveLength(1);
    expectLedgerHolds(h.server.state());
    expect(h.server.state().ledger.transactions.map((tx) => tx.kind)).toEqual(["offerFunded"]);
  });

  it("is refused while the other waits for its payment, and allowed again once the other's payment failed", async () => {
    const { s, o1, p2 } = await twoOffers();
    const early = await t.post(`/api/offers/${o1}/payments`, s.providerToken, { choice: VA_CHOICE }, "pay-o1");
    expect([early.status, errorCodeOf(early), detailsOf(early)]).toEqual([409, "OFFER_ALREADY_SENT", { status: "paymentPending" }]);
    await t.dev(`/__dev/payments/${p2}/fail`, { cause: "connection" });
    // The refused key may be sent again once the reason is gone.
    const now = await t.post(`/api/offers/${o1}/payments`, s.providerToken, { choice: VA_CHOICE }, "pay-o1");
    expect([now.status, json<PaymentDetail>(now).state.status]).toEqual([201, "pending"]);
  });

  it("is allowed after the other was declined, and the seeker is never hired twice for the job", async () => {
    const { s, o1, p2 } = await twoOffers();
    await t.dev(`/__dev/payments/${p2}/settle`);
    const o2 = h.server.state().offers.find((o) => o.paymentIds.some((id) => id === p2))?.offerId ?? "";
    expect((await t.post(`/api/offers/${o2}/decline`, s.seekerToken)).status).toBe(200);
    const again = json<PaymentDetail>(await t.post(`/api/offers/${o1}/payments`, s.providerToken, { choice: VA_CHOICE }));
    await t.dev(`/__dev/payments/${again.paymentId}/settle`);
    expect((await t.post(`/api/offers/${o1}/accept`, s.seekerToken)).status).toBe(200);
    // Hired: no further offer of the job to her, by a new offer or by paying an old one.
    const third = await t.post("/api/offers", s.providerToken, {
      terms: exampleTerms(s.jobId ?? "", s.seekerId ?? "", { schedule: { period: { start: "2029-12-10", end: "2029-12-12" }, workingDays: ["2029-12-11"], hours: { start: "08:00", end: "16:00" } } }),
      choice: VA_CHOICE,
    });
    expect([third.status, errorCodeOf(third), detailsOf(third)]).toEqual([409, "OFFER_ALREADY_SENT", { status: "accepted" }]);
    expectLedgerHolds(h.server.state());
    expect(json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken)).balance).toBe(TOTAL);
  });
});

describe("a settlement for an offer while another offer of the job holds the seeker (only data written before this rule)", () => {
  it("is refused and moves nothing: never a second sent offer", () => {
    const now = wibInstant(2029, 11, 28, 9);
    const seed = createSeed();
    const job = seed.jobs.find((j) => j.jobId === "j-1005");
    if (job === undefined) throw new Error("seed job j-1005");
    const seekerId = DEMO_ACCOUNTS.seeker.userId;
    // O2 sent; O1 pending next to it, as the old code let a failed O1 be paid again.
    const sent = arrangeOffer(seed, { job, createdBy: job.createdBy, terms: exampleTerms(job.jobId, seekerId), choice: VA_CHOICE, now, stage: "sent" });
    const other = { ...job, jobId: "j-legacy" as typeof job.jobId };
    const made = makeOffer({ ...sent.db, jobs: [...sent.db.jobs, other] }, { job: other, businessId: job.businessId, createdBy: job.createdBy, terms: exampleTerms(other.jobId, seekerId), choice: VA_CHOICE, now });
    if (Result.isFailure(made)) throw new Error(made.failure.code);
    const legacy = { ...made.success.db, offers: made.success.db.offers.map((o) => (o.offerId === made.success.value.offerId ? { ...o, jobId: job.jobId } : o)) };
    const settled = settlePayment(legacy, made.success.value.paymentId, now);
    expect(Result.isFailure(settled) && [settled.failure.code, settled.failure.details]).toEqual(["OFFER_ALREADY_SENT", { status: "sent" }]);
    expect(legacy.ledger.transactions.map((t) => t.kind)).toEqual(["offerFunded"]);
  });

  it("money for a failed offer whose slot another offer took is credited to the balance, never a second escrow", () => {
    const now = wibInstant(2029, 11, 28, 9);
    const seed = createSeed();
    const job = seed.jobs.find((j) => j.jobId === "j-1005");
    if (job === undefined) throw new Error("seed job j-1005");
    const seekerId = DEMO_ACCOUNTS.seeker.userId;
    const failed = arrangeOffer(seed, { job, createdBy: job.createdBy, terms: exampleTerms(job.jobId, seekerId), choice: VA_CHOICE, now, stage: "paymentFailed", cause: "expired" });
    const week2 = { period: { start: "2029-12-08", end: "2029-12-12" }, workingDays: ["2029-12-09"], hours: { start: "08:00", end: "16:00" } };
    const taken = arrangeOffer(failed.db, { job, createdBy: job.createdBy, terms: exampleTerms(job.jobId, seekerId, { schedule: week2 }), choice: VA_CHOICE, now, stage: "sent" });
    const late = payLate(taken.db, failed.paymentId, now);
    if (Result.isFailure(late)) throw new Error(late.failure.code);
    const { db } = late.success;
    expect(db.ledger.transactions.map((t) => t.kind)).toEqual(["offerFunded", "latePaymentCredited"]);
    expect(db.offers.map((o) => o.state.status).sort()).toEqual(["paymentFailed", "sent"]);
  });
});
