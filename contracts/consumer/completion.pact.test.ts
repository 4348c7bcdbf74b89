import type { AuthToken } from "../../domain/identity/session.schema";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { WorkHttpAdapter } from "../../adapters/http/work.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { RatingRequest } from "../../domain/rating/rating.schema";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";

/**
 * Completion and ratings (issue 22, docs/api.md "Completion and ratings"): finishing a hire and
 * each side's rating, every documented refusal included. The state `a seeker's three-day hire has
 * ended...` hands back both sides' sessions, the hire and its order: day 1 confirmed, day 2
 * declined, day 3 absent, Rp250.000 a day.
 */
const { integer, like, uuid } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { seeker: SITI } = DEMO_ACCOUNTS;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const PROVIDER_BEARER = tokenFromState("tok-provider-example", "providerToken");
const SEEKER_BEARER = tokenFromState("tok-seeker-example", "seekerToken");
const CALLER_BEARER = tokenFromState("tok-caller-example");
const HIRE = "o-1a2b3c4d5e6f";
const hirePath = (suffix: string) => fromState(`/api/hires/\${hireId}${suffix}`, `/api/hires/${HIRE}${suffix}`);
const APP_KEY = "3f0c1e2d-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const USED_KEY = "9d7c4f1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f";
type TokenFromStateLike = ReturnType<typeof tokenFromState>;
/** A used key as the state set it up, else one the verifier makes new on every replay. */
const keyHeaders = (bearer: TokenFromStateLike, key?: string) => ({ ...signedHeaders(bearer), "Idempotency-Key": key ?? uuid() });

const ENDED = (params: ProviderStateParams[typeof S.hireEnded] = {}) => state(S.hireEnded, params);
const SITI_LOGGED_IN = state(S.seekerLoggedIn, { phone: SITI.phone });

const api = (url: string, token: AuthToken | null) => new WorkHttpAdapter(clientFor(url, token));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

// The finished order as its seeker sees it: exact where the app acts on a value (statuses, money), types elsewhere.
const NOW = 1_795_727_791_718;
const MILLIS = (example: number) => integer(example);
const punch = (kind: "in" | "out", at: number) =>
  like({ punchId: `state-d-${kind}`, at, capturedOffline: false, location: { point: { lat: -6.2264, lng: 106.8539 }, accuracyMeters: 15, source: "browser" }, distanceMeters: 0, flagged: null });
const day = (date: string, status: string, rest: Record<string, unknown>) => ({
  dayId: like(`${HIRE}-${date.replaceAll("-", "")}`),
  orderId: like("ord-j-s219"),
  hireId: like(HIRE),
  seekerId: like("u-seeker-siti"),
  date: like(date),
  shift: { start: MILLIS(NOW - 4 * 86_400_000), end: MILLIS(NOW - 4 * 86_400_000 + 28_800_000) },
  status,
  wage: 250_000,
  autoConfirmAt: null,
  reconfirmation: null,
  ...rest,
});
const worked = (status: "confirmed" | "declined", start: number) => ({
  clockIn: punch("in", start),
  clockOut: punch("out", start + 25_200_000),
  decidedBy: "provider",
  decidedAt: MILLIS(start + 28_800_000),
  declineReason: status === "declined" ? like("Came two hours late") : null,
  absence: null,
  paidAt: status === "confirmed" ? MILLIS(start + 28_800_000) : null,
});
const DAYS = [
  day("2026-11-23", "confirmed", worked("confirmed", NOW - 4 * 86_400_000)),
  day("2026-11-24", "declined", worked("declined", NOW - 3 * 86_400_000)),
  day("2026-11-25", "absent", { clockIn: null, clockOut: null, decidedBy: null, decidedAt: null, declineReason: null, absence: { notifiedAt: null, late: false, note: null }, paidAt: null }),
];
const FINISHED_ORDER = {
  orderId: like("ord-j-s219"),
  jobId: like("j-s219"),
  jobTitle: like("Waiter"),
  businessId: like("c-warung-bu-tini"),
  businessName: like("Warung Bu Tini"),
  place: like({ address: "Jl. Contoh No. 1", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } }),
  period: like({ start: "2026-11-23", end: "2026-11-25" }),
  hours: like({ start: "04:00", end: "12:00" }),
  workingDays: 3,
  attendedDays: 2,
  absentDays: 1,
  totalPayment: 750_000,
  staff: [
    {
      hireId: like(HIRE),
      seekerId: like("u-seeker-siti"),
      seekerName: like("Siti Rahmawati"),
      status: "completed",
      dailyWage: 250_000,
      money: { salary: 750_000, released: 250_000, held: 0, waiting: 0, refunded: 500_000 },
      attendedDays: 2,
      absentDays: 1,
      days: DAYS,
      withdrawal: null,
      completedAt: MILLIS(NOW),
      ratings: { seeker: null, provider: null },
    },
  ],
  serverNow: MILLIS(NOW),
};

