import { expect } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { statusAndCode, type StateChecks, type StateTester } from "../../testing/state-checks";
import { exampleTerms, VA_CHOICE } from "./offers.arrange";

let keys = 0;
const key = () => ({ "idempotency-key": `state-check-${(keys += 1)}` });
const post = (t: StateTester, path: string, token: string | undefined, body?: unknown) =>
  t.call("POST", path, { ...(token === undefined ? {} : { token }), ...(body === undefined ? {} : { body }), headers: key() });
const get = (t: StateTester, path: string, token: string | undefined) => t.call("GET", path, token === undefined ? {} : { token });
const json = <A = Record<string, unknown>>(res: { json: unknown }) => res.json as A;

/** What a consumer relying on each offer state observes. */
export const offersStateChecks: StateChecks = {
  [PROVIDER_STATE.jobHasApplicant]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    const made = await post(t, "/api/offers", s.providerToken, { terms: exampleTerms(s.jobId ?? "", s.seekerId ?? ""), choice: VA_CHOICE });
    expect([made.status, json(made)]).toMatchObject([201, { state: { status: "paymentPending", amount: 791_500 }, price: { salary: 750_000, serviceFee: 37_500, adminFee: 4_000, total: 791_500 } }]);
    const young = await t.setup(PROVIDER_STATE.jobHasApplicant, { provider: "81200000021", seeker: "81277770040", seekerAge: 16 });
    const refused = await post(t, "/api/offers", young.providerToken, { terms: exampleTerms(young.jobId ?? "", young.seekerId ?? ""), choice: VA_CHOICE });
    expect(statusAndCode(refused)).toEqual([422, "SEEKER_TOO_YOUNG"]);
    for (const [jobStatus, status, code] of [["draft", 409, "JOB_NOT_OPEN"], ["closed", 409, "JOB_NOT_OPEN"], ["expired", 409, "JOB_EXPIRED"]] as const) {
      const job = await t.setup(PROVIDER_STATE.jobHasApplicant, { provider: "81200000022", seeker: "81200000005", jobStatus });
      const offered = await post(t, "/api/offers", job.providerToken, { terms: exampleTerms(job.jobId ?? "", job.seekerId ?? ""), choice: VA_CHOICE });
      expect([jobStatus, ...statusAndCode(offered)]).toEqual([jobStatus, status, code]);
    }
    const own = await t.setup(PROVIDER_STATE.jobHasApplicant, { provider: "81277770061", seeker: "81277770062", seekerInBusiness: true });
    const toOwn = await post(t, "/api/offers", own.providerToken, { terms: exampleTerms(own.jobId ?? "", own.seekerId ?? ""), choice: VA_CHOICE });
    expect([...statusAndCode(toOwn), json(toOwn)]).toMatchObject([403, "OWN_BUSINESS_JOB", { error: { details: { action: "offer" } } }]);
  },
  [PROVIDER_STATE.offerAwaitingPayment]: async (t) => {
    const va = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    expect(json(await get(t, `/api/offers/${va.offerId}`, va.providerToken))).toMatchObject({
      state: { status: "paymentPending" },
      payments: [{ paymentId: va.paymentId, choice: { method: "virtualAccount", bank: "bca" }, virtualAccountNumber: expect.stringMatching(/^\d{16}$/), ewalletCheckoutUrl: null }],
    });
    expect(statusAndCode(await get(t, `/api/offers/${va.offerId}`, va.seekerToken))).toEqual([404, "OFFER_NOT_FOUND"]);
    const wallet = await t.setup(PROVIDER_STATE.offerAwaitingPayment, { provider: "81200000021", seeker: "81200000005", method: "ewallet" });
    expect(json(await get(t, `/api/payments/${wallet.paymentId}`, wallet.providerToken))).toMatchObject({
      choice: { method: "ewallet", wallet: "gopay" },
      virtualAccountNumber: null,
      ewalletCheckoutUrl: expect.stringContaining(`/__dev/ewallet/${wallet.paymentId}`),
    });
  },
  [PROVIDER_STATE.offerPaymentFailed]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.offerPaymentFailed, { cause: "insufficientBalance" });
    expect(json(await get(t, `/api/payments/${s.paymentId}`, s.providerToken))).toMatchObject({ state: { status: "failed", cause: "insufficientBalance" } });
    const again = await post(t, `/api/offers/${s.offerId}/payments`, s.providerToken, { choice: { method: "ewallet", wallet: "dana" } });
    expect([again.status, json(again)]).toMatchObject([201, { state: { status: "pending", method: "ewallet" } }]);
    const late = await t.setup(PROVIDER_STATE.offerPaymentFailed, { provider: "81200000021", seeker: "81200000005", paidLate: true });
    expect(json(await get(t, `/api/offers/${late.offerId}`, late.providerToken))).toMatchObject({ state: { status: "paymentFailed" }, payments: [{ state: { cause: "expired" } }] });
    expect(json(await get(t, "/api/business/balance", late.providerToken))).toMatchObject({ balance: 791_500, credits: [{ kind: "latePayment", amount: 791_500, refundDueBy: expect.any(Number) }] });
    const taken = await t.setup(PROVIDER_STATE.offerPaymentFailed, { provider: "81277770063", seeker: "81277770064", anotherOfferSent: true });
    const twice = await post(t, `/api/offers/${taken.offerId}/payments`, taken.providerToken, { choice: VA_CHOICE });
    expect([...statusAndCode(twice), json(twice)]).toMatchObject([409, "OFFER_ALREADY_SENT", { error: { details: { status: "sent" } } }]);
    expect(json<{ items: unknown[] }>(await get(t, "/api/me/offers", taken.seekerToken)).items).toHaveLength(1);
    const joined = await t.setup(PROVIDER_STATE.offerPaymentFailed, { provider: "81277770065", seeker: "81277770066", seekerInBusiness: true });
    expect(statusAndCode(await post(t, `/api/offers/${joined.offerId}/payments`, joined.providerToken, { choice: VA_CHOICE }))).toEqual([403, "OWN_BUSINESS_JOB"]);
  },
  [PROVIDER_STATE.offerSent]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.offerSent, { method: "ewallet" });
    expect(json(await get(t, `/api/offers/${s.offerId}`, s.seekerToken))).toMatchObject({ state: { status: "sent" }, payments: [] });
    expect(json(await post(t, `/api/offers/${s.offerId}/accept`, s.seekerToken))).toMatchObject({ state: { status: "accepted" } });
    const full = await t.setup(PROVIDER_STATE.offerSent, { provider: "81200000021", seeker: "81200000005", headcountFilled: true });
    expect(statusAndCode(await post(t, `/api/offers/${full.offerId}/accept`, full.seekerToken))).toEqual([409, "JOB_HEADCOUNT_FILLED"]);
    expect(statusAndCode(await post(t, "/api/offers", full.providerToken, { terms: exampleTerms(full.jobId ?? "", full.seekerId ?? ""), choice: VA_CHOICE }))).toEqual([409, "JOB_HEADCOUNT_FILLED"]);
  },
  [PROVIDER_STATE.offerAnswered]: async (t) => {
    const accepted = await t.setup(PROVIDER_STATE.offerAnswered, {});
    const again = await post(t, `/api/offers/${accepted.offerId}/decline`, accepted.seekerToken);
    expect([...statusAndCode(again), json(again)]).toMatchObject([409, "OFFER_ALREADY_ANSWERED", { error: { details: { answer: "accepted" } } }]);
    const declined = await t.setup(PROVIDER_STATE.offerAnswered, { provider: "81200000021", seeker: "81200000005", answer: "declined" });
    expect(json(await get(t, "/api/business/balance", declined.providerToken))).toMatchObject({ balance: 791_500, credits: [{ kind: "offerRefund", offerId: declined.offerId, refundDueBy: null }] });
  },
  [PROVIDER_STATE.offerExpired]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.offerExpired, {});
    expect(statusAndCode(await post(t, `/api/offers/${s.offerId}/accept`, s.seekerToken))).toEqual([410, "OFFER_EXPIRED"]);
    expect(json(await get(t, `/api/offers/${s.offerId}`, s.seekerToken))).toMatchObject({ state: { status: "expired", refundedToBalance: 791_500 } });
  },
  [PROVIDER_STATE.seekerHasClashingJob]: async (t) => {
    const overlap = await t.setup(PROVIDER_STATE.seekerHasClashingJob, {});
    const refused = await post(t, `/api/offers/${overlap.offerId}/accept`, overlap.seekerToken);
    expect([...statusAndCode(refused), json(refused)]).toMatchObject([409, "SCHEDULE_CONFLICT", { error: { details: { conflict: "overlap" } } }]);
    const again = await post(t, "/api/offers", overlap.providerToken, { terms: exampleTerms(overlap.jobId ?? "", overlap.seekerId ?? ""), choice: VA_CHOICE });
    expect(statusAndCode(again)).toEqual([409, "SCHEDULE_CONFLICT"]);
    expect(json(await get(t, `/api/offers/${overlap.confirmedOfferId}`, overlap.seekerToken))).toMatchObject({ state: { status: "accepted" } });
    const close = await t.setup(PROVIDER_STATE.seekerHasClashingJob, { provider: "81200000021", seeker: "81200000005", clash: "tooClose" });
    expect(json(await post(t, `/api/offers/${close.offerId}/accept`, close.seekerToken))).toMatchObject({ error: { code: "SCHEDULE_CONFLICT", details: { conflict: "tooClose" } } });
  },
  [PROVIDER_STATE.idempotencyKeyUsed]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.offerSent, {});
    await t.setup(PROVIDER_STATE.idempotencyKeyUsed, { phone: "81200000001", key: "used-key" });
    const conflict = await t.call("POST", `/api/offers/${s.offerId}/accept`, { token: s.seekerToken ?? "", headers: { "idempotency-key": "used-key" } });
    expect(statusAndCode(conflict)).toEqual([422, "IDEMPOTENCY_CONFLICT"]);
    // The key is the account's own: the provider's requests with it are not concerned.
    const other = await t.call("POST", "/api/offers", { token: s.providerToken ?? "", headers: { "idempotency-key": "used-key" }, body: { terms: exampleTerms(s.jobId ?? "", s.seekerId ?? ""), choice: VA_CHOICE } });
    expect(statusAndCode(other)).toEqual([409, "OFFER_ALREADY_SENT"]);
    expect(json(await post(t, `/api/offers/${s.offerId}/accept`, s.seekerToken))).toMatchObject({ state: { status: "accepted" } });
  },
  [PROVIDER_STATE.paymentSucceeded]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.paymentSucceeded, {});
    expect(json(await get(t, `/api/business/payments?ids=${s.paymentId}`, s.providerToken))).toMatchObject({
      items: [{ paymentId: s.paymentId, state: { status: "success" }, transactionId: expect.stringMatching(/^TRX-\d{8}-\d{6}$/), paidAt: expect.any(Number), credits: [] }],
    });
    const twice = await t.setup(PROVIDER_STATE.paymentSucceeded, { provider: "81200000021", seeker: "81200000005", paidTwice: true });
    expect(json(await get(t, `/api/payments/${twice.paymentId}`, twice.providerToken))).toMatchObject({ state: { refunded: 791_500 }, credits: [{ kind: "doublePayment", amount: 791_500 }] });
    expect(json(await get(t, "/api/business/balance", twice.providerToken))).toMatchObject({ balance: 791_500, credits: [{ kind: "doublePayment" }] });
  },
};
