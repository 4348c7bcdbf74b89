import { MatchersV3 } from "@pact-foundation/pact";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { InterviewQuestionsHttpAdapter } from "../../adapters/http/interview-questions.http-adapter";
import { VideoInterviewHttpAdapter } from "../../adapters/http/video-interview.http-adapter";
import type { ApiError } from "../../application/ports/api-error";
import type { NotLoggedIn } from "../../application/session/not-logged-in";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { VideoInterviewApi } from "../../application/ports/video-interview-api.port";
import { PROVIDER_STATE, type ProviderStateParams } from "../../mock-server/provider-state-names";
import { clientFor, errorEnvelope, exampleToken, expectRefused, fromState, gawePact, PROVIDER_FROM_STATE as PROVIDER, SEEKER_FROM_STATE as SEEKER, signedHeaders, state, type TokenFromState as Bearer, WIB_TIME } from "./pact-support";

/**
 * Video interviews (issue 24, docs/api.md "Video interviews"): the job's questions and their
 * suggestions, sending, the seeker's start, answers and submit, the provider's mark, and every
 * documented refusal. The state `a video interview of an applicant is at a stage` logs in both
 * sides and hands back the job, the application, the interview and a video the seeker uploaded.
 */
const { eachLike, integer, like, regex } = MatchersV3;
const pact = gawePact();
const S = PROVIDER_STATE;

type Stage = ProviderStateParams[typeof S.videoInterviewAt]["stage"];
const AT = (stage: Stage) => state(S.videoInterviewAt, { stage });

const JOB = "j-s1a2b3";
const APPLICATION = "a-1a2b3c";
const INTERVIEW = "vi-1a2b3c";
const ANSWER_URL = "/api/uploads/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0/answer.webm";
const DEADLINE = "2026-11-29T10:00:00.000+07:00";

const jobPath = (suffix: string) => fromState(`/api/jobs/\${jobId}${suffix}`, `/api/jobs/${JOB}${suffix}`);
const interviewPath = (suffix = "") => fromState(`/api/video-interviews/\${interviewId}${suffix}`, `/api/video-interviews/${INTERVIEW}${suffix}`);
const applicationPath = fromState("/api/applications/${applicationId}/video-interview", `/api/applications/${APPLICATION}/video-interview`);

const video = (url: string, token: AuthToken) => new VideoInterviewHttpAdapter(clientFor(url, token));
const ok = <A>(result: Result.Result<A, ApiError | NotLoggedIn>): A => {
  expect(Result.isSuccess(result), JSON.stringify(result)).toBe(true);
  return (result as Result.Success<A, ApiError>).success;
};

const ANSWER = { url: like(ANSWER_URL), durationSeconds: like(20), recordedAt: WIB_TIME };
const interview = (status: string, answered: boolean, extra: Record<string, unknown> = {}) => ({
  interviewId: like(INTERVIEW),
  jobId: like(JOB),
  applicationId: like(APPLICATION),
  position: like("Barista"),
  businessName: like("Kedai Kopi Teduh"),
  seekerName: like("Siti Rahmawati"),
  status,
  questions: eachLike({ text: like("Why do you want this job?"), answer: answered ? ANSWER : null }),
  thinkSeconds: integer(30),
  answerSeconds: integer(60),
  deadline: WIB_TIME,
  sentAt: WIB_TIME,
  submittedAt: null,
  result: null,
  ...extra,
});
const QUESTIONS = { jobId: like(JOB), position: like("Barista"), questions: eachLike(like("Why do you want this job?")) };

type Call = (api: VideoInterviewApi) => Promise<Result.Result<unknown, ApiError | NotLoggedIn>>;
interface Case {
  readonly what: string;
  readonly stage: Stage;
  readonly bearer: Bearer;
  readonly method: "GET" | "POST";
  readonly path: ReturnType<typeof fromState> | string;
  readonly body?: unknown;
  readonly status: number;
  /** The success body, or the refusal's code. */
  readonly answer: unknown;
  readonly call: Call;
}

