import type { AuthToken } from "../../domain/identity/session.schema";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { OffersHttpAdapter } from "../../adapters/http/offers.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { CreateOfferRequest } from "../../domain/offer/offer-api.schema";
import type { PaymentChoice } from "../../domain/payment/payment-api.schema";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState, WIB_TIME, type TokenFromState } from "./pact-support";

/**
 * Offers and payments (issue 14, docs/api.md "Offers and payments"): every call of the
 * OffersHttpAdapter, each documented refusal included (a payment's changes come on the user's
 * event stream: events.pact.test.ts). The offer
 * states (contracts/README.md) log in both sides and hand back `providerToken`, `seekerToken`,
 * `jobId`, `seekerId`, `offerId` and `paymentId`; every offer they make has the same terms
 * (2, 3 and 4 Dec 2029, 08:00-16:00 WIB, Rp250.000 a day), which the requests below repeat.
 */
const { eachLike, integer, like, regex, uuid } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { providerAdmin: BUDI, kopiAdmin: RUDI, newProvider: ANDI, seeker: SITI } = DEMO_ACCOUNTS;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

// Bearer tokens: the offer states hand back both sides' sessions; the other states `token`.
const PROVIDER_BEARER = tokenFromState("tok-provider-example", "providerToken");
const SEEKER_BEARER = tokenFromState("tok-seeker-example", "seekerToken");
const CALLER_BEARER = tokenFromState("tok-caller-example");
const tokenOf = exampleToken;

/** Ids the states hand back, as the app sends them (the examples) and as the provider gets them. */
const JOB = "j-s1";
const SEEKER_ID = "u-seeker-siti";
const OFFER = "o-1a2b3c4d5e6f";
const PAYMENT = "p-1a2b3c4d5e6f";
const offerPath = (suffix = "") => fromState(`/api/offers/\${offerId}${suffix}`, `/api/offers/${OFFER}${suffix}`);
const paymentPath = (suffix = "") => fromState(`/api/payments/\${paymentId}${suffix}`, `/api/payments/${PAYMENT}${suffix}`);

/**
 * The headers of a money-moving POST: the app's own, and an Idempotency-Key that the verifier makes
 * new (a UUID generator) on every replay, so a backend that keeps keys never sees one twice.
 */
const APP_KEY = "e2490de5-5bd3-43d5-b7c4-526e33f71304";
const moneyHeaders = (bearer: TokenFromState) => ({ ...signedHeaders(bearer), "Idempotency-Key": uuid() });
/** The key `an Idempotency-Key was used for another request` sets up for the caller. */
const USED_KEY = "9d7c4f1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";
const usedKey = (phone: string) => state(S.idempotencyKeyUsed, { phone, key: USED_KEY });

// The offer the states make (contracts/README.md "Provider states").
const SCHEDULE = {
  period: { start: "2029-12-01", end: "2029-12-05" },
  workingDays: ["2029-12-02", "2029-12-03", "2029-12-04"],
  hours: { start: "08:00", end: "16:00" },
};
/** Other days for a second offer of the job to the seeker, clear of the first one's shifts: 9 and 10 Dec 2029. */
const OTHER_WEEK = { period: { start: "2029-12-08", end: "2029-12-12" }, workingDays: ["2029-12-09", "2029-12-10"], hours: { start: "08:00", end: "16:00" } };
const WAGE = { kind: "daily", dailyWage: 250_000 } as const;
const PLACE = "Jl. Contoh No. 1, Tebet, Jakarta Selatan";
const VA: PaymentChoice = { method: "virtualAccount", bank: "bca" };
const GOPAY: PaymentChoice = { method: "ewallet", wallet: "gopay" };

type TermsChange = Partial<{ schedule: typeof SCHEDULE; wage: { kind: "daily"; dailyWage: number }; jobId: string; seekerId: string }>;
/** The create request the app sends (the examples of the ids). */
const appRequest = (change: TermsChange = {}): CreateOfferRequest =>
  ({ terms: { jobId: JOB, seekerId: SEEKER_ID, schedule: SCHEDULE, wage: WAGE, place: PLACE, ...change }, choice: VA }) as unknown as CreateOfferRequest;
/** The same request as the pact holds it: the ids from the states unless a literal one is the point. */
const pactRequest = (change: TermsChange = {}, seeker: unknown = fromState("${seekerId}", SEEKER_ID)) => ({
  terms: {
    jobId: change.jobId ?? fromState("${jobId}", JOB),
    seekerId: change.seekerId ?? seeker,
    schedule: change.schedule ?? SCHEDULE,
    wage: change.wage ?? WAGE,
    place: PLACE,
  },
  choice: VA,
});

