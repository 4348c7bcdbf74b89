import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { TalentHttpAdapter } from "../../adapters/http/talent.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";

/**
 * The talent pool and smart invitation (issue 24, docs/api.md "Talent pool"): every call and each
 * documented refusal. The pool's seekers are the seed's (mock-server/features/talent/talent.seed.ts):
 * Putri (Waiter, Kebayoran Baru, open to offers), Sari (not open to offers); Budi's job j-1001 is
 * an open Waiter job, j-1004 a closed one.
 */
const { eachLike, integer, like, number } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { providerAdmin: BUDI_ACCOUNT, kopiAdmin: RUDI_ACCOUNT, seeker: SITI_ACCOUNT } = DEMO_ACCOUNTS;
const BUDI = state(S.providerLoggedIn, { phone: BUDI_ACCOUNT.phone, business: "verified" });
const KOPI = state(S.providerLoggedIn, { phone: RUDI_ACCOUNT.phone, business: "verified" });
const SITI = state(S.seekerLoggedIn, { phone: SITI_ACCOUNT.phone });
const BEARER = tokenFromState("tok-caller-example");
const TOKEN = exampleToken(BEARER);
const PUTRI = "u-talent-putri";

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());
const api = (url: string) => new TalentHttpAdapter(clientFor(url, TOKEN));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

const TALENT_CARD = {
  seekerId: like(PUTRI),
  fullName: like("Putri Anggraini"),
  gender: like("female"),
  age: integer(26),
  area: like("Kebayoran Baru"),
  preferredPositions: eachLike("Waiter"),
  badges: eachLike("Food Hygiene"),
  expectedMonthlySalary: integer(3_300_000),
  completenessPercent: integer(100),
  distanceKm: number(0.4),
};

describe("the talent pool", () => {
  it("searches the pool with filters", () =>
    given([BUDI])
      .uponReceiving("a search of the talent pool for waiters within 2 km of Kebayoran Baru")
      .withRequest("GET", "/api/talent", (b) => b.query({ position: "Waiter", area: "Kebayoran Baru", distanceKm: "2" }).headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ items: eachLike(TALENT_CARD), total: integer(1), nextCursor: null }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url).search({ position: "Waiter", area: "Kebayoran Baru", distanceKm: 2 })).items[0]?.fullName).toBe("Putri Anggraini");
      }));

  it("refuses a distance without an area (INVALID_QUERY)", () =>
    given([BUDI])
      .uponReceiving("a search of the talent pool with a distance but no area")
      .withRequest("GET", "/api/talent", (b) => b.query({ distanceKm: "5" }).headers(signedHeaders(BEARER)))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("INVALID_QUERY")))
      .executeTest(async (server) => expectRefused(await api(server.url).search({ distanceKm: 5 }), 400, "INVALID_QUERY")));

  it("refuses a seeker (FORBIDDEN)", () =>
    given([SITI])
      .uponReceiving("a search of the talent pool by a seeker")
      .withRequest("GET", "/api/talent", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await api(server.url).search({}), 403, "FORBIDDEN")));

  it("opens a pool seeker's profile: her public resume and expected salary", () =>
    given([BUDI])
      .uponReceiving("a request for a pool seeker's profile")
      .withRequest("GET", `/api/talent/${PUTRI}`, (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          resume: like({ userId: PUTRI, fullName: "Putri Anggraini", gender: "female", age: 26, area: "Kebayoran Baru", aboutMe: "", experience: [], education: [], skills: [], certificates: [], badges: [], preferredPositions: [], portfolio: [], hasCv: true, completenessPercent: 100 }),
          expectedMonthlySalary: integer(3_300_000),
          invitedToJobIds: [],
        }),
      )
      .executeTest(async (server) => {
        expect(ok(await api(server.url).profile(PUTRI)).resume.fullName).toBe("Putri Anggraini");
      }));

  const profileRefusals = [
    ["a seeker not open to offers", [BUDI], "u-talent-sari", 404, "TALENT_NOT_IN_POOL"],
    ["a caller in the seeker role", [SITI], PUTRI, 403, "FORBIDDEN"],
  ] as const;
  for (const [what, states, seekerId, status, code] of profileRefusals)
    it(`refuses the profile for ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request for a pool seeker's profile by ${what === "a seeker not open to offers" ? "a provider, of a seeker not open to offers" : "a seeker"}`)
        .withRequest("GET", `/api/talent/${seekerId}`, (b) => b.headers(signedHeaders(BEARER)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => expectRefused(await api(server.url).profile(seekerId), status, code)));
});

