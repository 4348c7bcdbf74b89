import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { SurveyHttpAdapter } from "../../adapters/http/survey.http-adapter";
import type { RecruitmentSurveyAnswer } from "../../domain/job/survey.schema";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { DEMO_ACCOUNTS } from "../../mock-server/store/demo-accounts";
import { clientFor, errorEnvelope, exampleToken, expectRefused, gawePact, signedHeaders, state, tokenFromState, WIB_TIME } from "./pact-support";

/**
 * The recruitment survey (issue 24, docs/api.md "Recruitment survey"): the call and each documented
 * refusal, through the app's http adapter. Budi's seeded j-1004 is a closed job (the survey is open),
 * j-1001 an open one without a hire (not yet); Rudi is the Admin of another business.
 */
const { like } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;
const { providerAdmin: BUDI_ACCOUNT, kopiAdmin: RUDI_ACCOUNT } = DEMO_ACCOUNTS;
const BUDI = state(S.providerLoggedIn, { phone: BUDI_ACCOUNT.phone, business: "verified" });
const RUDI = state(S.providerLoggedIn, { phone: RUDI_ACCOUNT.phone, business: "verified" });
const BEARER = tokenFromState("tok-caller-example");
const TOKEN = exampleToken(BEARER);

type Given = ReturnType<typeof state>;
const given = (states: readonly Given[]) => states.reduce((i, [name, params]) => i.given(name, params), pact.addInteraction());
const api = (url: string) => new SurveyHttpAdapter(clientFor(url, TOKEN));
const COMPLETE: RecruitmentSurveyAnswer = { overall: 4, hireAgain: "yes", applicantsFit: 3, comment: "Quick to find a cashier." };
const answerOf = (jobId: string, body: RecruitmentSurveyAnswer, description: string, who: Given = BUDI) =>
  given([who])
    .uponReceiving(description)
    .withRequest("POST", `/api/jobs/${jobId}/survey`, (b) => b.headers(signedHeaders(BEARER)).jsonBody(body));

describe("the recruitment survey", () => {
  it("reads a closed job's survey before anyone answered it: null, not 404", () =>
    given([BUDI])
      .uponReceiving("a request for the recruitment survey of a closed job nobody answered")
      .withRequest("GET", "/api/jobs/j-1004/survey", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(200, (b) => b.jsonBody({ jobId: "j-1004", survey: null }))
      .executeTest(async (server) => {
        const read = await api(server.url).current("j-1004");
        expect(Result.isSuccess(read) && read.success).toEqual({ jobId: "j-1004", survey: null });
      }));

  it("refuses another business's job's survey (FORBIDDEN) and an unknown job's (JOB_NOT_FOUND)", async () => {
    await given([RUDI])
      .uponReceiving("a request for the recruitment survey of another business's job")
      .withRequest("GET", "/api/jobs/j-1004/survey", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await api(server.url).current("j-1004"), 403, "FORBIDDEN"));
    await given([BUDI])
      .uponReceiving("a request for the recruitment survey of an unknown job")
      .withRequest("GET", "/api/jobs/j-nope/survey", (b) => b.headers(signedHeaders(BEARER)))
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await api(server.url).current("j-nope"), 404, "JOB_NOT_FOUND"));
  });

  it("answers a closed job's survey", () =>
    answerOf("j-1004", COMPLETE, "a complete recruitment survey of a closed job")
      .willRespondWith(200, (b) => b.jsonBody({ jobId: "j-1004", ...COMPLETE, answeredAt: WIB_TIME, answeredBy: like(BUDI_ACCOUNT.userId) }))
      .executeTest(async (server) => {
        const saved = await api(server.url).answer("j-1004", COMPLETE);
        expect(Result.isSuccess(saved) && saved.success.overall).toBe(4);
      }));

  it("refuses a missing required answer (SURVEY_INCOMPLETE)", () =>
    answerOf("j-1004", { overall: 4, comment: "" }, "a recruitment survey without the required hire-again answer")
      .willRespondWith(422, (b) => b.jsonBody(errorEnvelope("SURVEY_INCOMPLETE")))
      .executeTest(async (server) => expectRefused(await api(server.url).answer("j-1004", { overall: 4, comment: "" }), 422, "SURVEY_INCOMPLETE")));

  it("refuses a comment over 1,000 characters (TEXT_TOO_LONG)", () => {
    const long = { ...COMPLETE, comment: "x".repeat(1001) };
    return answerOf("j-1004", long, "a recruitment survey with a comment of 1,001 characters")
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope("TEXT_TOO_LONG", { max: 1000, length: 1001 })))
      .executeTest(async (server) => expectRefused(await api(server.url).answer("j-1004", long), 400, "TEXT_TOO_LONG"));
  });

  it("refuses an open job without a hire (SURVEY_NOT_OPEN)", () =>
    answerOf("j-1001", COMPLETE, "a recruitment survey of an open job without a hire")
      .willRespondWith(409, (b) => b.jsonBody(errorEnvelope("SURVEY_NOT_OPEN")))
      .executeTest(async (server) => expectRefused(await api(server.url).answer("j-1001", COMPLETE), 409, "SURVEY_NOT_OPEN")));

  it("refuses the Admin of another business (FORBIDDEN)", () =>
    answerOf("j-1004", COMPLETE, "a recruitment survey of another business's closed job", RUDI)
      .willRespondWith(403, (b) => b.jsonBody(errorEnvelope("FORBIDDEN")))
      .executeTest(async (server) => expectRefused(await api(server.url).answer("j-1004", COMPLETE), 403, "FORBIDDEN")));

  it("refuses an unknown job (JOB_NOT_FOUND)", () =>
    answerOf("j-nope", COMPLETE, "a recruitment survey of an unknown job")
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope("JOB_NOT_FOUND")))
      .executeTest(async (server) => expectRefused(await api(server.url).answer("j-nope", COMPLETE), 404, "JOB_NOT_FOUND")));
});