// Answers: type matchers with examples, exact where the app acts on a value.
const MILLIS = (example: number) => integer(example);
const NOW = 1_795_480_000_000;
const PRICE = { salary: integer(750_000), serviceFee: integer(37_500), adminFee: integer(4_000), total: integer(791_500) };
const TERMS_ANSWER = { jobId: like(JOB), seekerId: like(SEEKER_ID), schedule: SCHEDULE, wage: WAGE, place: PLACE };
const HISTORY_EVENT = regex(
  /^(created|paymentStarted|paymentFailed|paymentExpired|sent|accepted|declined|expired|refunded|doublePaymentCredited|latePaymentCredited|jobClosed)$/,
  "created",
);
const VA_NUMBER = regex(/^\d{10,20}$/, "3935877633385768");

const paymentBase = (choice: PaymentChoice, paymentState: Record<string, unknown>) => ({
  paymentId: like(PAYMENT),
  offerId: like(OFFER),
  choice,
  state: paymentState,
  price: PRICE,
  startedAt: MILLIS(NOW),
  expiresAt: MILLIS(NOW + 3 * 3_600_000),
  virtualAccountNumber: choice.method === "virtualAccount" ? VA_NUMBER : null,
  ewalletCheckoutUrl: choice.method === "ewallet" ? like(`https://pay.example.test/__dev/ewallet/${PAYMENT}`) : null,
  transactionId: null,
  paidAt: null,
  credits: [],
  serverNow: MILLIS(NOW),
});
const pendingPayment = (choice: PaymentChoice) =>
  paymentBase(choice, { status: "pending", method: choice.method, amount: integer(791_500), expiresAt: MILLIS(NOW + 3 * 3_600_000) });
const RECEIPT = { transactionId: like("TRX-20291202-000001"), paidAt: MILLIS(NOW) };
const paidPayment = (refunded: number, credits: unknown) => ({
  ...paymentBase(VA, { status: "success", method: "virtualAccount", amount: integer(791_500), refunded: integer(refunded) }),
  ...RECEIPT,
  credits,
});
const credit = (kind: "doublePayment" | "latePayment") => eachLike({ transactionId: like("TRX-20291202-000002"), kind, amount: integer(791_500), at: MILLIS(NOW), refundDueBy: MILLIS(NOW + 14 * 86_400_000) });

const offerAnswer = (offerState: Record<string, unknown>, payments: unknown) => ({
  offerId: like(OFFER),
  terms: TERMS_ANSWER,
  jobTitle: like("Waiter"),
  businessId: like("c-warung-bu-tini"),
  businessName: like("Warung Bu Tini"),
  seekerName: like("Siti Rahmawati"),
  price: PRICE,
  // The job's salary as posted (the job state's part-time range); null when confidential.
  postedSalary: like({ minimum: 250_000, maximum: 300_000, confidential: false, unit: "day" }),
  state: offerState,
  payments,
  history: eachLike({ event: HISTORY_EVENT, at: MILLIS(NOW) }),
  createdAt: MILLIS(NOW),
  serverNow: MILLIS(NOW),
});
const AMOUNT = { amount: integer(791_500) };
/** The provider's view of an offer awaiting its first payment (a BCA virtual account). */
const AWAITING_PAYMENT = offerAnswer({ status: "paymentPending", ...AMOUNT }, eachLike(pendingPayment(VA)));
/** The seeker's view: no payments. */
const seekerView = (offerState: Record<string, unknown>) => offerAnswer(offerState, []);
const SENT = { status: "sent", ...AMOUNT, expiresAt: MILLIS(NOW + 86_400_000) };

const api = (url: string, token: AuthToken | null = null) => new OffersHttpAdapter(clientFor(url, token));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

// States.
type Parties = ProviderStateParams[typeof S.jobHasApplicant];
const APPLICANT = (params: Parties = {}) => state(S.jobHasApplicant, params);
const AWAITING = (params: ProviderStateParams[typeof S.offerAwaitingPayment] = {}) => state(S.offerAwaitingPayment, params);
const OFFER_SENT = (params: ProviderStateParams[typeof S.offerSent] = {}) => state(S.offerSent, params);
const FAILED = (params: ProviderStateParams[typeof S.offerPaymentFailed] = {}) => state(S.offerPaymentFailed, params);
const ANSWERED = (answer: "accepted" | "declined") => state(S.offerAnswered, { answer });
const EXPIRED = state(S.offerExpired, {});
const CLASHING = (clash: "overlap" | "tooClose") => state(S.seekerHasClashingJob, { clash });
const PAID = (paidTwice = false) => state(S.paymentSucceeded, { paidTwice });
const BUDI_LOGGED_IN = state(S.providerLoggedIn, { phone: BUDI.phone, business: "verified" });
const SITI_LOGGED_IN = state(S.seekerLoggedIn, { phone: SITI.phone });
/** An offer state's job belongs to Rudi's business; the caller (`token`) is Budi, of another one. */
const RUDIS_JOB = [APPLICANT({ provider: RUDI.phone }), BUDI_LOGGED_IN] as const;