describe("completion: the seeker finishes her hire (Selesaikan)", () => {
  it("finishes a hire whose days are settled: the declined and absent days' Rp500.000 back to the provider", () =>
    given([ENDED()])
      .uponReceiving("a request to finish a hire whose days are settled")
      .withRequest("POST", hirePath("/complete"), (b) => b.headers(keyHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(FINISHED_ORDER))
      .executeTest(async (server) => {
        const order = ok(await api(server.url, exampleToken(SEEKER_BEARER)).complete(HIRE, APP_KEY));
        expect(order.staff[0]).toMatchObject({ status: "completed", money: { released: 250_000, refunded: 500_000, held: 0 } });
      }));

  const refusals: readonly (readonly [string, readonly Given[], number, string, Record<string, unknown>?, TokenFromStateLike?, string?, string?])[] = [
    ["a hire with a day waiting for support ('Waiting to Reconfirm')", [state(S.hiredStartedToday, { day1: "waitingReconfirm" })], 409, "HIRE_NOT_READY_TO_FINISH", { reason: "waitingReconfirm" }],
    ["a hire whose days are still to come", [state(S.hiredStartingTomorrow, {})], 409, "HIRE_NOT_READY_TO_FINISH", { reason: "daysOpen" }],
    ["a hire finished already", [ENDED({ stage: "completed" })], 409, "INVALID_TRANSITION", { machine: "hire", from: "completed", event: "complete" }],
    ["a hire by its provider", [ENDED()], 403, "FORBIDDEN", undefined, PROVIDER_BEARER],
    ["an unknown hire", [SITI_LOGGED_IN], 404, "HIRE_NOT_FOUND", undefined, CALLER_BEARER, undefined, "o-nope"],
    ["a hire with an Idempotency-Key the seeker used for another request", [ENDED(), state(S.idempotencyKeyUsed, { phone: SITI.phone, key: USED_KEY })], 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
  ];
  for (const [what, states, status, code, details, bearer = SEEKER_BEARER, key, hire] of refusals)
    it(`refuses to finish ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to finish ${what}`)
        .withRequest("POST", hire === undefined ? hirePath("/complete") : `/api/hires/${hire}/complete`, (b) => b.headers(keyHeaders(bearer, key)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, exampleToken(bearer)).complete(hire ?? HIRE, key ?? APP_KEY), status, code);
        }));
});

describe("ratings: each side once, after completion", () => {
  const SEEKER_RATING: RatingRequest = { stars: 4, tags: ["paidOnTime", "friendlyTeam"], comment: "Clear briefing, paid every day" };
  const PROVIDER_RATING: RatingRequest = { stars: 5, tags: ["punctual"], comment: null };
  const answer = (side: "seeker" | "provider", r: RatingRequest) => ({ hireId: like(HIRE), side, stars: r.stars, tags: r.tags, comment: r.comment === null ? null : like(r.comment), at: MILLIS(NOW) });

  for (const [side, bearer, request] of [["seeker", SEEKER_BEARER, SEEKER_RATING], ["provider", PROVIDER_BEARER, PROVIDER_RATING]] as const)
    it(`the ${side} rates a completed hire`, () =>
      given([ENDED({ stage: "completed" })])
        .uponReceiving(`a request by the ${side} to rate a completed hire`)
        .withRequest("POST", hirePath("/rating"), (b) => b.headers(keyHeaders(bearer)).jsonBody(request))
        .willRespondWith(201, (b) => b.jsonBody(answer(side, request)))
        .executeTest(async (server) => {
          expect(ok(await api(server.url, exampleToken(bearer)).rate(HIRE, request, APP_KEY))).toMatchObject({ side, stars: request.stars });
        }));

  const refusals: readonly (readonly [string, readonly Given[], RatingRequest, number, string, Record<string, unknown>?, TokenFromStateLike?, string?, string?])[] = [
    ["a hire not finished yet", [ENDED()], SEEKER_RATING, 409, "RATING_NOT_OPEN"],
    ["a hire the seeker rated already", [ENDED({ stage: "ratedBySeeker" })], SEEKER_RATING, 409, "RATING_ALREADY_GIVEN", { side: "seeker" }],
    ["a seeker with a business's tag", [ENDED({ stage: "completed" })], { stars: 5, tags: ["paidOnTime"], comment: null }, 422, "RATING_TAG_NOT_ALLOWED", { tag: "paidOnTime" }, PROVIDER_BEARER],
    ["an unknown hire", [SITI_LOGGED_IN], SEEKER_RATING, 404, "HIRE_NOT_FOUND", undefined, CALLER_BEARER, undefined, "o-nope"],
    ["with an Idempotency-Key the seeker used for another request", [ENDED({ stage: "completed" }), state(S.idempotencyKeyUsed, { phone: SITI.phone, key: USED_KEY })], SEEKER_RATING, 422, "IDEMPOTENCY_CONFLICT", undefined, undefined, USED_KEY],
  ];
  for (const [what, states, request, status, code, details, bearer = SEEKER_BEARER, key, hire] of refusals)
    it(`refuses a rating of ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request to rate ${what}`)
        .withRequest("POST", hire === undefined ? hirePath("/rating") : `/api/hires/${hire}/rating`, (b) => b.headers(keyHeaders(bearer, key)).jsonBody(request))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code, details)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, exampleToken(bearer)).rate(hire ?? HIRE, request, key ?? APP_KEY), status, code);
        }));
});