const run = ({ what, stage, bearer, method, path, body, status, answer, call }: Case) =>
  it(typeof answer === "string" ? `refuses ${what} (${answer})` : what, () =>
    pact
      .addInteraction()
      .given(...AT(stage))
      .uponReceiving(`a video interview call: ${what}`)
      .withRequest(method, path, (b) => {
        b.headers(signedHeaders(bearer));
        if (body !== undefined) b.jsonBody(body);
      })
      .willRespondWith(status, (b) => b.jsonBody(typeof answer === "string" ? errorEnvelope(answer) : answer))
      .executeTest(async (server) => {
        const result = await call(video(server.url, exampleToken(bearer)));
        if (typeof answer === "string") expectRefused(result, status, answer);
        else ok(result);
      }),
  );

const questionsBody = { questions: ["Why do you want this job?", "When can you start?"] };
const sendBody = (applicationId: unknown = fromState("${applicationId}", APPLICATION), deadline: unknown = fromState("${deadline}", DEADLINE)) => ({ applicationId, deadline });
const answerBody = (over: Record<string, unknown> = {}) => ({ questionIndex: 0, url: fromState("${answerUrl}", ANSWER_URL), durationSeconds: 20, ...over });
const SEND: Call = (api) => api.send({ applicationId: APPLICATION, deadline: DEADLINE });

describe("a job's interview questions", () => {
  const cases: Case[] = [
    { what: "the provider reads the job's questions", stage: "questionsSet", bearer: PROVIDER, method: "GET", path: jobPath("/interview-questions"), status: 200, answer: QUESTIONS, call: (api) => api.jobQuestions(JOB) },
    { what: "a seeker reading a job's questions", stage: "questionsSet", bearer: SEEKER, method: "GET", path: jobPath("/interview-questions"), status: 403, answer: "FORBIDDEN", call: (api) => api.jobQuestions(JOB) },
    { what: "the questions of an unknown job", stage: "questionsSet", bearer: PROVIDER, method: "GET", path: "/api/jobs/j-nope/interview-questions", status: 404, answer: "JOB_NOT_FOUND", call: (api) => api.jobQuestions("j-nope") },
    { what: "the provider saves the job's questions", stage: "questionsSet", bearer: PROVIDER, method: "POST", path: jobPath("/interview-questions"), body: questionsBody, status: 200, answer: QUESTIONS, call: (api) => api.saveJobQuestions(JOB, questionsBody) },
    { what: "saving no question", stage: "questionsSet", bearer: PROVIDER, method: "POST", path: jobPath("/interview-questions"), body: { questions: [] }, status: 400, answer: "VALIDATION_FAILED", call: (api) => api.saveJobQuestions(JOB, { questions: [] as never }) },
    { what: "a seeker saving a job's questions", stage: "questionsSet", bearer: SEEKER, method: "POST", path: jobPath("/interview-questions"), body: questionsBody, status: 403, answer: "FORBIDDEN", call: (api) => api.saveJobQuestions(JOB, questionsBody) },
    { what: "saving the questions of an unknown job", stage: "questionsSet", bearer: PROVIDER, method: "POST", path: "/api/jobs/j-nope/interview-questions", body: questionsBody, status: 404, answer: "JOB_NOT_FOUND", call: (api) => api.saveJobQuestions("j-nope", questionsBody) },
  ];
  for (const c of cases) run(c);

  const suggest = (bearer: Bearer, path: ReturnType<typeof fromState> | string, status: number, answer: unknown, jobId: string) =>
    pact
      .addInteraction()
      .given(...AT("questionsSet"))
      .uponReceiving(`a request for suggested interview questions${typeof answer === "string" ? ` refused with ${answer}` : ""}`)
      .withRequest("POST", path, (b) => b.headers(signedHeaders(bearer)))
      .willRespondWith(status, (b) => b.jsonBody(typeof answer === "string" ? errorEnvelope(answer) : answer))
      .executeTest(async (server) => {
        const result = await new InterviewQuestionsHttpAdapter(clientFor(server.url, exampleToken(bearer))).suggest(jobId);
        if (typeof answer === "string") expectRefused(result, status, answer);
        else expect(ok(result).questions.length).toBeGreaterThan(0);
      });
  it("suggests questions for the job in the caller's language", () =>
    suggest(PROVIDER, jobPath("/interview-questions/suggestions"), 200, { language: regex(/^(en|id)$/, "en"), questions: eachLike(like("Tell us about your experience as Barista.")) }, JOB));
  it("refuses suggestions to a seeker (FORBIDDEN)", () => suggest(SEEKER, jobPath("/interview-questions/suggestions"), 403, "FORBIDDEN", JOB));
  it("refuses suggestions for an unknown job (JOB_NOT_FOUND)", () => suggest(PROVIDER, "/api/jobs/j-nope/interview-questions/suggestions", 404, "JOB_NOT_FOUND", "j-nope"));
});