describe("offers: the provider makes an offer with its first payment", () => {
  it("creates an offer of a job to its applicant, paid by virtual account", () =>
    given([APPLICANT()])
      .uponReceiving("a request to offer a job to its applicant, paid by BCA virtual account")
      .withRequest("POST", "/api/offers", (b) => b.headers(moneyHeaders(PROVIDER_BEARER)).jsonBody(pactRequest()))
      .willRespondWith(201, (b) => b.jsonBody(AWAITING_PAYMENT))
      .executeTest(async (server) => {
        const offer = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).createOffer(appRequest(), APP_KEY));
        expect(offer).toMatchObject({ state: { status: "paymentPending" }, payments: [{ choice: VA, state: { status: "pending" } }] });
      }));

  const young = APPLICANT({ seekerAge: 17 });
  const noBirthDate = [APPLICANT(), state(S.accountExists, { phone: "81277770041" })] as const;
  const refusals: readonly {
    readonly what: string;
    readonly states: readonly Given[];
    readonly status: number;
    readonly code: string;
    readonly details?: Record<string, unknown>;
    readonly change?: TermsChange;
    readonly seeker?: unknown;
    readonly bearer?: TokenFromState;
    readonly key?: string;
  }[] = [
    { what: "an unknown job", states: [APPLICANT()], status: 404, code: "JOB_NOT_FOUND", change: { jobId: "j-nope" } },
    { what: "a job of another business", states: RUDIS_JOB, status: 403, code: "FORBIDDEN", bearer: CALLER_BEARER },
    { what: "a job whose places are all taken", states: [OFFER_SENT({ headcountFilled: true })], status: 409, code: "JOB_HEADCOUNT_FILLED", details: { headcount: integer(1) } },
    { what: "a draft job", states: [APPLICANT({ jobStatus: "draft" })], status: 409, code: "JOB_NOT_OPEN", details: { status: "draft" } },
    { what: "a job past its expiry", states: [APPLICANT({ jobStatus: "expired" })], status: 409, code: "JOB_EXPIRED" },
    { what: "an unknown seeker", states: [APPLICANT()], status: 404, code: "SEEKER_NOT_FOUND", change: { seekerId: "u-nobody" } },
    { what: "a seeker who is a Member of the provider's own business", states: [APPLICANT({ seekerInBusiness: true })], status: 403, code: "OWN_BUSINESS_JOB", details: { action: "offer" } },
    { what: "a seeker under 18", states: [young], status: 422, code: "SEEKER_TOO_YOUNG", details: { age: integer(17), minAge: integer(18) } },
    {
      what: "a seeker whose profile has no date of birth",
      states: noBirthDate,
      status: 422,
      code: "DATE_OF_BIRTH_INVALID",
      seeker: fromState("${userId}", "u-state-81277770041"),
    },
    {
      what: "a period that ends before it starts",
      states: [APPLICANT()],
      status: 400,
      code: "JOB_PERIOD_INVALID",
      details: { reason: "endBeforeStart" },
      change: { schedule: { ...SCHEDULE, period: { start: "2029-12-05", end: "2029-12-01" } } },
    },
    {
      what: "a part-time period over 90 days",
      states: [APPLICANT()],
      status: 400,
      code: "PART_TIME_TOO_LONG",
      details: { days: integer(183), maxDays: integer(90) },
      change: { schedule: { ...SCHEDULE, period: { start: "2029-12-01", end: "2030-06-01" } } },
    },
    {
      what: "a working day outside the period",
      states: [APPLICANT()],
      status: 400,
      code: "OFFER_WORKING_DAYS_INVALID",
      details: { reason: "outsidePeriod" },
      change: { schedule: { ...SCHEDULE, workingDays: ["2029-12-02", "2029-12-07"] } },
    },
    {
      what: "days at the time of the seeker's confirmed job",
      states: [CLASHING("overlap")],
      status: 409,
      code: "SCHEDULE_CONFLICT",
      details: { conflict: "overlap", with: { start: MILLIS(NOW), end: MILLIS(NOW + 8 * 3_600_000) } },
    },
    { what: "a second offer of the job to the seeker while the first awaits its payment", states: [AWAITING()], status: 409, code: "OFFER_ALREADY_SENT", details: { status: "paymentPending" } },
    { what: "a second offer of the job to the seeker once she accepted the first", states: [ANSWERED("accepted")], status: 409, code: "OFFER_ALREADY_SENT", details: { status: "accepted" }, change: { schedule: OTHER_WEEK } },
    { what: "a wage of Rp0", states: [APPLICANT()], status: 400, code: "INVALID_AMOUNT", details: { value: 0 }, change: { wage: { kind: "daily", dailyWage: 0 } } },
    {
      what: "a daily wage below the wage floor (Rp1 a day)",
      states: [APPLICANT()],
      status: 422,
      code: "OFFER_WAGE_BELOW_MINIMUM",
      details: { minimumDailyWage: integer(229_196), year: integer(2026) },
      change: { wage: { kind: "daily", dailyWage: 1 } },
    },
    { what: "an Idempotency-Key the provider used for another request", states: [APPLICANT(), usedKey(BUDI.phone)], status: 422, code: "IDEMPOTENCY_CONFLICT", key: USED_KEY },
  ];
  for (const r of refusals)
    it(`refuses ${r.what} (${r.code})`, () => {
      const bearer = r.bearer ?? PROVIDER_BEARER;
      const headers = r.key === undefined ? moneyHeaders(bearer) : { ...signedHeaders(bearer), "Idempotency-Key": r.key };
      return given(r.states)
        .uponReceiving(`a request to offer ${r.what}`)
        .withRequest("POST", "/api/offers", (b) => b.headers(headers).jsonBody(pactRequest(r.change, r.seeker)))
        .willRespondWith(r.status, (b) => b.jsonBody(errorEnvelope(r.code, r.details)))
        .executeTest(async (server) => {
          const seekerId = r.seeker === undefined ? {} : { seekerId: "u-state-81277770041" };
          const result = await api(server.url, tokenOf(bearer)).createOffer(appRequest({ ...seekerId, ...r.change }), r.key ?? APP_KEY);
          expectRefused(result, r.status, r.code);
        });
    });
});

