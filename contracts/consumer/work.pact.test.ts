import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { WorkHttpAdapter } from "../../adapters/http/work.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { PunchRequest } from "../../domain/work/work-api.schema";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState, WIB_TIME, type TokenFromState } from "./pact-support";

/**
 * Work (issue 22, docs/api.md "Work"): every call of the WorkHttpAdapter, each documented refusal
 * included. The work states (contracts/README.md) log in both sides and hand back
 * `providerToken`, `seekerToken`, `orderId`, `hireId` and `day1Id`..`day3Id` of a three-day hire
 * starting tomorrow or started this hour (day 1 taken to the stage asked for).
 */
const { eachLike, integer, like, regex, uuid } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { providerAdmin: BUDI, seeker: SITI } = DEMO_ACCOUNTS;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const PROVIDER_BEARER = tokenFromState("tok-provider-example", "providerToken");
const SEEKER_BEARER = tokenFromState("tok-seeker-example", "seekerToken");
const tokenOf = exampleToken;

const ORDER = "ord-j-s1";
const HIRE = "o-1a2b3c4d5e6f";
const DAY = "o-1a2b3c4d5e6f-20291202";
const dayPath = (suffix: string, day = "day1Id") => fromState(`/api/work-days/\${${day}}${suffix}`, `/api/work-days/${DAY}${suffix}`);
const orderPath = () => fromState("/api/orders/${orderId}", `/api/orders/${ORDER}`);
const hirePath = () => fromState("/api/hires/${hireId}/withdraw", `/api/hires/${HIRE}/withdraw`);

const APP_KEY = "7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";
const keyedHeaders = (bearer: TokenFromState) => ({ ...signedHeaders(bearer), "Idempotency-Key": uuid() });
const USED_KEY = "9d7c4f1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";
const usedKey = (phone: string) => state(S.idempotencyKeyUsed, { phone, key: USED_KEY });

const TOMORROW = (params: ProviderStateParams[typeof S.hiredStartingTomorrow] = {}) => state(S.hiredStartingTomorrow, params);
const TODAY = (day1: NonNullable<ProviderStateParams[typeof S.hiredStartedToday]["day1"]> = "scheduled") => state(S.hiredStartedToday, { day1 });

// Answers: type matchers with examples, exact where the app acts on a value.
const NOW = 1_890_000_000_000;
const MILLIS = (example: number) => integer(example);
const SHIFT = { start: MILLIS(NOW), end: MILLIS(NOW + 8 * 3_600_000) };
const TEBET = { lat: -6.2264, lng: 106.8539 };
const PUNCH = (kind: "in" | "out"): PunchRequest =>
  ({ punchId: `punch-${kind}-1`, kind, phoneTime: NOW, clockOffsetMs: 0, offline: false, location: { point: TEBET, accuracyMeters: 15, source: "browser" } }) as PunchRequest;
const PUNCH_VIEW = {
  punchId: like("punch-in-1"),
  at: MILLIS(NOW),
  capturedOffline: false,
  location: like({ point: TEBET, accuracyMeters: 15, source: "browser" }),
  distanceMeters: like(0),
  flagged: null,
};
const workDay = (status: string, over: Record<string, unknown> = {}) => ({
  dayId: like(DAY),
  orderId: like(ORDER),
  hireId: like(HIRE),
  seekerId: like("u-seeker-siti"),
  date: regex(/^\d{4}-\d{2}-\d{2}$/, "2029-12-02"),
  shift: SHIFT,
  status,
  wage: integer(250_000),
  clockIn: null,
  clockOut: null,
  decidedBy: null,
  decidedAt: null,
  autoConfirmAt: null,
  declineReason: null,
  reconfirmation: null,
  absence: null,
  paidAt: null,
  ...over,
});
const CLOCKED = { clockIn: PUNCH_VIEW, clockOut: PUNCH_VIEW };
const MONEY = { salary: integer(750_000), released: integer(0), held: integer(750_000), waiting: integer(0), refunded: integer(0) };
const hire = (status: string, days: unknown, over: Record<string, unknown> = {}) => ({
  hireId: like(HIRE),
  seekerId: like("u-seeker-siti"),
  seekerName: like("Siti Rahmawati"),
  status,
  dailyWage: integer(250_000),
  money: MONEY,
  attendedDays: integer(0),
  absentDays: integer(0),
  days,
  withdrawal: null,
  ...over,
});
const order = (staff: unknown) => ({
  orderId: like(ORDER),
  jobId: like("j-s1"),
  jobTitle: like("Waiter"),
  businessId: like("c-state-81200000002"),
  businessName: like("Warung Bu Tini"),
  place: like({ address: "Jl. Tebet Raya No. 1", district: "Tebet", city: "Jakarta Selatan", point: TEBET }),
  period: { start: regex(/^\d{4}-\d{2}-\d{2}$/, "2029-12-02"), end: regex(/^\d{4}-\d{2}-\d{2}$/, "2029-12-04") },
  hours: { start: regex(/^\d{2}:\d{2}$/, "08:00"), end: regex(/^\d{2}:\d{2}$/, "16:00") },
  workingDays: integer(3),
  attendedDays: integer(0),
  absentDays: integer(0),
  totalPayment: integer(750_000),
  staff,
  serverNow: MILLIS(NOW),
});
const UPCOMING = order(eachLike(hire("upcoming", eachLike(workDay("scheduled")))));