describe("sending a video interview and the applicant's page", () => {
  const cases: Case[] = [
    { what: "the provider sends the job's questions to an applicant", stage: "questionsSet", bearer: PROVIDER, method: "POST", path: "/api/video-interviews", body: sendBody(), status: 201, answer: interview("invited", false), call: SEND },
    { what: "sending for an unknown application", stage: "questionsSet", bearer: PROVIDER, method: "POST", path: "/api/video-interviews", body: sendBody("a-nope"), status: 404, answer: "NOT_FOUND", call: (api) => api.send({ applicationId: "a-nope", deadline: DEADLINE }) },
    { what: "a seeker sending a video interview", stage: "questionsSet", bearer: SEEKER, method: "POST", path: "/api/video-interviews", body: sendBody(), status: 403, answer: "FORBIDDEN", call: SEND },
    { what: "sending before the job has questions", stage: "applied", bearer: PROVIDER, method: "POST", path: "/api/video-interviews", body: sendBody(), status: 409, answer: "INTERVIEW_QUESTIONS_MISSING", call: SEND },
    { what: "a deadline in the past", stage: "questionsSet", bearer: PROVIDER, method: "POST", path: "/api/video-interviews", body: sendBody(undefined, "2020-01-01T09:00:00+07:00"), status: 400, answer: "VIDEO_INTERVIEW_DEADLINE_INVALID", call: (api) => api.send({ applicationId: APPLICATION, deadline: "2020-01-01T09:00:00+07:00" }) },
    { what: "a second open interview", stage: "invited", bearer: PROVIDER, method: "POST", path: "/api/video-interviews", body: sendBody(), status: 409, answer: "VIDEO_INTERVIEW_ALREADY_SENT", call: SEND },
    { what: "a retake within the retake months", stage: "submitted", bearer: PROVIDER, method: "POST", path: "/api/video-interviews", body: sendBody(), status: 409, answer: "VIDEO_INTERVIEW_TOO_SOON", call: SEND },
    {
      what: "the applicant's page reads her submitted interview", stage: "submitted", bearer: PROVIDER, method: "GET", path: applicationPath, status: 200,
      answer: { interview: interview("submitted", true, { submittedAt: WIB_TIME }) }, call: (api) => api.ofApplication(APPLICATION),
    },
    { what: "the interview of an unknown application", stage: "submitted", bearer: PROVIDER, method: "GET", path: "/api/applications/a-nope/video-interview", status: 404, answer: "NOT_FOUND", call: (api) => api.ofApplication("a-nope") },
    { what: "a seeker reading the applicant's page", stage: "submitted", bearer: SEEKER, method: "GET", path: applicationPath, status: 403, answer: "FORBIDDEN", call: (api) => api.ofApplication(APPLICATION) },
  ];
  for (const c of cases) run(c);
});