describe("offers: reading them", () => {
  it("shows the provider an offer with its payments", () =>
    given([AWAITING()])
      .uponReceiving("a request by its provider for an offer awaiting its payment")
      .withRequest("GET", offerPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(AWAITING_PAYMENT))
      .executeTest(async (server) => {
        const offer = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).offer(OFFER));
        expect(offer.payments[0]?.virtualAccountNumber).toMatch(/^\d+$/);
      }));

  it("shows the seeker a sent offer without its payments", () =>
    given([OFFER_SENT()])
      .uponReceiving("a request by its seeker for a sent offer")
      .withRequest("GET", offerPath(), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(seekerView(SENT)))
      .executeTest(async (server) => {
        const offer = ok(await api(server.url, tokenOf(SEEKER_BEARER)).offer(OFFER));
        expect(offer).toMatchObject({ state: { status: "sent" }, payments: [], postedSalary: { unit: "day", confidential: false } });
      }));

  it("answers OFFER_NOT_FOUND to the seeker while the offer awaits its payment", () =>
    given([AWAITING()])
      .uponReceiving("a request by its seeker for an offer not yet paid")
      .withRequest("GET", offerPath(), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("OFFER_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(SEEKER_BEARER)).offer(OFFER), 404, "OFFER_NOT_FOUND")));

  it("lists a job's offers for its provider", () =>
    given([AWAITING()])
      .uponReceiving("a request for the offers of a job")
      .withRequest("GET", "/api/business/offers", (b) => b.headers(signedHeaders(PROVIDER_BEARER)).query({ jobId: fromState("${jobId}", JOB) }))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(AWAITING_PAYMENT) }))
      .executeTest(async (server) => {
        const list = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).jobOffers(JOB));
        expect(list.items[0]?.state.status).toBe("paymentPending");
      }));

  it("answers JOB_NOT_FOUND for the offers of an unknown job", () =>
    given([BUDI_LOGGED_IN])
      .uponReceiving("a request for the offers of an unknown job")
      .withRequest("GET", "/api/business/offers", (b) => b.headers(signedHeaders(CALLER_BEARER)).query({ jobId: "j-nope" }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(CALLER_BEARER)).jobOffers("j-nope"), 404, "JOB_NOT_FOUND")));

  it("answers FORBIDDEN for the offers of another business's job", () =>
    given(RUDIS_JOB)
      .uponReceiving("a request for the offers of another business's job")
      .withRequest("GET", "/api/business/offers", (b) => b.headers(signedHeaders(CALLER_BEARER)).query({ jobId: fromState("${jobId}", JOB) }))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(CALLER_BEARER)).jobOffers(JOB), 403, "FORBIDDEN")));

  it("lists the offers sent to the seeker", () =>
    given([OFFER_SENT()])
      .uponReceiving("a request for the offers sent to the seeker")
      .withRequest("GET", "/api/me/offers", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(seekerView(SENT)) }))
      .executeTest(async (server) => {
        const list = ok(await api(server.url, tokenOf(SEEKER_BEARER)).myOffers());
        expect(list.items[0]?.state.status).toBe("sent");
      }));
});