const api = (url: string, token: AuthToken | null = null) => new WorkHttpAdapter(clientFor(url, token));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

describe("work: orders", () => {
  it("lists the seeker's orders", () =>
    given([TOMORROW()])
      .uponReceiving("a request for the seeker's orders")
      .withRequest("GET", "/api/orders", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(UPCOMING), serverNow: MILLIS(NOW) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(SEEKER_BEARER)).orders()).items[0]?.staff[0]?.status).toBe("upcoming");
      }));

  it("shows the provider an order with its staff, each hire's days and money", () =>
    given([TOMORROW()])
      .uponReceiving("a request by its provider for an order")
      .withRequest("GET", orderPath(), (b) => b.headers(signedHeaders(PROVIDER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(UPCOMING))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(PROVIDER_BEARER)).order(ORDER)).staff[0]?.money.held).toBe(750_000);
      }));

  it("answers ORDER_NOT_FOUND for an order the caller may not see", () =>
    given([TOMORROW()])
      .uponReceiving("a request for an unknown order")
      .withRequest("GET", "/api/orders/ord-nope", (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("ORDER_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(SEEKER_BEARER)).order("ord-nope"), 404, "ORDER_NOT_FOUND")));
});

describe("work: punches", () => {
  it("clocks the seeker in at the job's place", () =>
    given([TODAY()])
      .uponReceiving("a clock-in at the job's place, sent at once")
      .withRequest("POST", dayPath("/punches"), (b) => b.headers(signedHeaders(SEEKER_BEARER)).jsonBody(PUNCH("in")))
      .willRespondWith(200, (b) => b.jsonBody(workDay("clockedIn", { clockIn: PUNCH_VIEW })))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(SEEKER_BEARER)).punch(DAY, PUNCH("in"))).clockIn?.flagged).toBeNull();
      }));

  const refusals: readonly (readonly [string, readonly Given[], PunchRequest, number, string, Record<string, unknown>?, TokenFromState?, string?])[] = [
    ["a day the caller may not see", [TODAY()], PUNCH("in"), 404, "WORK_DAY_NOT_FOUND", undefined, SEEKER_BEARER, "d-nope"],
    ["a punch by the provider", [TODAY()], PUNCH("in"), 403, "FORBIDDEN", undefined, PROVIDER_BEARER],
    ["a second clock-in (another punch)", [TODAY("clockedIn")], { ...PUNCH("in"), punchId: "punch-in-2" } as PunchRequest, 409, "PUNCH_ALREADY_RECORDED", { kind: "in" }],
    ["a clock-in a day before its shift", [TOMORROW()], PUNCH("in"), 422, "PUNCH_OUTSIDE_WINDOW", { kind: "in", opensAt: WIB_TIME, closesAt: WIB_TIME }],
    ["a clock-out before any clock-in", [TODAY()], PUNCH("out"), 409, "INVALID_TRANSITION", { machine: "attendance", from: "scheduled", event: "clockOut" }],
  ];
  for (const [what, states, body, status, code, details, bearer = SEEKER_BEARER, literalDay] of refusals)
    it(`refuses ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a punch: ${what}`)
        .withRequest("POST", literalDay === undefined ? dayPath("/punches") : `/api/work-days/${literalDay}/punches`, (b) => b.headers(signedHeaders(bearer)).jsonBody(body))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(bearer)).punch(literalDay ?? DAY, body), status, code)));
});

