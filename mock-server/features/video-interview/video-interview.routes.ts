import { randomUUID } from "node:crypto";
import { Result } from "effect";
import { browserLanguage, DEFAULT_LANGUAGE } from "../../../domain/identity/language";
import type { InterviewId } from "../../../domain/shared/ids.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import {
  checkNewVideoInterview,
  checkVideoAnswer,
  checkVideoInterviewDeadline,
  checkVideoInterviewDecision,
  InterviewQuestionsMissing,
  moveVideoInterview,
} from "../../../domain/video-interview/video-interview.rules";
import {
  ApplicationVideoInterview,
  DecideVideoInterviewRequest,
  JobInterviewQuestions,
  RecordVideoAnswerRequest,
  SaveInterviewQuestionsRequest,
  SendVideoInterviewRequest,
  SuggestedInterviewQuestions,
  VideoInterview,
} from "../../../domain/video-interview/video-interview.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint, type Reply } from "../../http/endpoint";
import { apiFailure, forbidden, isApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredVideoInterview } from "../../store/video-interview.db-schema";
import { postCard } from "../chat/chat.public";
import { jobToManage } from "../provider-jobs/provider-jobs.public";
import { type UploadedFiles } from "../uploads/uploads.public";
import { categoryName, interviewFor, interviewView, machineStateOf, statusNow, withInterview } from "./video-interview.logic";
import { suggestQuestions } from "./suggest-questions";
import { uploadIdOf } from "../../../domain/shared/upload-url.rules";

export interface VideoInterviewDeps {
  readonly publicUrl: () => string;
  readonly files: Pick<UploadedFiles, "ownerOf">;
}

const MANAGE = "Only a provider who manages the job sets its interview questions and sends video interviews";
const questionsOf = (db: Db, jobId: string): readonly string[] => db.interviewQuestions.find((q) => q.jobId === jobId)?.questions ?? [];

/** The interview as it reads now, for the side that asked; `next` is written first. */
const answer = (status: 200 | 201, next: Db, iv: StoredVideoInterview, now: number): Reply => ({ status, json: interviewView(next, iv, now), next });