describe("offers: the seeker answers", () => {
  it("accepts a sent offer", () =>
    given([OFFER_SENT()])
      .uponReceiving("a request to accept a sent offer")
      .withRequest("POST", offerPath("/accept"), (b) => b.headers(moneyHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(seekerView({ status: "accepted", ...AMOUNT })))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(SEEKER_BEARER)).accept(OFFER, APP_KEY)).state.status).toBe("accepted");
      }));

  it("declines a sent offer, its payment back on the provider's balance", () =>
    given([OFFER_SENT()])
      .uponReceiving("a request to decline a sent offer")
      .withRequest("POST", offerPath("/decline"), (b) => b.headers(moneyHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(seekerView({ status: "declined", ...AMOUNT, refundedToBalance: integer(791_500) })))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(SEEKER_BEARER)).decline(OFFER, APP_KEY)).state).toMatchObject({ status: "declined", refundedToBalance: 791_500 });
      }));

  type Answer = "accept" | "decline";
  const refusals: readonly (readonly [Answer[], string, readonly Given[], number, string, Record<string, unknown>?, TokenFromState?, string?])[] = [
    [["accept", "decline"], "an unknown offer", [SITI_LOGGED_IN], 404, "OFFER_NOT_FOUND", undefined, CALLER_BEARER],
    [["accept", "decline"], "its provider", [OFFER_SENT()], 403, "FORBIDDEN", undefined, PROVIDER_BEARER],
    [["accept", "decline"], "an offer that expired unanswered ('Whoops, you have not responded')", [EXPIRED], 410, "OFFER_EXPIRED", { expiresAt: WIB_TIME }],
    [["accept"], "an offer the seeker declined", [ANSWERED("declined")], 409, "OFFER_ALREADY_ANSWERED", { answer: "declined" }],
    [["decline"], "an offer the seeker accepted", [ANSWERED("accepted")], 409, "OFFER_ALREADY_ANSWERED", { answer: "accepted" }],
    [["accept"], "a seeker with a confirmed job less than 2 hours before", [CLASHING("tooClose")], 409, "SCHEDULE_CONFLICT", { conflict: "tooClose", with: { start: MILLIS(NOW), end: MILLIS(NOW) } }],
    [["accept"], "a job whose places are all taken", [OFFER_SENT({ headcountFilled: true })], 409, "JOB_HEADCOUNT_FILLED", { headcount: integer(1) }],
    [["accept", "decline"], "an Idempotency-Key the seeker used for another request", [OFFER_SENT(), usedKey(SITI.phone)], 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
  ];
  for (const [answers, what, states, status, code, details, bearer = SEEKER_BEARER, key] of refusals)
    for (const answer of answers)
      it(`${answer}: refuses ${what} (${code})`, () =>
        given(states)
          .uponReceiving(`a request to ${answer} ${what}`)
          .withRequest("POST", answer === "accept" && what === "an unknown offer" ? "/api/offers/o-nope/accept" : what === "an unknown offer" ? "/api/offers/o-nope/decline" : offerPath(`/${answer}`), (b) =>
            b.headers(key === undefined ? moneyHeaders(bearer) : { ...signedHeaders(bearer), "Idempotency-Key": key }),
          )
          .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
          .executeTest(async (server) => {
            const offerId = what === "an unknown offer" ? "o-nope" : OFFER;
            expectRefused(await api(server.url, tokenOf(bearer))[answer](offerId, key ?? APP_KEY), status, code);
          }));
});