type Decision = "confirmDay" | "declineDay" | "requestReconfirmation" | "notifyAbsence";
const PATHS: Readonly<Record<Decision, string>> = { confirmDay: "/confirm", declineDay: "/decline", requestReconfirmation: "/reconfirmation", notifyAbsence: "/absence" };
const BODIES: Readonly<Record<Decision, unknown>> = { confirmDay: undefined, declineDay: { reason: "Came two hours late" }, requestReconfirmation: undefined, notifyAbsence: { note: "Family wedding" } };
const call = (a: WorkHttpAdapter, what: Decision, dayId: string, key: string) => {
  switch (what) {
    case "confirmDay":
      return a.confirmDay(dayId, key);
    case "declineDay":
      return a.declineDay(dayId, { reason: "Came two hours late" }, key);
    case "requestReconfirmation":
      return a.requestReconfirmation(dayId, key);
    case "notifyAbsence":
      return a.notifyAbsence(dayId, { note: "Family wedding" }, key);
  }
};
describe("work: the daily decision, reconfirmation and absence", () => {
  const successes: readonly (readonly [Decision, string, readonly Given[], TokenFromState, Record<string, unknown>, string?])[] = [
    ["confirmDay", "the provider confirms a clocked-out day: its wage is paid", [TODAY("awaitingConfirmation")], PROVIDER_BEARER, workDay("confirmed", { ...CLOCKED, decidedBy: "provider", decidedAt: MILLIS(NOW), paidAt: MILLIS(NOW) })],
    ["declineDay", "the provider declines a clocked-out day with a reason", [TODAY("awaitingConfirmation")], PROVIDER_BEARER, workDay("declined", { ...CLOCKED, decidedBy: "provider", decidedAt: MILLIS(NOW), declineReason: "Came two hours late" })],
    [
      "requestReconfirmation",
      "the seeker asks support to reconfirm a declined day",
      [TODAY("declined")],
      SEEKER_BEARER,
      workDay("waitingReconfirm", { ...CLOCKED, decidedBy: "provider", decidedAt: MILLIS(NOW), declineReason: like("Came two hours late"), reconfirmation: { requestedAt: MILLIS(NOW), dueAt: MILLIS(NOW + 48 * 3_600_000) } }),
    ],
    ["notifyAbsence", "the seeker notifies an absence more than 2x24 hours before", [TOMORROW()], SEEKER_BEARER, workDay("absent", { absence: { notifiedAt: MILLIS(NOW), late: false, note: "Family wedding" } }), "day3Id"],
  ];
  for (const [what, description, states, bearer, answer, day] of successes)
    it(description, () =>
      given(states)
        .uponReceiving(`a request: ${description}`)
        .withRequest("POST", dayPath(PATHS[what], day), (b) => {
          const withHeaders = b.headers(keyedHeaders(bearer));
          if (BODIES[what] !== undefined) withHeaders.jsonBody(BODIES[what]);
        })
        .willRespondWith(200, (b) => b.jsonBody(answer))
        .executeTest(async (server) => {
          expect(ok(await call(api(server.url, tokenOf(bearer)), what, DAY, APP_KEY)).status).toBe(answer.status);
        }));

  const ALL: readonly Decision[] = ["confirmDay", "declineDay", "requestReconfirmation", "notifyAbsence"];
  const PROVIDER_SIDE: readonly Decision[] = ["confirmDay", "declineDay"];
  const SEEKER_SIDE: readonly Decision[] = ["requestReconfirmation", "notifyAbsence"];
  const transition = (from: string, event: string) => ({ machine: "attendance", from, event });
  const refusals: readonly (readonly [readonly Decision[], string, readonly Given[], number, string, ((w: Decision) => Record<string, unknown>)?, ((w: Decision) => TokenFromState)?, string?])[] = [
    [ALL, "a day the caller may not see", [TODAY()], 404, "WORK_DAY_NOT_FOUND"],
    [ALL, "the other side", [TODAY("awaitingConfirmation")], 403, "FORBIDDEN", undefined, (w) => (PROVIDER_SIDE.includes(w) ? SEEKER_BEARER : PROVIDER_BEARER)],
    [PROVIDER_SIDE, "a day not clocked out", [TODAY()], 409, "INVALID_TRANSITION", (w) => transition("scheduled", w === "confirmDay" ? "confirm" : "decline")],
    [["requestReconfirmation"], "a day not declined", [TODAY("awaitingConfirmation")], 409, "INVALID_TRANSITION", () => transition("awaitingConfirmation", "requestReconfirm")],
    [["requestReconfirmation"], "a second request", [TODAY("waitingReconfirm")], 409, "RECONFIRMATION_ALREADY_REQUESTED"],
    [["notifyAbsence"], "a day whose shift has started", [TODAY()], 409, "WORK_DAY_STARTED", () => ({ startedAt: WIB_TIME })],
    [["notifyAbsence"], "a day already clocked", [TODAY("clockedIn")], 409, "INVALID_TRANSITION", () => transition("clockedIn", "notifyAbsence")],
    [PROVIDER_SIDE, "an Idempotency-Key the provider used for another request", [TODAY("awaitingConfirmation"), usedKey(BUDI.phone)], 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
    [SEEKER_SIDE, "an Idempotency-Key the seeker used for another request", [TODAY("declined"), usedKey(SITI.phone)], 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
  ];
  for (const [whats, description, states, status, code, details, bearerOf, key] of refusals)
    for (const what of whats) {
      const bearer = bearerOf?.(what) ?? (PROVIDER_SIDE.includes(what) ? PROVIDER_BEARER : SEEKER_BEARER);
      const unknown = code === "WORK_DAY_NOT_FOUND";
      it(`${what}: refuses ${description} (${code})`, () =>
        given(states)
          .uponReceiving(`a request to ${what}: ${description}`)
          .withRequest("POST", unknown ? `/api/work-days/d-nope${PATHS[what]}` : dayPath(PATHS[what]), (b) => {
            const withHeaders = b.headers(key === undefined ? keyedHeaders(bearer) : { ...signedHeaders(bearer), "Idempotency-Key": key });
            if (BODIES[what] !== undefined) withHeaders.jsonBody(BODIES[what]);
          })
          .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details?.(what))))
          .executeTest(async (server) => expectRefused(await call(api(server.url, tokenOf(bearer)), what, unknown ? "d-nope" : DAY, key ?? APP_KEY), status, code)));
    }
});

