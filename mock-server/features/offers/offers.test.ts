import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { balanceOf } from "../../../domain/ledger/ledger.rules";
import type { OfferDetail, ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import type { BusinessId } from "../../../domain/shared/ids.schema";
import { HOUR_MS, MINUTE_MS, wibDateKey } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { EWALLET_CHOICE, exampleTerms, VA_CHOICE } from "./offers.arrange";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";

/**
 * Issue 14 through the mock's HTTP API: offers made, paid, answered and expired; every refusal;
 * Idempotency-Key; who may see and do what. The ledger's invariants are checked after every step
 * that moves money.
 */
let h: Harness;
const t = kit(() => h);
const holds = () => expectLedgerHolds(h.server.state());

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const TOTAL = 791_500;
const offerBody = (s: Record<string, string>, over: Partial<ReturnType<typeof exampleTerms>> = {}) => ({
  terms: { ...exampleTerms(s.jobId ?? "", s.seekerId ?? ""), ...over },
  choice: VA_CHOICE,
});
const code = (res: { json: unknown }) => errorCodeOf(res as Parameters<typeof errorCodeOf>[0]);
const detailsOf = (res: { json: unknown }) => (res.json as { error: { details?: Record<string, unknown> } }).error.details;

describe("making an offer", () => {
  it("answers the offer waiting for its payment: a VA number, the price with each fee, 3 hours to pay; nothing moves yet", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const res = await t.post("/api/offers", s.providerToken, offerBody(s));
    expect(res.status).toBe(201);
    const offer = json<OfferDetail>(res);
    expect(offer).toMatchObject({
      jobTitle: "Waiter",
      seekerName: DEMO_ACCOUNTS.seeker.fullName,
      businessName: expect.any(String),
      price: { salary: 750_000, serviceFee: 37_500, adminFee: 4_000, total: TOTAL },
      state: { status: "paymentPending", amount: TOTAL },
      history: [{ event: "created" }, { event: "paymentStarted" }],
    });
    const [payment] = offer.payments;
    expect(payment).toMatchObject({ state: { status: "pending", method: "virtualAccount", amount: TOTAL }, virtualAccountNumber: expect.stringMatching(/^39358\d{11}$/), ewalletCheckoutUrl: null, transactionId: null, paidAt: null, credits: [] });
    expect((payment?.expiresAt ?? 0) - (payment?.startedAt ?? 0)).toBe(3 * HOUR_MS);
    expect(offer.serverNow).toBeGreaterThanOrEqual(offer.createdAt);
    expect(h.server.state().ledger.transactions).toEqual([]);
    // The seeker does not see it before it is paid.
    expect(code(await t.get(`/api/offers/${offer.offerId}`, s.seekerToken))).toBe("OFFER_NOT_FOUND");
    expect(json<{ items: unknown[] }>(await t.get("/api/me/offers", s.seekerToken)).items).toEqual([]);
  });

  it("by e-wallet: 30 minutes, and a checkout URL of the configured origin", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const offer = json<OfferDetail>(await t.post("/api/offers", s.providerToken, { ...offerBody(s), choice: EWALLET_CHOICE }));
    const payment = offer.payments[0] as PaymentDetail;
    expect(payment.ewalletCheckoutUrl).toBe(`${h.url}/__dev/ewallet/${payment.paymentId}`);
    expect(payment.virtualAccountNumber).toBeNull();
    expect(payment.expiresAt - payment.startedAt).toBe(30 * MINUTE_MS);
  });

  it("counts the offer on the job: no longer editable or deletable", async () => {
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const jobs = json<{ items: { jobId: string; offers: number; editable: boolean; deletable: boolean }[] }>(await t.get("/api/business/jobs", s.providerToken));
    expect(jobs.items.find((j) => j.jobId === s.jobId)).toMatchObject({ offers: 1, editable: false, deletable: false });
    expect(code(await t.post(`/api/jobs/${s.jobId}/delete`, s.providerToken))).toBe("JOB_NOT_DELETABLE");
  });

  it("refuses what the rules refuse, each with its code", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const refused = async (body: unknown) => {
      const res = await t.post("/api/offers", s.providerToken, body);
      return [res.status, code(res)];
    };
    const days = (workingDays: string[], period = { start: "2029-12-01", end: "2029-12-05" }) => ({ schedule: { period, workingDays, hours: { start: "08:00", end: "16:00" } } });
    expect(await refused({ ...offerBody(s), terms: { ...offerBody(s).terms, jobId: "j-nope" } })).toEqual([404, "JOB_NOT_FOUND"]);
    expect(await refused({ ...offerBody(s), terms: { ...offerBody(s).terms, seekerId: "u-nope" } })).toEqual([404, "SEEKER_NOT_FOUND"]);
    expect(await refused({ ...offerBody(s), terms: { ...offerBody(s).terms, seekerId: s.providerUserId } })).toEqual([404, "SEEKER_NOT_FOUND"]);
    expect(await refused(offerBody(s, days(["2029-12-02"], { start: "2029-12-05", end: "2029-12-01" })))).toEqual([400, "JOB_PERIOD_INVALID"]);
    expect(await refused(offerBody(s, days(["2029-12-02"], { start: "2029-12-01", end: "2030-06-01" })))).toEqual([400, "PART_TIME_TOO_LONG"]);
    expect(await refused(offerBody(s, days([])))).toEqual([400, "OFFER_WORKING_DAYS_INVALID"]);
    expect(await refused(offerBody(s, days(["2029-12-09"])))).toEqual([400, "OFFER_WORKING_DAYS_INVALID"]);
    expect(await refused(offerBody(s, days(["2020-12-02"], { start: "2020-12-01", end: "2020-12-05" })))).toEqual([400, "OFFER_WORKING_DAYS_INVALID"]);
    expect(await refused({ ...offerBody(s), terms: { ...offerBody(s).terms, wage: { kind: "daily", dailyWage: 0 } } })).toEqual([400, "INVALID_AMOUNT"]);
    expect(await refused({ ...offerBody(s), terms: { ...offerBody(s).terms, place: "  " } })).toEqual([400, "VALIDATION_FAILED"]);
    expect(h.server.state().offers).toEqual([]);

    expect((await t.post("/api/offers", s.providerToken, offerBody(s))).status).toBe(201);
    const again = await t.post("/api/offers", s.providerToken, offerBody(s));
    expect([again.status, code(again), detailsOf(again)]).toEqual([409, "OFFER_ALREADY_SENT", { status: "paymentPending" }]);
  });

  it("checks the seeker: 18 or older, a date of birth, no clash with a confirmed job", async () => {
    const young = await t.setup(PROVIDER_STATE.jobHasApplicant, { seekerAge: 17 });
    expect(code(await t.post("/api/offers", young.providerToken, offerBody(young)))).toBe("SEEKER_TOO_YOUNG");
    const bare = await t.setup(PROVIDER_STATE.accountExists, { phone: "81277770051" });
    expect(code(await t.post("/api/offers", young.providerToken, offerBody({ ...young, seekerId: bare.userId ?? "" })))).toBe("DATE_OF_BIRTH_INVALID");
    const clash = await t.setup(PROVIDER_STATE.seekerHasClashingJob, { provider: "81200000021", seeker: "81200000005" });
    const res = await t.post("/api/offers", clash.providerToken, offerBody(clash));
    expect([res.status, code(res), detailsOf(res)?.conflict]).toEqual([409, "SCHEDULE_CONFLICT", "overlap"]);
  });

  it("takes only an open job of the caller's, with places left", async () => {
    const budi = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const closed = await t.setup(PROVIDER_STATE.jobExists, { owner: DEMO_ACCOUNTS.providerAdmin.phone, status: "closed" });
    expect(code(await t.post("/api/offers", budi.providerToken, offerBody({ ...budi, jobId: closed.jobId ?? "" })))).toBe("JOB_NOT_OPEN");
    const draft = await t.setup(PROVIDER_STATE.jobExists, { owner: DEMO_ACCOUNTS.providerAdmin.phone, status: "draft" });
    expect(code(await t.post("/api/offers", budi.providerToken, offerBody({ ...budi, jobId: draft.jobId ?? "" })))).toBe("JOB_NOT_OPEN");
    const soon = await t.setup(PROVIDER_STATE.jobExists, { owner: DEMO_ACCOUNTS.providerAdmin.phone, expiresInHours: 1 });
    const late = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    await t.clock(2 * 3600);
    expect(code(await t.post("/api/offers", late.providerToken, offerBody({ ...late, jobId: soon.jobId ?? "" })))).toBe("JOB_EXPIRED");
    // Another business's job (open, so visible): forbidden; another business's draft: not found.
    const rudi = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: "81200000021", business: "verified" });
    expect(code(await t.post("/api/offers", rudi.token, offerBody(late)))).toBe("FORBIDDEN");
    expect(code(await t.post("/api/offers", rudi.token, offerBody({ ...late, jobId: draft.jobId ?? "" })))).toBe("JOB_NOT_FOUND");
    // A seeker may not offer.
    expect(code(await t.post("/api/offers", late.seekerToken, offerBody(late)))).toBe("FORBIDDEN");
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer for the same request: one offer, one payment, however often Pay is pressed", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const first = await t.post("/api/offers", s.providerToken, offerBody(s), "pay-once");
    const second = await t.post("/api/offers", s.providerToken, offerBody(s), "pay-once");
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(h.server.state().offers).toHaveLength(1);
    expect(h.server.state().payments).toHaveLength(1);
    // Keys are the caller's own: another provider's same key is another request.
    const rudi = await t.setup(PROVIDER_STATE.jobHasApplicant, { provider: "81200000021", seeker: "81200000005" });
    expect((await t.post("/api/offers", rudi.providerToken, offerBody(rudi), "pay-once")).status).toBe(201);
    expect(h.server.state().offers).toHaveLength(2);
  });

  it("refuses the same key for another request, and a POST without a key; checks the body first", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    await t.post("/api/offers", s.providerToken, offerBody(s), "k-1");
    const other = await t.post("/api/offers", s.providerToken, { ...offerBody(s), choice: EWALLET_CHOICE }, "k-1");
    expect([other.status, code(other)]).toEqual([422, "IDEMPOTENCY_CONFLICT"]);
    const elsewhere = await t.post(`/api/offers/${h.server.state().offers[0]?.offerId}/accept`, s.seekerToken, undefined, "k-1");
    expect(code(elsewhere)).not.toBe("IDEMPOTENCY_CONFLICT"); // the seeker's keys are hers
    const none = await h.call("POST", "/api/offers", { token: s.providerToken, body: offerBody(s) });
    expect([none.status, code(none)]).toEqual([400, "IDEMPOTENCY_KEY_REQUIRED"]);
    expect(code(await t.post("/api/offers", s.providerToken, offerBody(s), " "))).toBe("IDEMPOTENCY_KEY_REQUIRED");
    expect(code(await t.post("/api/offers", s.providerToken, offerBody(s), "k".repeat(256)))).toBe("VALIDATION_FAILED");
    expect(code(await h.call("POST", "/api/offers", { token: s.providerToken, body: { terms: {} } }))).toBe("VALIDATION_FAILED");
    for (const path of [`/api/offers/o-x/accept`, `/api/offers/o-x/decline`]) expect(code(await h.call("POST", path, { token: s.seekerToken }))).toBe("IDEMPOTENCY_KEY_REQUIRED");
    expect(code(await h.call("POST", "/api/offers/o-x/payments", { token: s.providerToken, body: { choice: VA_CHOICE } }))).toBe("IDEMPOTENCY_KEY_REQUIRED");
  });

  it("lets a refused request's key be sent again once the reason is gone", async () => {
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const early = await t.post(`/api/offers/${s.offerId}/payments`, s.providerToken, { choice: EWALLET_CHOICE }, "retry-1");
    expect(code(early)).toBe("PAYMENT_NOT_RETRYABLE");
    await t.dev(`/__dev/payments/${s.paymentId}/fail`, { cause: "connection" });
    expect((await t.post(`/api/offers/${s.offerId}/payments`, s.providerToken, { choice: EWALLET_CHOICE }, "retry-1")).status).toBe(201);
    expect((await t.post(`/api/offers/${s.offerId}/payments`, s.providerToken, { choice: EWALLET_CHOICE }, "retry-1")).status).toBe(201);
    expect(h.server.state().payments).toHaveLength(2);
  });
});