describe("payments: paying again, reading, receipts, the balance", () => {
  it("starts a new payment after one failed for insufficient balance, by another method", () =>
    given([FAILED({ cause: "insufficientBalance" })])
      .uponReceiving("a request to pay again by GoPay after an insufficient balance")
      .withRequest("POST", offerPath("/payments"), (b) => b.headers(moneyHeaders(PROVIDER_BEARER)).jsonBody({ choice: GOPAY }))
      .willRespondWith(201, (b) => b.jsonBody({ ...pendingPayment(GOPAY), state: { status: "pending", method: "ewallet", amount: integer(791_500), expiresAt: MILLIS(NOW + 1_800_000) } }))
      .executeTest(async (server) => {
        const payment = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).startPayment(OFFER, { choice: GOPAY }, APP_KEY));
        expect(payment).toMatchObject({ choice: GOPAY, state: { status: "pending" }, virtualAccountNumber: null });
      }));

  const payAgainRefusals: readonly (readonly [string, readonly Given[], number, string, Record<string, unknown>?, TokenFromState?, string?])[] = [
    ["an unknown offer", [BUDI_LOGGED_IN], 404, "OFFER_NOT_FOUND", undefined, CALLER_BEARER],
    ["the offer's seeker", [OFFER_SENT()], 403, "FORBIDDEN", undefined, SEEKER_BEARER],
    ["an offer whose payment still waits", [AWAITING()], 409, "PAYMENT_NOT_RETRYABLE", { reason: "pending" }],
    ["an offer that is paid", [PAID()], 409, "PAYMENT_NOT_RETRYABLE", { reason: "paid" }],
    ["an offer while another offer of the job to the seeker was paid and sent since", [FAILED({ cause: "insufficientBalance", anotherOfferSent: true })], 409, "OFFER_ALREADY_SENT", { status: "sent" }],
    ["an offer to a seeker who has joined the provider's business since", [FAILED({ cause: "insufficientBalance", seekerInBusiness: true })], 403, "OWN_BUSINESS_JOB", { action: "offer" }],
    ["an Idempotency-Key the provider used for another request", [FAILED({ cause: "insufficientBalance" }), usedKey(BUDI.phone)], 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
  ];
  for (const [what, states, status, code, details, bearer = PROVIDER_BEARER, key] of payAgainRefusals)
    it(`pay again: refuses ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to pay again ${what}`)
        .withRequest("POST", what === "an unknown offer" ? "/api/offers/o-nope/payments" : offerPath("/payments"), (b) =>
          b.headers(key === undefined ? moneyHeaders(bearer) : { ...signedHeaders(bearer), "Idempotency-Key": key }).jsonBody({ choice: VA }),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          const offerId = what === "an unknown offer" ? "o-nope" : OFFER;
          expectRefused(await api(server.url, tokenOf(bearer)).startPayment(offerId, { choice: VA }, key ?? APP_KEY), status, code);
        }));

  it("reads a pending virtual-account payment", () =>
    given([AWAITING()])
      .uponReceiving("a request for a pending virtual-account payment")
      .withRequest("GET", paymentPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(pendingPayment(VA)))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(PROVIDER_BEARER)).payment(PAYMENT)).state.status).toBe("pending");
      }));

  it("reads a payment that failed for insufficient balance", () =>
    given([FAILED({ cause: "insufficientBalance" })])
      .uponReceiving("a request for a payment that failed for insufficient balance")
      .withRequest("GET", paymentPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody(paymentBase(VA, { status: "failed", method: "virtualAccount", amount: integer(791_500), cause: "insufficientBalance", refunded: integer(0) })),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(PROVIDER_BEARER)).payment(PAYMENT)).state).toMatchObject({ status: "failed", cause: "insufficientBalance" });
      }));

  it("reads an expired payment whose money came late, credited to the balance", () =>
    given([FAILED({ cause: "expired", paidLate: true })])
      .uponReceiving("a request for an expired payment paid late")
      .withRequest("GET", paymentPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...paymentBase(VA, { status: "failed", method: "virtualAccount", amount: integer(791_500), cause: "expired", refunded: integer(791_500) }),
          credits: credit("latePayment"),
        }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(PROVIDER_BEARER)).payment(PAYMENT)).credits[0]?.kind).toBe("latePayment");
      }));

  it("reads a payment paid twice: the receipt and the second payment credited with its refund deadline", () =>
    given([PAID(true)])
      .uponReceiving("a request for a payment paid twice")
      .withRequest("GET", paymentPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(paidPayment(791_500, credit("doublePayment"))))
      .executeTest(async (server) => {
        const payment = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).payment(PAYMENT));
        expect(payment).toMatchObject({ state: { status: "success" }, credits: [{ kind: "doublePayment" }] });
        expect(payment.transactionId).not.toBeNull();
      }));

  it("answers PAYMENT_NOT_FOUND for an unknown payment", () =>
    given([BUDI_LOGGED_IN])
      .uponReceiving("a request for an unknown payment")
      .withRequest("GET", "/api/payments/p-nope", (b) => b.headers(signedHeaders(CALLER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("PAYMENT_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(CALLER_BEARER)).payment("p-nope"), 404, "PAYMENT_NOT_FOUND")));

  it("reads the receipts of several payments", () =>
    given([PAID()])
      .uponReceiving("a request for the receipts of payments")
      .withRequest("GET", "/api/business/payments", (b) => b.headers(signedHeaders(PROVIDER_BEARER)).query({ ids: fromState("${paymentId}", PAYMENT) }))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(paidPayment(0, [])) }))
      .executeTest(async (server) => {
        const list = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).payments([PAYMENT]));
        expect(list.items[0]?.transactionId).toBe("TRX-20291202-000001");
      }));

  // More ids than a batch takes (1 to 50, docs/api.md); the app never asks for none: its HTTP client
  // sends no empty query value (adapters/http/http-client.ts namesEmptyId).
  const TOO_MANY_PAYMENTS = Array.from({ length: 51 }, (_, i) => `p-${i}`);
  it("answers INVALID_QUERY for receipts of more payments than a batch takes", () =>
    given([BUDI_LOGGED_IN])
      .uponReceiving("a request for the receipts of more payments than a batch takes")
      .withRequest("GET", "/api/business/payments", (b) => b.headers(signedHeaders(CALLER_BEARER)).query({ ids: TOO_MANY_PAYMENTS.join(",") }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY", { field: "ids" })))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(CALLER_BEARER)).payments(TOO_MANY_PAYMENTS), 400, "INVALID_QUERY")));

  it("answers PAYMENT_NOT_FOUND for receipts naming an unknown payment", () =>
    given([BUDI_LOGGED_IN])
      .uponReceiving("a request for the receipts of an unknown payment")
      .withRequest("GET", "/api/business/payments", (b) => b.headers(signedHeaders(CALLER_BEARER)).query({ ids: "p-nope" }))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("PAYMENT_NOT_FOUND", { paymentId: "p-nope" })))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(CALLER_BEARER)).payments(["p-nope"]), 404, "PAYMENT_NOT_FOUND")));

  it("reads the balance with the refund of a declined offer", () =>
    given([ANSWERED("declined")])
      .uponReceiving("a request for the balance after a declined offer")
      .withRequest("GET", "/api/business/balance", (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({ balance: integer(791_500), credits: eachLike({ offerId: like(OFFER), kind: "offerRefund", amount: integer(791_500), at: MILLIS(NOW), refundDueBy: null }) }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(PROVIDER_BEARER)).balance()).credits[0]).toMatchObject({ kind: "offerRefund", refundDueBy: null });
      }));

  it("reads the balance with a double payment and its refund deadline", () =>
    given([PAID(true)])
      .uponReceiving("a request for the balance after a double payment")
      .withRequest("GET", "/api/business/balance", (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          balance: integer(791_500),
          credits: eachLike({ offerId: like(OFFER), kind: "doublePayment", amount: integer(791_500), at: MILLIS(NOW), refundDueBy: MILLIS(NOW + 14 * 86_400_000) }),
        }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(PROVIDER_BEARER)).balance()).credits[0]?.refundDueBy).toEqual(expect.any(Number));
      }));

  const balanceRefusals: readonly (readonly [string, Given, number, string])[] = [
    ["a provider who has no business", state(S.providerLoggedIn, { phone: ANDI.phone, business: "none" }), 404, "BUSINESS_NOT_FOUND"],
    ["a business's Admin whose active role is seeker", state(S.seekerLoggedIn, { phone: BUDI.phone }), 403, "FORBIDDEN"],
  ];
  for (const [who, given1, status, code] of balanceRefusals)
    it(`balance: refuses ${who} (${code})`, () =>
      given([given1])
        .uponReceiving(`a request for the balance by ${who}`)
        .withRequest("GET", "/api/business/balance", (b) => b.headers(signedHeaders(CALLER_BEARER)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(CALLER_BEARER)).balance(), status, code)));
});

