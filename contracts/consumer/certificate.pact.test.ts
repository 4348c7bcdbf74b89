import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { CertificateHttpAdapter } from "../../adapters/http/certificate.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { AuthToken } from "../../domain/identity/session.schema";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, signedHeaders, state, tokenFromState } from "./pact-support";

/**
 * The work certificate (issue 22, docs/api.md "Work certificate"): the seeker's copy of a completed
 * hire's certificate, the public check by code, and every documented refusal. The state `a seeker's
 * three-day hire has ended...` at stage `ratedByProvider` hands back the certificate's code: day 1
 * confirmed, 5 stars and `punctual` from the business.
 */
const { integer, like, regex } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { seeker: SITI } = DEMO_ACCOUNTS;

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());

const PROVIDER_BEARER = tokenFromState("tok-provider-example", "providerToken");
const SEEKER_BEARER = tokenFromState("tok-seeker-example", "seekerToken");
const CALLER_BEARER = tokenFromState("tok-caller-example");
const HIRE = "o-1a2b3c4d5e6f";
const CODE = "7K3M-Q9TX-2B4R-H8WN";
const ENDED = (params: ProviderStateParams[typeof S.hireEnded] = {}) => state(S.hireEnded, params);

const api = (url: string, token: AuthToken | null = null) => new CertificateHttpAdapter(clientFor(url, token));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

// What the certificate shows: exact where the app shows a value as it is (counts, stars, tags), types elsewhere.
const CERTIFICATE = {
  code: regex(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/, CODE),
  seekerName: like("Siti Rahmawati"),
  business: { name: like("Warung Bu Tini"), logoUrl: null, verified: true },
  position: like("Waiter"),
  firstDay: regex(/^\d{4}-\d{2}-\d{2}$/, "2026-11-23"),
  lastDay: regex(/^\d{4}-\d{2}-\d{2}$/, "2026-11-25"),
  confirmedDays: 1,
  rating: { stars: 5, tags: ["punctual"] },
  issuedAt: integer(1_795_727_791_718),
};

describe("the work certificate: the seeker's copy", () => {
  it("gives the seeker of a completed hire its certificate", () =>
    given([ENDED({ stage: "ratedByProvider" })])
      .uponReceiving("a request by the seeker for her completed hire's work certificate")
      .withRequest("GET", fromState("/api/hires/${hireId}/certificate", `/api/hires/${HIRE}/certificate`), (b) => b.headers(signedHeaders(SEEKER_BEARER)))
      .willRespondWith(200, (b) => b.jsonBody(CERTIFICATE))
      .executeTest(async (server) => {
        expect(ok(await api(server.url, exampleToken(SEEKER_BEARER)).ofHire(HIRE))).toMatchObject({ code: CODE, confirmedDays: 1, rating: { stars: 5 } });
      }));

  const refusals: readonly (readonly [string, readonly Given[], number, string, ReturnType<typeof tokenFromState>, string?])[] = [
    ["a hire not finished yet", [ENDED()], 409, "HIRE_NOT_COMPLETED", SEEKER_BEARER],
    ["a hire by its provider", [ENDED({ stage: "completed" })], 403, "FORBIDDEN", PROVIDER_BEARER],
    ["an unknown hire", [state(S.seekerLoggedIn, { phone: SITI.phone })], 404, "HIRE_NOT_FOUND", CALLER_BEARER, "o-nope"],
  ];
  for (const [what, states, status, code, bearer, hire] of refusals)
    it(`refuses the certificate of ${what} (${code})`, () =>
      given(states)
        .uponReceiving(`a request for the work certificate of ${what}`)
        .withRequest("GET", hire === undefined ? fromState("/api/hires/${hireId}/certificate", `/api/hires/${HIRE}/certificate`) : `/api/hires/${hire}/certificate`, (b) =>
          b.headers(signedHeaders(bearer)),
        )
        .willRespondWith(status, (b) => b.jsonBody(errorEnvelope(code)))
        .executeTest(async (server) => {
          expectRefused(await api(server.url, exampleToken(bearer)).ofHire(hire ?? HIRE), status, code);
        }));
});

describe("the work certificate: anyone checks it by its code", () => {
  it("answers the same facts to a caller without a session", () =>
    given([ENDED({ stage: "ratedByProvider" })])
      .uponReceiving("a request without a session to check a work certificate by its code")
      .withRequest("GET", fromState("/api/certificates/${certificateCode}", `/api/certificates/${CODE}`), (b) => b.headers(signedHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(CERTIFICATE))
      .executeTest(async (server) => {
        expect(ok(await api(server.url).byCode(CODE))).toMatchObject({ code: CODE, business: { verified: true } });
      }));

  it("answers 'not available' for a code no certificate has (CERTIFICATE_NOT_FOUND)", () =>
    given([ENDED({ stage: "completed" })])
      .uponReceiving("a request to check a work certificate code nobody was given")
      .withRequest("GET", "/api/certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ", (b) => b.headers(signedHeaders()))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("CERTIFICATE_NOT_FOUND")))
      .executeTest(async (server) => {
        expectRefused(await api(server.url).byCode("ZZZZ-ZZZZ-ZZZZ-ZZZZ"), 404, "CERTIFICATE_NOT_FOUND");
      }));
});