describe("work: the seeker withdraws before the start", () => {
  it("withdraws late (under 48 hours before): the escrow goes back to the provider", () =>
    given([TOMORROW()])
      .uponReceiving("a request to withdraw from a hire starting tomorrow")
      .withRequest("POST", hirePath(), (b) => b.headers(keyedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody(order(eachLike(hire("withdrawn", [], { money: { ...MONEY, held: integer(0), refunded: integer(750_000) }, withdrawal: { at: MILLIS(NOW), late: true } })))),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url, tokenOf(SEEKER_BEARER)).withdraw(HIRE, APP_KEY)).staff[0]?.withdrawal?.late).toBe(true);
      }));

  const refusals: readonly (readonly [string, readonly Given[], number, string, Record<string, unknown>?, TokenFromState?, string?])[] = [
    ["an unknown hire", [TOMORROW()], 404, "HIRE_NOT_FOUND"],
    ["the provider", [TOMORROW()], 403, "FORBIDDEN", undefined, PROVIDER_BEARER],
    ["a hire that has started", [TODAY()], 409, "HIRE_STARTED", { startedAt: WIB_TIME }],
    ["a hire she withdrew from already", [TOMORROW({ withdrawn: true })], 409, "INVALID_TRANSITION", { machine: "hire", from: "withdrawn", event: "withdraw" }],
    ["an Idempotency-Key the seeker used for another request", [TOMORROW(), usedKey(SITI.phone)], 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
  ];
  for (const [what, states, status, code, details, bearer = SEEKER_BEARER, key] of refusals)
    it(`refuses ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to withdraw: ${what}`)
        .withRequest("POST", what === "an unknown hire" ? "/api/hires/o-nope/withdraw" : hirePath(), (b) =>
          b.headers(key === undefined ? keyedHeaders(bearer) : { ...signedHeaders(bearer), "Idempotency-Key": key }),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => expectRefused(await api(server.url, tokenOf(bearer)).withdraw(what === "an unknown hire" ? "o-nope" : HIRE, key ?? APP_KEY), status, code)));
});