describe("the seeker answers; the provider marks", () => {
  const cases: Case[] = [
    { what: "the seeker opens her invitation", stage: "invited", bearer: SEEKER, method: "GET", path: interviewPath(), status: 200, answer: interview("invited", false), call: (api) => api.interview(INTERVIEW) },
    { what: "an unknown video interview", stage: "invited", bearer: SEEKER, method: "GET", path: "/api/video-interviews/vi-nope", status: 404, answer: "VIDEO_INTERVIEW_NOT_FOUND", call: (api) => api.interview("vi-nope") },
    { what: "the seeker starts", stage: "invited", bearer: SEEKER, method: "POST", path: interviewPath("/start"), status: 200, answer: interview("inProgress", false), call: (api) => api.start(INTERVIEW) },
    { what: "starting past the deadline", stage: "expired", bearer: SEEKER, method: "POST", path: interviewPath("/start"), status: 410, answer: "VIDEO_INTERVIEW_EXPIRED", call: (api) => api.start(INTERVIEW) },
    { what: "starting a submitted interview", stage: "submitted", bearer: SEEKER, method: "POST", path: interviewPath("/start"), status: 409, answer: "INVALID_TRANSITION", call: (api) => api.start(INTERVIEW) },
    {
      what: "the seeker records an answer with her upload", stage: "inProgress", bearer: SEEKER, method: "POST", path: interviewPath("/answers"), body: answerBody(), status: 200,
      answer: { ...interview("inProgress", false), questions: [{ text: like("Why do you want this job?"), answer: ANSWER }, { text: like("When can you start?"), answer: null }] },
      call: (api) => api.recordAnswer(INTERVIEW, { questionIndex: 0, url: ANSWER_URL, durationSeconds: 20 }),
    },
    { what: "an answer that is not her upload", stage: "inProgress", bearer: SEEKER, method: "POST", path: interviewPath("/answers"), body: answerBody({ url: "https://cdn.gawe.id/v/not-mine.webm" }), status: 422, answer: "VIDEO_ANSWER_NOT_OWN_UPLOAD", call: (api) => api.recordAnswer(INTERVIEW, { questionIndex: 0, url: "https://cdn.gawe.id/v/not-mine.webm", durationSeconds: 20 }) },
    { what: "an answer longer than the answer time", stage: "inProgress", bearer: SEEKER, method: "POST", path: interviewPath("/answers"), body: answerBody({ durationSeconds: 61 }), status: 400, answer: "RECORDING_TOO_LONG", call: (api) => api.recordAnswer(INTERVIEW, { questionIndex: 0, url: ANSWER_URL, durationSeconds: 61 }) },
    { what: "an answer past the deadline", stage: "expired", bearer: SEEKER, method: "POST", path: interviewPath("/answers"), body: answerBody(), status: 410, answer: "VIDEO_INTERVIEW_EXPIRED", call: (api) => api.recordAnswer(INTERVIEW, { questionIndex: 0, url: ANSWER_URL, durationSeconds: 20 }) },
    { what: "an answer after submitting", stage: "submitted", bearer: SEEKER, method: "POST", path: interviewPath("/answers"), body: answerBody(), status: 409, answer: "INVALID_TRANSITION", call: (api) => api.recordAnswer(INTERVIEW, { questionIndex: 0, url: ANSWER_URL, durationSeconds: 20 }) },
    { what: "an answer to no question", stage: "inProgress", bearer: SEEKER, method: "POST", path: interviewPath("/answers"), body: answerBody({ questionIndex: 7 }), status: 400, answer: "VALIDATION_FAILED", call: (api) => api.recordAnswer(INTERVIEW, { questionIndex: 7, url: ANSWER_URL, durationSeconds: 20 }) },
    { what: "the seeker submits every answer", stage: "recorded", bearer: SEEKER, method: "POST", path: interviewPath("/submit"), status: 200, answer: interview("submitted", true, { submittedAt: WIB_TIME }), call: (api) => api.submit(INTERVIEW) },
    { what: "submitting with a question unanswered", stage: "inProgress", bearer: SEEKER, method: "POST", path: interviewPath("/submit"), status: 409, answer: "INVALID_TRANSITION", call: (api) => api.submit(INTERVIEW) },
    { what: "submitting past the deadline", stage: "expired", bearer: SEEKER, method: "POST", path: interviewPath("/submit"), status: 410, answer: "VIDEO_INTERVIEW_EXPIRED", call: (api) => api.submit(INTERVIEW) },
    {
      what: "the provider rejects with a reason", stage: "submitted", bearer: PROVIDER, method: "POST", path: interviewPath("/decision"), body: { decision: "rejected", reason: "We need barista experience" }, status: 200,
      answer: interview("submitted", true, { submittedAt: WIB_TIME, result: { decision: "rejected", reason: "We need barista experience", decidedAt: WIB_TIME } }),
      call: (api) => api.decide(INTERVIEW, { decision: "rejected", reason: "We need barista experience" }),
    },
    { what: "marking an interview not submitted", stage: "invited", bearer: PROVIDER, method: "POST", path: interviewPath("/decision"), body: { decision: "shortlisted" }, status: 409, answer: "INVALID_TRANSITION", call: (api) => api.decide(INTERVIEW, { decision: "shortlisted" }) },
    { what: "changing a mark within the retake months", stage: "decided", bearer: PROVIDER, method: "POST", path: interviewPath("/decision"), body: { decision: "rejected", reason: "Changed our mind" }, status: 409, answer: "VIDEO_INTERVIEW_TOO_SOON", call: (api) => api.decide(INTERVIEW, { decision: "rejected", reason: "Changed our mind" }) },
  ];
  for (const c of cases) run(c);
});
