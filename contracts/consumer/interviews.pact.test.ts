import { MatchersV3, type TemplateQuery } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { InterviewsHttpAdapter } from "../../adapters/http/interviews.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { InterviewsApi } from "../../application/ports/interviews-api.port";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { UserId } from "../../domain/identity/session.schema";
import type { CreateInterviewRequest, InterviewStatus } from "../../domain/interview/interview.schema";
import type { JobId } from "../../domain/shared/ids.schema";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, PROVIDER_FROM_STATE as PROVIDER, SEEKER_FROM_STATE as SEEKER, signedHeaders, state, type TokenFromState as Bearer, WIB_TIME } from "./pact-support";

/**
 * Interview invitations (issue 24, docs/api.md "Interviews"): inviting, the lists, one invitation,
 * the seeker's accept, decline and another time, the provider's new time and cancel, and every
 * documented refusal. The state `an interview invitation is at a stage` logs in both sides (Budi
 * Santoso's job, Siti Rahmawati its applicant) and hands back the job, the seeker, the invitation
 * and a time to come.
 */
const { eachLike, like } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;

type Params = ProviderStateParams[typeof S.interviewAt];
type Stage = Params["stage"];

const JOB = "j-s1a2b3";
const SEEKER_ID = "u-state-81200000001";
const INTERVIEW = "iv-1a2b3c4d5e6f";
const STARTS_AT = "2026-11-29T10:00:00.000+07:00";
const PAST = "2020-01-01T09:00:00+07:00";

const interviewPath = (suffix = "") => fromState(`/api/interviews/\${interviewId}${suffix}`, `/api/interviews/${INTERVIEW}${suffix}`);
const nopePath = (suffix = "") => `/api/interviews/iv-nope${suffix}`;

const api = (url: string, bearer: Bearer): InterviewsApi => new InterviewsHttpAdapter(clientFor(url, exampleToken(bearer)));

/** The invitation as the state makes it (online), as `viewer` reads it. */
const detail = (status: InterviewStatus, viewer: "provider" | "seeker", reason: unknown = null) => ({
  interviewId: like(INTERVIEW),
  jobId: like(JOB),
  jobTitle: like("Pelayan Restoran"),
  businessName: like("Warung Makan Sederhana Bu Tini"),
  seekerId: like(SEEKER_ID),
  seekerName: like("Siti Rahmawati"),
  place: { mode: "online", videoUrl: like("https://meet.example.com/gawe-interview") },
  startsAt: WIB_TIME,
  contact: { name: like("Budi Santoso"), phone: like("81200000002") },
  letter: like("We would like to meet you for the waiter position."),
  status,
  reason,
  remindAt: WIB_TIME,
  viewer,
  createdAt: WIB_TIME,
});

const LETTER = "We would like to meet you for the waiter position.";
/** What the app sends to invite, and the same body as the pact holds it (the state's ids and time). */
const inviteRequest = (over: Partial<{ jobId: string; seekerId: string; startsAt: string; letter: string }> = {}): CreateInterviewRequest =>
  ({
    jobId: (over.jobId ?? JOB) as JobId,
    seekerId: (over.seekerId ?? SEEKER_ID) as UserId,
    place: { mode: "online", videoUrl: "https://meet.example.com/gawe-interview" },
    startsAt: over.startsAt ?? STARTS_AT,
    contact: { name: "Budi Santoso", phone: "81200000002" },
    letter: over.letter ?? LETTER,
  }) as CreateInterviewRequest;
const inviteBody = (over: Partial<{ jobId: string; seekerId: string; startsAt: string; letter: string }> = {}) => ({
  ...inviteRequest(over),
  jobId: over.jobId ?? fromState("${jobId}", JOB),
  seekerId: over.seekerId ?? fromState("${seekerId}", SEEKER_ID),
  startsAt: over.startsAt ?? fromState("${startsAt}", STARTS_AT),
});

type Call = (api: InterviewsApi) => Promise<Result.Result<unknown, ApiError | NotLoggedIn>>;
interface Case {
  readonly what: string;
  readonly given: Params;
  readonly bearer: Bearer;
  readonly method: "GET" | "POST";
  readonly path: ReturnType<typeof fromState> | string;
  readonly query?: TemplateQuery;
  readonly body?: unknown;
  readonly status: number;
  /** The success body, or the refusal's code. */
  readonly answer: unknown;
  readonly details?: Record<string, unknown>;
  readonly call: Call;
}

