import { Result } from "effect";
import {
  AskAnotherTimeRequest,
  CreateInterviewRequest,
  DeclineInterviewRequest,
  InterviewDetail,
  InterviewList,
  RescheduleInterviewRequest,
  type InterviewEvent,
} from "../../../domain/interview/interview.schema";
import { callerCan, callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure, forbidden, isApiFailure } from "../../http/errors";
import type { ErrorCode } from "../../../domain/errors/error-codes";
import { jobToManage } from "../provider-jobs/provider-jobs.public";
import { interviewById, interviewNotFound, interviewView, invite, move, viewerOf, type Changed, type Viewer } from "./interviews.logic";

/** The invitation as the caller may see it, or 404 INTERVIEW_NOT_FOUND (one answer for "none" and "not yours"). */
const seen = (ctx: HandlerContext<unknown>) => {
  const interview = interviewById(ctx.db, ctx.params.interviewId);
  const viewer = interview === undefined ? null : viewerOf(ctx.db, ctx.caller, interview);
  return interview === undefined || viewer === null ? interviewNotFound() : { interview, viewer };
};

const answer = (changed: Changed, viewer: Viewer, now: number, status: 200 | 201 = 200): Reply =>
  Result.isFailure(changed) ? fail(changed.failure) : { status, json: interviewView(changed.success.db, changed.success.interview, viewer, now), next: changed.success.db };

/** A step only one side takes: the seeker answers (in the seeker role), the provider moves or cancels. */
const step = (side: Viewer, toEvent: (ctx: HandlerContext<unknown>) => InterviewEvent) => (ctx: HandlerContext<unknown>): Reply => {
  const found = seen(ctx);
  if (isApiFailure(found)) return fail(found);
  const { interview, viewer } = found;
  const allowed = side === "seeker" ? viewer === "seeker" && callerCan(ctx.db, ctx.caller, "chat", { kind: "own", ownerId: interview.seekerId }) : viewer === "provider";
  if (!allowed) return fail(forbidden(side === "seeker" ? "Only the invited job seeker answers it, in the seeker role" : "Only the job's provider moves or cancels it"));
  return answer(move(ctx.db, interview, toEvent(ctx), ctx.now), viewer, ctx.now);
};

const SEEKER_STEP_ERRORS: readonly ErrorCode[] = ["INTERVIEW_NOT_FOUND", "FORBIDDEN", "INVALID_TRANSITION", "INTERVIEW_OVER"];

/** Interview invitations (issue 24; docs/api.md "Interviews"). */
export const interviewsEndpoints = (): Endpoint[] => [
  endpointWithBody({
    method: "POST",
    path: "/api/interviews",
    success: { status: 201, schema: InterviewDetail },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN", "JOB_NOT_OPEN", "SEEKER_NOT_FOUND", "INTERVIEW_INVITEE_NOT_ELIGIBLE", "INTERVIEW_ALREADY_INVITED", "INTERVIEW_TIME_PAST", "INVITATION_LETTER_TOO_LONG"],
    auth: "bearer",
    area: "api",
    summary: "Invite an applicant of the job, or a seeker open to offers, to an on-site or online interview; the seeker is told on her stream and in the job's conversation",
    body: CreateInterviewRequest,
    handle: (ctx) => {
      const job = jobToManage(ctx.db, ctx.caller, ctx.body.jobId, "Only the job's provider invites to its interview");
      if (isApiFailure(job)) return fail(job);
      if (job.status !== "open") return fail(apiFailure("JOB_NOT_OPEN", "The job is not open", { status: job.status }));
      const { account } = callerOf(ctx.caller);
      return answer(invite(ctx.db, { job, createdBy: account.userId, body: ctx.body, now: ctx.now }), "provider", ctx.now, 201);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/interviews",
    success: { status: 200, schema: InterviewList },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    query: [{ name: "jobId", required: false, description: "Only this job's invitations (a job the caller may manage)" }],
    auth: "bearer",
    area: "api",
    summary: "The caller's interview invitations, soonest first: a seeker's own in the seeker role; in the provider role those of the jobs the caller may manage (or of one job)",
    handle: (ctx) => {
      const { account } = callerOf(ctx.caller);
      let viewer: Viewer = account.activeRole === "seeker" ? "seeker" : "provider";
      let items = ctx.db.interviews.filter((i) => viewerOf(ctx.db, ctx.caller, i) === viewer && (viewer === "provider" || i.seekerId === account.userId));
      if (ctx.query.jobId !== undefined) {
        const job = jobToManage(ctx.db, ctx.caller, ctx.query.jobId, "Only the job's provider lists its interviews");
        if (isApiFailure(job)) return fail(job);
        viewer = "provider";
        items = ctx.db.interviews.filter((i) => i.jobId === job.jobId);
      }
      const sorted = [...items].sort((a, b) => a.startsAt - b.startsAt);
      return { status: 200, json: { items: sorted.map((i) => interviewView(ctx.db, i, viewer, ctx.now)) } };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/interviews/:interviewId",
    success: { status: 200, schema: InterviewDetail },
    errors: ["INTERVIEW_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "One interview invitation, to its seeker and to those who may manage its job",
    handle: (ctx) => {
      const found = seen(ctx);
      return isApiFailure(found) ? fail(found) : { status: 200, json: interviewView(ctx.db, found.interview, found.viewer, ctx.now) };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/interviews/:interviewId/accept",
    success: { status: 200, schema: InterviewDetail },
    errors: SEEKER_STEP_ERRORS,
    auth: "bearer",
    area: "api",
    summary: "The seeker accepts the invitation (sent, or a new time)",
    handle: step("seeker", () => ({ type: "accept" })),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/interviews/:interviewId/decline",
    success: { status: 200, schema: InterviewDetail },
    errors: SEEKER_STEP_ERRORS,
    auth: "bearer",
    area: "api",
    summary: "The seeker declines the invitation with a reason the provider reads (also one she accepted)",
    body: DeclineInterviewRequest,
    handle: (ctx) => step("seeker", () => ({ type: "decline", reason: ctx.body.reason }))(ctx),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/interviews/:interviewId/another-time",
    success: { status: 200, schema: InterviewDetail },
    errors: SEEKER_STEP_ERRORS,
    auth: "bearer",
    area: "api",
    summary: "The seeker asks for another time, with a note the provider reads",
    body: AskAnotherTimeRequest,
    handle: (ctx) => step("seeker", () => ({ type: "askAnotherTime", note: ctx.body.note }))(ctx),
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/interviews/:interviewId/reschedule",
    success: { status: 200, schema: InterviewDetail },
    errors: [...SEEKER_STEP_ERRORS, "INTERVIEW_TIME_PAST"],
    auth: "bearer",
    area: "api",
    summary: "The provider sets a new time (to come); the seeker answers it as a new invitation",
    body: RescheduleInterviewRequest,
    handle: (ctx) => step("provider", () => ({ type: "reschedule", startsAt: Date.parse(ctx.body.startsAt) }))(ctx),
  }),
  endpoint({
    method: "POST",
    path: "/api/interviews/:interviewId/cancel",
    success: { status: 200, schema: InterviewDetail },
    errors: SEEKER_STEP_ERRORS,
    auth: "bearer",
    area: "api",
    summary: "The provider cancels the invitation",
    handle: step("provider", () => ({ type: "cancel" })),
  }),
];