describe("the whole loop, with the ledger adding up after every step", () => {
  it("paid by VA, settled by the gateway, accepted: fees earned, the salary in escrow; the second acceptance fills the job and closes it", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const offer = json<OfferDetail>(await t.post("/api/offers", s.providerToken, offerBody(s)));
    const paymentId = offer.payments[0]?.paymentId ?? "";
    holds();
    const settled = await t.dev(`/__dev/payments/${paymentId}/settle`);
    expect(json<PaymentDetail>(settled)).toMatchObject({ state: { status: "success" }, transactionId: expect.stringMatching(/^TRX-\d{8}-\d{6}$/), paidAt: expect.any(Number) });
    holds();
    const seen = json<OfferDetail>(await t.get(`/api/offers/${offer.offerId}`, s.seekerToken));
    expect(seen).toMatchObject({ state: { status: "sent", expiresAt: expect.any(Number) }, payments: [], history: [{ event: "sent" }] });
    expect((seen.state as { expiresAt: number }).expiresAt - seen.serverNow).toBeLessThanOrEqual(24 * HOUR_MS);
    expect(json<{ items: { application: { status: string }; card: { job: { jobId: string } } }[] }>(await t.get("/api/seeker/applications", s.seekerToken)).items.find((i) => i.card.job.jobId === s.jobId)?.application.status).toBe("offered");
    expect(json<{ items: OfferDetail[] }>(await t.get("/api/me/offers", s.seekerToken)).items.map((o) => o.offerId)).toEqual([offer.offerId]);

    const accepted = await t.post(`/api/offers/${offer.offerId}/accept`, s.seekerToken);
    expect(json<OfferDetail>(accepted)).toMatchObject({ state: { status: "accepted" }, payments: [] });
    holds();
    const db = h.server.state();
    expect(balanceOf(db.ledger, { kind: "offerEscrow", offerId: offer.offerId })).toBe(750_000);
    const today = wibDateKey(h.server.clock.now());
    expect(balanceOf(db.ledger, { kind: "feeIncome", fee: "serviceFee", day: today })).toBe(37_500);
    expect(balanceOf(db.ledger, { kind: "feeIncome", fee: "adminFee", day: today })).toBe(4_000);
    expect(balanceOf(db.ledger, { kind: "providerBalance", businessId: s.businessId as BusinessId })).toBe(0);
    const listed = json<{ items: { jobId: string; status: string; offers: number }[] }>(await t.get("/api/business/jobs", s.providerToken));
    expect(listed.items.find((j) => j.jobId === s.jobId)).toMatchObject({ status: "open", offers: 1 });

    // The job has two places: a second seeker's acceptance fills it and closes it.
    const rina = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: DEMO_ACCOUNTS.rina.phone });
    const second = json<OfferDetail>(await t.post("/api/offers", s.providerToken, offerBody({ ...s, seekerId: rina.userId ?? "" })));
    await t.dev(`/__dev/payments/${second.payments[0]?.paymentId}/settle`);
    const filled = json<OfferDetail>(await t.post(`/api/offers/${second.offerId}/accept`, rina.token));
    expect(filled.history.map((e) => e.event)).toEqual(["sent", "accepted", "jobClosed"]);
    holds();
    expect(json<{ items: { jobId: string; status: string; offers: number }[] }>(await t.get("/api/business/jobs", s.providerToken)).items.find((j) => j.jobId === s.jobId)).toMatchObject({ status: "closed", offers: 2 });
    expect(code(await t.post(`/api/jobs/${s.jobId}/post`, s.providerToken))).toBe("JOB_CANNOT_OPEN");
    expect(json<OfferDetail>(await t.get(`/api/offers/${offer.offerId}`, s.providerToken)).history.map((e) => e.event)).toEqual(["created", "paymentStarted", "sent", "accepted"]);
  });

  it("declined: the whole payment back on the provider's balance; answering again is refused", async () => {
    const s = await t.setup(PROVIDER_STATE.offerSent, {});
    const declined = await t.post(`/api/offers/${s.offerId}/decline`, s.seekerToken, undefined, "no-thanks");
    expect(json<OfferDetail>(declined)).toMatchObject({ state: { status: "declined", refundedToBalance: TOTAL } });
    holds();
    expect(json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken))).toEqual({
      balance: TOTAL,
      credits: [{ offerId: s.offerId, kind: "offerRefund", amount: TOTAL, at: expect.any(Number), refundDueBy: null }],
    });
    // The same key replays the decline; a new one is told it was answered.
    expect((await t.post(`/api/offers/${s.offerId}/decline`, s.seekerToken, undefined, "no-thanks")).json).toEqual(declined.json);
    const again = await t.post(`/api/offers/${s.offerId}/accept`, s.seekerToken);
    expect([again.status, code(again), detailsOf(again)]).toEqual([409, "OFFER_ALREADY_ANSWERED", { answer: "declined" }]);
    expect(h.server.state().ledger.transactions).toHaveLength(2);
    expect(json<OfferDetail>(await t.get(`/api/offers/${s.offerId}`, s.providerToken)).history.map((e) => e.event)).toEqual(["created", "paymentStarted", "sent", "declined", "refunded"]);
  });

  it("expired by the clock: refunded once, and the seeker is told 'you have not responded'", async () => {
    const s = await t.setup(PROVIDER_STATE.offerSent, {});
    await t.clock(24 * 3600 + 1);
    const res = await t.post(`/api/offers/${s.offerId}/accept`, s.seekerToken);
    expect([res.status, code(res), typeof detailsOf(res)?.expiresAt]).toEqual([410, "OFFER_EXPIRED", "string"]);
    holds();
    // A refusal changes nothing; the next read decides the expiry the same way.
    expect(h.server.state().offers[0]?.state.status).toBe("sent");
    expect(code(await t.post(`/api/offers/${s.offerId}/decline`, s.seekerToken))).toBe("OFFER_EXPIRED");
    const provider = json<OfferDetail>(await t.get(`/api/offers/${s.offerId}`, s.providerToken));
    expect(provider).toMatchObject({ state: { status: "expired", refundedToBalance: TOTAL } });
    expect(provider.history.slice(-2).map((e) => e.event)).toEqual(["expired", "refunded"]);
    expect(json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken)).balance).toBe(TOTAL);
    expect(h.server.state().ledger.transactions.map((tx) => tx.kind)).toEqual(["offerFunded", "escrowRefunded"]);
  });

  it("a payment that expires unpaid is paid again by another method; money arriving late for it is credited with its refund date", async () => {
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, { method: "ewallet" });
    await t.clock(31 * 60);
    const offer = json<OfferDetail>(await t.get(`/api/offers/${s.offerId}`, s.providerToken));
    expect(offer).toMatchObject({ state: { status: "paymentFailed" }, payments: [{ state: { status: "failed", cause: "expired" } }] });
    expect(offer.history.map((e) => e.event)).toEqual(["created", "paymentStarted", "paymentExpired"]);
    const retry = await t.post(`/api/offers/${s.offerId}/payments`, s.providerToken, { choice: VA_CHOICE });
    expect([retry.status, json<PaymentDetail>(retry).state]).toMatchObject([201, { status: "pending", method: "virtualAccount" }]);
    const pending = await t.post(`/api/offers/${s.offerId}/payments`, s.providerToken, { choice: VA_CHOICE });
    expect([code(pending), detailsOf(pending)]).toEqual(["PAYMENT_NOT_RETRYABLE", { reason: "pending" }]);

    const late = json<PaymentDetail>(await t.dev(`/__dev/payments/${s.paymentId}/pay-late`));
    expect(late).toMatchObject({ state: { status: "failed", refunded: TOTAL }, credits: [{ kind: "latePayment", amount: TOTAL, refundDueBy: expect.any(Number) }] });
    holds();
    const credit = late.credits[0];
    expect((credit?.refundDueBy ?? 0) - (credit?.at ?? 0)).toBeGreaterThanOrEqual(14 * 24 * HOUR_MS - 4 * 24 * HOUR_MS);
    await t.dev(`/__dev/payments/${json<PaymentDetail>(retry).paymentId}/settle`);
    holds();
    const paid = await t.post(`/api/offers/${s.offerId}/payments`, s.providerToken, { choice: VA_CHOICE });
    expect([code(paid), detailsOf(paid)]).toEqual(["PAYMENT_NOT_RETRYABLE", { reason: "paid" }]);
    expect(json<ProviderBalanceView>(await t.get("/api/business/balance", s.providerToken))).toMatchObject({ balance: TOTAL, credits: [{ kind: "latePayment" }] });
    expect(json<OfferDetail>(await t.get(`/api/offers/${s.offerId}`, s.providerToken)).state.status).toBe("sent");
  });
});