describe("smart invitation", () => {
  it("proposes pool seekers for a job, best first", () =>
    given([BUDI])
      .uponReceiving("a request for the smart invitation's proposals for a job")
      .withRequest("GET", "/api/jobs/j-1001/talent-proposals", (b) => b.headers(signedHeaders(BEARER)))
      // The proposals mix seekers with and without badges or an expected salary, which no one Pact
      // example matches: the pact holds the envelope; each item's fields are TalentProposals' in
      // contracts/openapi.json, and mock-server/features/talent/talent.test.ts holds the order.
      .willRespondWith(200, (b) => b.jsonBody({ jobId: "j-1001", position: like("Waiter"), items: like([]) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url).proposals("j-1001")).position).toBe("Waiter");
      }));

  const proposalRefusals = [
    ["an unknown job", [BUDI], "j-nope", 404, "JOB_NOT_FOUND"],
    ["another business's job", [KOPI], "j-1001", 403, "FORBIDDEN"],
  ] as const;
  for (const [what, states, jobId, status, code] of proposalRefusals)
    it(`refuses the proposals of ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request for the smart invitation's proposals of ${what}`)
        .withRequest("GET", `/api/jobs/${jobId}/talent-proposals`, (b) => b.headers(signedHeaders(BEARER)))
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => expectRefused(await api(server.url).proposals(jobId), status, code)));

  it("invites pool seekers to apply, once each", () =>
    given([BUDI])
      .uponReceiving("an invitation of pool seekers to apply to a job")
      .withRequest("POST", "/api/jobs/j-1001/talent-invitations", (b) => b.headers(signedHeaders(BEARER)).jsonBody({ seekerIds: [PUTRI] }))
      .willRespondWith(200, (b) => b.jsonBody({ jobId: "j-1001", invited: [PUTRI], alreadyInvited: [] }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url).invite("j-1001", [PUTRI])).invited).toEqual([PUTRI]);
      }));

  const EXPIRED = state(S.jobExists, { owner: BUDI_ACCOUNT.phone, expiresInHours: -1 });
  const inviteRefusals = [
    ["a closed job", [BUDI], "j-1004", PUTRI, 409, "JOB_NOT_OPEN"],
    ["a job past its expiry", [BUDI, EXPIRED], null, PUTRI, 409, "JOB_EXPIRED"],
    ["a seeker not open to offers", [BUDI], "j-1001", "u-talent-sari", 404, "TALENT_NOT_IN_POOL"],
    ["an unknown job", [BUDI], "j-nope", PUTRI, 404, "JOB_NOT_FOUND"],
    ["another business's job", [KOPI], "j-1001", PUTRI, 403, "FORBIDDEN"],
  ] as const;
  for (const [what, states, jobId, seekerId, status, code] of inviteRefusals)
    it(`refuses an invitation to ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`an invitation of a pool seeker to ${what}`)
        .withRequest("POST", jobId === null ? fromState("/api/jobs/${jobId}/talent-invitations", "/api/jobs/j-1010/talent-invitations") : `/api/jobs/${jobId}/talent-invitations`, (b) =>
          b.headers(signedHeaders(BEARER)).jsonBody({ seekerIds: [seekerId] }),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => expectRefused(await api(server.url).invite(jobId ?? "j-1010", [seekerId]), status, code)));
});

describe("the seeker's jobs ranked by the same rule", () => {
  it("ranks open jobs for the seeker", () =>
    given([SITI])
      .uponReceiving("a request for the jobs ranked for the seeker")
      .withRequest("GET", "/api/seeker/matched-jobs", (b) => b.headers(signedHeaders(BEARER)))
      // Job cards with and without a logo or an age limit, as the proposals above: the envelope here, the items' fields in contracts/openapi.json.
      .willRespondWith(200, (b) => b.jsonBody({ items: like([]) }))
      .executeTest(async (server) => {
        expect(ok(await api(server.url).matchedJobs()).items).toEqual([]);
      }));

  it("refuses a caller in the provider role (FORBIDDEN)", () =>
    given([BUDI])
      .uponReceiving("a request for ranked jobs by a provider")
      .withRequest("GET", "/api/seeker/matched-jobs", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await api(server.url).matchedJobs(), 403, "FORBIDDEN")));
});