const run = ({ what, given, bearer, method, path, query, body, status, answer, details, call }: Case) =>
  it(typeof answer === "string" ? `refuses ${what} (${answer})` : what, () =>
    pact
      .addInteraction()
      .given(...state(S.interviewAt, given))
      .uponReceiving(`an interview invitation call: ${what}`)
      .withRequest(method, path, (b) => {
        b.headers(signedHeaders(bearer));
        if (query !== undefined) b.query(query);
        if (body !== undefined) b.jsonBody(body);
      })
      .willRespondWith(status, (b) => b.jsonBody(typeof answer === "string" ? errorEnvelope(answer, details) : answer))
      .executeTest(async (server) => {
        const result = await call(api(server.url, bearer));
        if (typeof answer === "string") expectRefused(result, status, answer);
        else expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
      }),
  );

const at = (stage: Stage, more: Omit<Params, "stage"> = {}): Params => ({ stage, ...more });
const INVITE: Call = (a) => a.invite(inviteRequest());

describe("inviting a seeker to an interview", () => {
  const cases: Case[] = [
    { what: "the provider invites the job's applicant", given: at("none"), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody(), status: 201, answer: detail("sent", "provider"), call: INVITE },
    { what: "inviting to an unknown job", given: at("none"), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody({ jobId: "j-nope" }), status: 404, answer: "JOB_NOT_FOUND", call: (a) => a.invite(inviteRequest({ jobId: "j-nope" })) },
    { what: "a seeker inviting", given: at("none"), bearer: SEEKER, method: "POST", path: "/api/interviews", body: inviteBody(), status: 403, answer: "FORBIDDEN", call: INVITE },
    { what: "inviting to a closed job", given: at("none", { jobStatus: "closed" }), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody(), status: 409, answer: "JOB_NOT_OPEN", call: INVITE },
    { what: "inviting an unknown seeker", given: at("none"), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody({ seekerId: "u-nope" }), status: 404, answer: "SEEKER_NOT_FOUND", call: (a) => a.invite(inviteRequest({ seekerId: "u-nope" })) },
    {
      what: "inviting a seeker who neither applied nor is open to offers", given: at("none", { seekerApplied: false }), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody(),
      status: 422, answer: "INTERVIEW_INVITEE_NOT_ELIGIBLE", call: INVITE,
    },
    {
      what: "a second invitation while one is in play", given: at("sent"), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody(), status: 409, answer: "INTERVIEW_ALREADY_INVITED",
      details: { interviewId: like(INTERVIEW) }, call: INVITE,
    },
    { what: "a time already past", given: at("none"), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody({ startsAt: PAST }), status: 422, answer: "INTERVIEW_TIME_PAST", call: (a) => a.invite(inviteRequest({ startsAt: PAST })) },
    {
      what: "a letter over 500 characters", given: at("none"), bearer: PROVIDER, method: "POST", path: "/api/interviews", body: inviteBody({ letter: "a".repeat(501) }), status: 400, answer: "INVITATION_LETTER_TOO_LONG",
      call: (a) => a.invite(inviteRequest({ letter: "a".repeat(501) })),
    },
  ];
  for (const c of cases) run(c);
});

describe("reading invitations", () => {
  const JOB_QUERY = { jobId: fromState("${jobId}", JOB) };
  const cases: Case[] = [
    { what: "the seeker lists her invitations", given: at("sent"), bearer: SEEKER, method: "GET", path: "/api/interviews", status: 200, answer: { items: eachLike(detail("sent", "seeker")) }, call: (a) => a.list() },
    { what: "the provider lists one job's invitations", given: at("sent"), bearer: PROVIDER, method: "GET", path: "/api/interviews", query: JOB_QUERY, status: 200, answer: { items: eachLike(detail("sent", "provider")) }, call: (a) => a.list(JOB) },
    { what: "the invitations of an unknown job", given: at("sent"), bearer: PROVIDER, method: "GET", path: "/api/interviews", query: { jobId: "j-nope" }, status: 404, answer: "JOB_NOT_FOUND", call: (a) => a.list("j-nope") },
    { what: "a seeker listing a job's invitations", given: at("sent"), bearer: SEEKER, method: "GET", path: "/api/interviews", query: JOB_QUERY, status: 403, answer: "FORBIDDEN", call: (a) => a.list(JOB) },
    { what: "the seeker opens her invitation", given: at("sent"), bearer: SEEKER, method: "GET", path: interviewPath(), status: 200, answer: detail("sent", "seeker"), call: (a) => a.interview(INTERVIEW) },
    { what: "an unknown invitation", given: at("sent"), bearer: SEEKER, method: "GET", path: nopePath(), status: 404, answer: "INTERVIEW_NOT_FOUND", call: (a) => a.interview("iv-nope") },
  ];
  for (const c of cases) run(c);
});