describe("who may see and do what", () => {
  it("hides an offer from everyone but its provider and (once sent) its seeker", async () => {
    const s = await t.setup(PROVIDER_STATE.offerSent, { provider: DEMO_ACCOUNTS.providerAdmin.phone });
    const rudi = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: DEMO_ACCOUNTS.kopiAdmin.phone, business: "verified" });
    const dewi = { token: await h.logIn(DEMO_ACCOUNTS.providerMember.phone) };
    const rina = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: DEMO_ACCOUNTS.rina.phone });
    for (const token of [rudi.token, rina.token])
      for (const path of [`/api/offers/${s.offerId}`, `/api/payments/${s.paymentId}`, `/api/business/payments?ids=${s.paymentId}`])
        expect([path, (await t.get(path, token)).status]).toEqual([path, 404]);
    expect(code(await t.get(`/api/offers/${s.offerId}`, dewi.token))).toBe("OFFER_NOT_FOUND");
    expect(code(await t.post(`/api/offers/${s.offerId}/accept`, rina.token))).toBe("OFFER_NOT_FOUND");
    expect(code(await t.post(`/api/offers/${s.offerId}/payments`, rudi.token, { choice: VA_CHOICE }))).toBe("OFFER_NOT_FOUND");
    // Its provider may not answer it, its seeker may not pay it nor see its payments.
    expect(code(await t.post(`/api/offers/${s.offerId}/accept`, s.providerToken))).toBe("FORBIDDEN");
    expect(code(await t.post(`/api/offers/${s.offerId}/decline`, s.providerToken))).toBe("FORBIDDEN");
    expect(code(await t.post(`/api/offers/${s.offerId}/payments`, s.seekerToken, { choice: VA_CHOICE }))).toBe("FORBIDDEN");
    expect(code(await t.get(`/api/payments/${s.paymentId}`, s.seekerToken))).toBe("PAYMENT_NOT_FOUND");
    expect(code(await t.get(`/api/business/offers?jobId=${s.jobId}`, rudi.token))).toBe("FORBIDDEN");
    expect(code(await t.get(`/api/business/offers?jobId=j-nope`, s.providerToken))).toBe("JOB_NOT_FOUND");
    expect(code(await t.get("/api/business/offers", s.seekerToken))).toBe("BUSINESS_NOT_FOUND");
    expect(json<{ items: OfferDetail[] }>(await t.get("/api/business/offers", rudi.token)).items).toEqual([]);
    expect(json<{ items: OfferDetail[] }>(await t.get("/api/business/offers", s.providerToken)).items.map((o) => o.offerId)).toEqual([s.offerId]);
    expect(json<{ items: OfferDetail[] }>(await t.get(`/api/business/offers?jobId=${s.jobId}`, s.providerToken)).items).toMatchObject([{ offerId: s.offerId, payments: [{ paymentId: s.paymentId }] }]);
    // The seeker in the provider role sees her offer but may not answer it.
    await h.call("POST", "/api/auth/role", { token: s.seekerToken, body: { role: "provider" } });
    expect((await t.get(`/api/offers/${s.offerId}`, s.seekerToken)).status).toBe(200);
    expect(code(await t.post(`/api/offers/${s.offerId}/accept`, s.seekerToken))).toBe("FORBIDDEN");
    expect(h.server.state().offers[0]?.state.status).toBe("sent");
  });

  it("lets the Member who created the job, not another Member, handle its offers", async () => {
    // Dewi (an accepted Member of Bu Tini) created the seeded open job j-1007.
    const dewiToken = await h.logIn(DEMO_ACCOUNTS.providerMember.phone);
    const siti = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: DEMO_ACCOUNTS.seeker.phone });
    const made = await t.post("/api/offers", dewiToken, offerBody({ jobId: "j-1007", seekerId: siti.userId ?? "" }));
    expect(made.status).toBe(201);
    const offerId = json<OfferDetail>(made).offerId;
    const budi = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
    expect((await t.get(`/api/offers/${offerId}`, budi)).status).toBe(200);
    // Budi's own job (j-1006) is not Dewi's to offer.
    expect(code(await t.post("/api/offers", dewiToken, offerBody({ jobId: "j-1006", seekerId: siti.userId ?? "" })))).toBe("FORBIDDEN");
    expect(json<{ balance: number }>(await t.get("/api/business/balance", dewiToken)).balance).toBe(0);
    const lina = await h.logIn(DEMO_ACCOUNTS.pendingMember.phone);
    expect(code(await t.get("/api/business/balance", lina))).toBe("FORBIDDEN");
    expect(code(await t.get("/api/business/balance", siti.token))).toBe("BUSINESS_NOT_FOUND");
  });

  it("never lets json-server's router reach offers, payments, the ledger or remembered answers", async () => {
    await t.setup(PROVIDER_STATE.paymentSucceeded, { paidTwice: true });
    for (const path of ["/api/offers", "/api/payments", "/api/ledger", "/api/idempotency", "/api/offers?_limit=1", "/api/db"]) {
      const res = await h.call("GET", path);
      expect([path, res.status >= 400 && res.status < 500, res.text.includes("paymentId"), res.text.includes("transactions")]).toEqual([path, true, false, false]);
    }
    expect((await h.call("GET", "/api/offers")).status).toBe(405);
    const before = h.readData();
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const res = await h.call(method, `/api/payments/${h.server.state().payments[0]?.paymentId}`, { body: { state: { status: "success" } } });
      expect([method, res.status]).toEqual([method, 405]);
    }
    expect(h.readData()).toBe(before);
  });
});