/**
 * Paying from the business's balance (issue 23, docs/api.md "Wallet"): `choice: { method: "balance" }`
 * with the payer's own PIN beside it, paid at once. `an offer's payment failed` with `paidLate`
 * credits the offer's price (Rp791.500) to the business's balance; `a user has a transaction PIN`
 * gives Budi his PIN. A new provider's business has no balance.
 */
describe("paying an offer from the balance", () => {
  const PIN = "246810";
  const BALANCE: PaymentChoice = { method: "balance" };
  const FUNDED = FAILED({ paidLate: true });
  const budiPin = (wrongPinEntries = 0) => state(S.userHasPin, { phone: BUDI.phone, pin: PIN, wrongPinEntries });
  const EMPTY_PROVIDER = "81277770611";
  // Paid at once: its receipt is the ledger transaction that took the price off the balance.
  const balancePayment = { ...paymentBase(BALANCE, { status: "success", method: "balance", amount: integer(791_500), refunded: 0 }), expiresAt: MILLIS(NOW), ...RECEIPT };
  const withPin = (pin?: string) => (pin === undefined ? {} : { pin });
  const createBody = (pin?: string) => ({ ...pactRequest(), choice: BALANCE, ...withPin(pin) });
  const createAsSent = (pin?: string) => ({ ...appRequest(), choice: BALANCE, ...withPin(pin) }) as unknown as CreateOfferRequest;

  it("makes an offer paid from the balance: sent at once", () =>
    given([FUNDED, budiPin()])
      .uponReceiving("a request to offer a job to its applicant, paid from the business's balance with the PIN")
      .withRequest("POST", "/api/offers", (b) => b.headers(moneyHeaders(PROVIDER_BEARER)).jsonBody(createBody(PIN)))
      .willRespondWith(201, (b) => b.jsonBody(offerAnswer(SENT, eachLike(balancePayment))))
      .executeTest(async (server) => {
        const offer = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).createOffer(createAsSent(PIN), APP_KEY));
        expect(offer).toMatchObject({ state: { status: "sent" }, payments: [{ choice: BALANCE, state: { status: "success" } }] });
      }));

  it("pays a failed offer again from the balance: paid at once", () =>
    given([FUNDED, budiPin()])
      .uponReceiving("a request to pay a failed offer again from the business's balance with the PIN")
      .withRequest("POST", offerPath("/payments"), (b) => b.headers(moneyHeaders(PROVIDER_BEARER)).jsonBody({ choice: BALANCE, pin: PIN }))
      .willRespondWith(201, (b) => b.jsonBody(balancePayment))
      .executeTest(async (server) => {
        const payment = ok(await api(server.url, tokenOf(PROVIDER_BEARER)).startPayment(OFFER, { choice: BALANCE, pin: PIN } as never, APP_KEY));
        expect(payment).toMatchObject({ choice: BALANCE, state: { status: "success" }, transactionId: expect.stringMatching(/^TRX-/), paidAt: expect.any(Number) });
      }));

  const refusals: readonly (readonly [what: string, create: readonly Given[], pay: readonly Given[], status: number, code: string, pin?: string, details?: Record<string, unknown>])[] = [
    ["without the PIN", [APPLICANT()], [FAILED()], 400, "PIN_REQUIRED", undefined],
    ["by a provider without a PIN", [FUNDED], [FUNDED], 409, "PIN_NOT_SET", PIN],
    ["beyond the business's balance", [APPLICANT({ provider: EMPTY_PROVIDER })], [FAILED({ provider: EMPTY_PROVIDER })], 409, "INSUFFICIENT_BALANCE", PIN, { balance: integer(0) }],
    ["with a wrong PIN, 4 tries left", [FUNDED, budiPin()], [FUNDED, budiPin()], 422, "PIN_WRONG", "000000", { attemptsLeft: 4 }],
    ["while the PIN is blocked", [FUNDED, budiPin(5)], [FUNDED, budiPin(5)], 423, "PIN_LOCKED", PIN],
  ];
  for (const [what, createStates, payStates, status, code, pin, details] of refusals) {
    it(`refuses an offer paid from the balance ${what} (${code})`, () =>
      given(createStates)
        .uponReceiving(`a request to offer a job paid from the business's balance ${what}`)
        .withRequest("POST", "/api/offers", (b) => b.headers(moneyHeaders(PROVIDER_BEARER)).jsonBody(createBody(pin)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, tokenOf(PROVIDER_BEARER)).createOffer(createAsSent(pin), APP_KEY), status, code);
        }));
    it(`refuses to pay a failed offer again from the balance ${what} (${code})`, () =>
      given(payStates)
        .uponReceiving(`a request to pay a failed offer again from the business's balance ${what}`)
        .withRequest("POST", offerPath("/payments"), (b) => b.headers(moneyHeaders(PROVIDER_BEARER)).jsonBody({ choice: BALANCE, ...withPin(pin) }))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, tokenOf(PROVIDER_BEARER)).startPayment(OFFER, { choice: BALANCE, ...withPin(pin) } as never, APP_KEY), status, code);
        }));
  }
});