type Step = (api: InterviewsApi, interviewId: string) => Promise<Result.Result<unknown, ApiError | NotLoggedIn>>;

/** The refusals every step shares (docs/api.md "as accept"): unknown, the other side, a final state, its time came. */
const refusalsOf = (what: string, suffix: string, otherSide: Bearer, side: Bearer, body: unknown, step: Step): Case[] => {
  const call: Call = (a) => step(a, INTERVIEW);
  return [
    { what: `${what} of an unknown invitation`, given: at("sent"), bearer: side, method: "POST", path: nopePath(suffix), body, status: 404, answer: "INTERVIEW_NOT_FOUND", call: (a) => step(a, "iv-nope") },
    { what: `${what} by the other side`, given: at("sent"), bearer: otherSide, method: "POST", path: interviewPath(suffix), body, status: 403, answer: "FORBIDDEN", call },
    { what: `${what} of a cancelled invitation`, given: at("cancelled"), bearer: side, method: "POST", path: interviewPath(suffix), body, status: 409, answer: "INVALID_TRANSITION", call },
    { what: `${what} once its time came`, given: at("past"), bearer: side, method: "POST", path: interviewPath(suffix), body, status: 409, answer: "INTERVIEW_OVER", call },
  ];
};

describe("the seeker answers", () => {
  const REASON = { reason: "I took another job" };
  const NOTE = { note: "Could we meet in the afternoon?" };
  const accept: Step = (a, id) => a.accept(id);
  const decline: Step = (a, id) => a.decline(id, REASON);
  const another: Step = (a, id) => a.askAnotherTime(id, NOTE);
  const cases: Case[] = [
    { what: "the seeker accepts", given: at("sent"), bearer: SEEKER, method: "POST", path: interviewPath("/accept"), status: 200, answer: detail("accepted", "seeker"), call: (a) => accept(a, INTERVIEW) },
    ...refusalsOf("accepting", "/accept", PROVIDER, SEEKER, undefined, accept),
    { what: "the seeker declines with a reason", given: at("sent"), bearer: SEEKER, method: "POST", path: interviewPath("/decline"), body: REASON, status: 200, answer: detail("declined", "seeker", REASON.reason), call: (a) => decline(a, INTERVIEW) },
    ...refusalsOf("declining", "/decline", PROVIDER, SEEKER, REASON, decline),
    { what: "the seeker asks for another time", given: at("sent"), bearer: SEEKER, method: "POST", path: interviewPath("/another-time"), body: NOTE, status: 200, answer: detail("anotherTimeAsked", "seeker", NOTE.note), call: (a) => another(a, INTERVIEW) },
    ...refusalsOf("asking for another time", "/another-time", PROVIDER, SEEKER, NOTE, another),
  ];
  for (const c of cases) run(c);
});

describe("the provider sets a new time or cancels", () => {
  const NEW_TIME = { startsAt: fromState("${startsAt}", STARTS_AT) };
  const reschedule: Step = (a, id) => a.reschedule(id, { startsAt: STARTS_AT });
  const cancel: Step = (a, id) => a.cancel(id);
  const cases: Case[] = [
    { what: "the provider sets the new time the seeker asked for", given: at("anotherTimeAsked"), bearer: PROVIDER, method: "POST", path: interviewPath("/reschedule"), body: NEW_TIME, status: 200, answer: detail("rescheduled", "provider"), call: (a) => reschedule(a, INTERVIEW) },
    ...refusalsOf("setting a new time", "/reschedule", SEEKER, PROVIDER, NEW_TIME, reschedule),
    {
      what: "a new time already past", given: at("sent"), bearer: PROVIDER, method: "POST", path: interviewPath("/reschedule"), body: { startsAt: PAST }, status: 422, answer: "INTERVIEW_TIME_PAST",
      call: (a) => a.reschedule(INTERVIEW, { startsAt: PAST }),
    },
    { what: "the provider cancels", given: at("sent"), bearer: PROVIDER, method: "POST", path: interviewPath("/cancel"), status: 200, answer: detail("cancelled", "provider"), call: (a) => cancel(a, INTERVIEW) },
    ...refusalsOf("cancelling", "/cancel", SEEKER, PROVIDER, undefined, cancel),
  ];
  for (const c of cases) run(c);
});