/** Video interviews with AI questions (issue 24; docs/api.md "Video interviews"). */
export const videoInterviewEndpoints = (deps: VideoInterviewDeps): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId/interview-questions",
    success: { status: 200, schema: JobInterviewQuestions },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "The job's video interview questions (empty before the first save); providers who manage the job",
    handle: ({ db, caller, params }) => {
      const job = jobToManage(db, caller, params.jobId, MANAGE);
      if (isApiFailure(job)) return fail(job);
      return { status: 200, json: { jobId: job.jobId, position: job.position, questions: questionsOf(db, job.jobId) } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/jobs/:jobId/interview-questions",
    success: { status: 200, schema: JobInterviewQuestions },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Save the job's questions (1 to INTERVIEW_QUESTIONS_MAX, each trimmed, at most INTERVIEW_QUESTION_MAX_CHARACTERS); later video interviews send them",
    body: SaveInterviewQuestionsRequest,
    handle: ({ db, caller, params, body, now }) => {
      const job = jobToManage(db, caller, params.jobId, MANAGE);
      if (isApiFailure(job)) return fail(job);
      const saved = { jobId: job.jobId, questions: [...body.questions], updatedAt: toWibIso(now), updatedBy: callerOf(caller).account.userId };
      const next: Db = { ...db, interviewQuestions: [...db.interviewQuestions.filter((q) => q.jobId !== job.jobId), saved] };
      return { status: 200, json: { jobId: job.jobId, position: job.position, questions: saved.questions }, next };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/interview-questions/suggestions",
    success: { status: 200, schema: SuggestedInterviewQuestions },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary:
      "Questions written for the job from its position, category and description, in the Accept-Language (en or id; id otherwise). Saves nothing: the provider edits them and saves. The mock writes them from templates, the same ones every time; a real backend asks its model",
    handle: ({ db, caller, params, headers }) => {
      const job = jobToManage(db, caller, params.jobId, MANAGE);
      if (isApiFailure(job)) return fail(job);
      const language = browserLanguage((headers["accept-language"] ?? "").split(",").map((t) => t.split(";")[0]?.trim() ?? "")) ?? DEFAULT_LANGUAGE;
      return { status: 200, json: { language, questions: suggestQuestions({ ...job, category: categoryName(db, job.category, language) }, language) } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/video-interviews",
    success: { status: 201, schema: VideoInterview },
    errors: ["NOT_FOUND", "FORBIDDEN", "INTERVIEW_QUESTIONS_MISSING", "VIDEO_INTERVIEW_DEADLINE_INVALID", "VIDEO_INTERVIEW_ALREADY_SENT", "VIDEO_INTERVIEW_TOO_SOON"],
    auth: "bearer",
    area: "api",
    summary:
      "Send the job's questions to an applicant as a video interview, to answer before `deadline` (after now, at most VIDEO_INTERVIEW_DEADLINE_MAX_DAYS ahead). One open interview per application; a new one only INTERVIEW_RETAKE_MONTHS after the last submitted one",
    body: SendVideoInterviewRequest,
    handle: ({ db, caller, body, now }) => {
      const application = db.applications.find((a) => a.applicationId === body.applicationId);
      if (application === undefined) return fail(apiFailure("NOT_FOUND", "No application with this id"));
      const job = jobToManage(db, caller, application.jobId, MANAGE);
      if (isApiFailure(job)) return fail(job.code === "JOB_NOT_FOUND" ? apiFailure("NOT_FOUND", "No application with this id") : job);
      const questions = questionsOf(db, job.jobId);
      if (questions.length === 0) return refuse(new InterviewQuestionsMissing());
      const deadline = checkVideoInterviewDeadline(Date.parse(body.deadline), now);
      if (Result.isFailure(deadline)) return refuse(deadline.failure);
      const earlier = db.videoInterviews
        .filter((v) => v.jobId === job.jobId && v.seekerUserId === application.seekerUserId)
        .map((v) => ({ status: statusNow(v, now), submittedAt: v.submittedAt === undefined ? null : Date.parse(v.submittedAt) }));
      const allowed = checkNewVideoInterview(earlier, now);
      if (Result.isFailure(allowed)) return refuse(allowed.failure);
      const iv: StoredVideoInterview = {
        interviewId: `vi-${randomUUID()}`,
        jobId: job.jobId,
        applicationId: application.applicationId,
        seekerUserId: application.seekerUserId,
        sentBy: callerOf(caller).account.userId,
        questions: [...questions],
        answers: questions.map(() => null),
        status: "invited",
        deadline: toWibIso(deadline.success),
        sentAt: toWibIso(now),
      };
      const card = { kind: "videoInterviewSent" as const, videoInterviewId: iv.interviewId as InterviewId };
      const next = postCard({ ...db, videoInterviews: [...db.videoInterviews, iv] }, { jobId: job.jobId, seekerId: iv.seekerUserId }, card, now);
      return answer(201, next, iv, now);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/video-interviews/:interviewId",
    success: { status: 200, schema: VideoInterview },
    errors: ["VIDEO_INTERVIEW_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "One video interview: for the seeker it was sent to, or a provider who manages its job (anyone else: not found)",
    handle: ({ db, caller, params, now }) => {
      const found = interviewFor(db, caller, params.interviewId);
      if (isApiFailure(found)) return fail(found);
      return { status: 200, json: interviewView(db, found.iv, now) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/applications/:applicationId/video-interview",
    success: { status: 200, schema: ApplicationVideoInterview },
    errors: ["NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "The latest video interview sent for an application (null before the first); providers who manage the job",
    handle: ({ db, caller, params, now }) => {
      const application = db.applications.find((a) => a.applicationId === params.applicationId);
      if (application === undefined) return fail(apiFailure("NOT_FOUND", "No application with this id"));
      const job = jobToManage(db, caller, application.jobId, MANAGE);
      if (isApiFailure(job)) return fail(job.code === "JOB_NOT_FOUND" ? apiFailure("NOT_FOUND", "No application with this id") : job);
      const latest = db.videoInterviews.filter((v) => v.applicationId === application.applicationId).at(-1);
      return { status: 200, json: { interview: latest === undefined ? null : interviewView(db, latest, now) } };
    },
  }),
  seekerStep("start", "The seeker starts answering (before the deadline; starting again while answering is accepted and changes nothing)", (db, iv, now) => {
    const state = machineStateOf(iv, now);
    // Reopening the page after a dropped connection: already started, nothing to do.
    if (state.status === "inProgress" || state.status === "recorded") return { status: 200, json: interviewView(db, iv, now) };
    const moved = moveVideoInterview(state, { type: "start" }, now);
    if (Result.isFailure(moved)) return refuse(moved.failure);
    const next = { ...iv, status: moved.success.status };
    return answer(200, withInterview(db, next), next, now);
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/video-interviews/:interviewId/answers",
    success: { status: 200, schema: VideoInterview },
    errors: ["VIDEO_INTERVIEW_NOT_FOUND", "FORBIDDEN", "VIDEO_INTERVIEW_EXPIRED", "INVALID_TRANSITION", "RECORDING_TOO_LONG", "VIDEO_ANSWER_NOT_OWN_UPLOAD"],
    auth: "bearer",
    area: "api",
    summary:
      "Record or retake the answer to one question: a video the seeker uploaded (POST /api/uploads), at most INTERVIEW_ANSWER_SECONDS, all answers about 5 minutes. Before the deadline and before submitting",
    body: RecordVideoAnswerRequest,
    handle: ({ db, caller, params, body, now }) => {
      const found = seekerInterview(db, caller, params.interviewId);
      if (isApiFailure(found)) return fail(found);
      const { iv } = found;
      if (body.questionIndex >= iv.questions.length)
        return fail(apiFailure("VALIDATION_FAILED", "No question with this index", { issues: [{ path: ["questionIndex"], message: `Expected less than ${iv.questions.length}` }] }));
      const fileId = uploadIdOf(body.url, deps.publicUrl());
      const owner = fileId === null ? undefined : deps.files.ownerOf(fileId);
      if (owner === undefined || owner.userId !== iv.seekerUserId || !owner.contentType.startsWith("video/"))
        return fail(apiFailure("VIDEO_ANSWER_NOT_OWN_UPLOAD", "The answer must be a video the seeker uploaded"));
      const retake = iv.answers[body.questionIndex] !== null;
      const moved = moveVideoInterview(machineStateOf(iv, now), { type: retake ? "repeatAnswer" : "recordAnswer" }, now);
      if (Result.isFailure(moved)) return refuse(moved.failure);
      const others = iv.answers.flatMap((a, i) => (a === null || i === body.questionIndex ? [] : [a.durationSeconds]));
      const length = checkVideoAnswer(body.durationSeconds, others);
      if (Result.isFailure(length)) return refuse(length.failure);
      const next: StoredVideoInterview = {
        ...iv,
        status: moved.success.status,
        answers: iv.answers.map((a, i) => (i === body.questionIndex ? { url: body.url, durationSeconds: body.durationSeconds, recordedAt: toWibIso(now) } : a)),
      };
      return answer(200, withInterview(db, next), next, now);
    },
  }),
  seekerStep("submit", "The seeker submits once every question has an answer (before the deadline); the answers can no longer change", (db, iv, now) => {
    const moved = moveVideoInterview(machineStateOf(iv, now), { type: "submit" }, now);
    if (Result.isFailure(moved)) return refuse(moved.failure);
    const next: StoredVideoInterview = { ...iv, status: "submitted", submittedAt: toWibIso(now) };
    const card = { kind: "videoInterviewSubmitted" as const, videoInterviewId: iv.interviewId as InterviewId };
    return answer(200, postCard(withInterview(db, next), { jobId: iv.jobId, seekerId: iv.seekerUserId }, card, now), next, now);
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/video-interviews/:interviewId/decision",
    success: { status: 200, schema: VideoInterview },
    errors: ["VIDEO_INTERVIEW_NOT_FOUND", "FORBIDDEN", "INVALID_TRANSITION", "VIDEO_INTERVIEW_TOO_SOON"],
    auth: "bearer",
    area: "api",
    summary:
      "A provider who manages the job marks a submitted interview: shortlisted, or rejected with a reason the seeker reads in Aktivitas. A mark is changed only INTERVIEW_RETAKE_MONTHS after it was given",
    body: DecideVideoInterviewRequest,
    handle: ({ db, caller, params, body, now }) => {
      const found = interviewFor(db, caller, params.interviewId);
      if (isApiFailure(found)) return fail(found);
      if (found.side !== "provider") return fail(forbidden("Only a provider who manages the job marks a video interview"));
      const { iv } = found;
      const allowed = checkVideoInterviewDecision(statusNow(iv, now), iv.result === undefined ? null : Date.parse(iv.result.decidedAt), now);
      if (Result.isFailure(allowed)) return refuse(allowed.failure);
      const result = { decision: body.decision, ...(body.decision === "rejected" ? { reason: body.reason } : {}), decidedAt: toWibIso(now), decidedBy: callerOf(caller).account.userId };
      const next: StoredVideoInterview = { ...iv, result };
      // The application follows the mark, so Aktivitas shows a rejection (with the reason on the interview).
      const applications = db.applications.map((a) =>
        a.applicationId !== iv.applicationId || a.status === "offered" ? a : { ...a, status: body.decision === "rejected" ? ("rejected" as const) : ("viewed" as const) },
      );
      return answer(200, withInterview({ ...db, applications }, next), next, now);
    },
  }),
];

/** The seeker's own interview: a provider who may read it may not answer it (403); anyone else does not know it (404). */
const seekerInterview = (db: Db, caller: Parameters<typeof interviewFor>[1], interviewId: string | undefined) => {
  const found = interviewFor(db, caller, interviewId);
  if (isApiFailure(found)) return found;
  return found.side === "seeker" ? found : forbidden("Only the seeker it was sent to answers a video interview");
};

/** A seeker's step without a body on her own interview (start, submit): the same path shape, refusals and answer. */
const seekerStep = (step: "start" | "submit", summary: string, act: (db: Db, iv: StoredVideoInterview, now: number) => Reply): Endpoint =>
  endpoint({
    method: "POST",
    path: `/api/video-interviews/:interviewId/${step}`,
    success: { status: 200, schema: VideoInterview },
    errors: ["VIDEO_INTERVIEW_NOT_FOUND", "FORBIDDEN", "VIDEO_INTERVIEW_EXPIRED", "INVALID_TRANSITION"],
    auth: "bearer",
    area: "api",
    summary,
    handle: ({ db, caller, params, now }) => {
      const found = seekerInterview(db, caller, params.interviewId);
      return isApiFailure(found) ? fail(found) : act(db, found.iv, now);
    },
  });
