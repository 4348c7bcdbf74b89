import { randomUUID } from "node:crypto";
import { Result } from "effect";
import { checkCanApply } from "../../../domain/applying/application.rules";
import { checkScreeningAnswers } from "../../../domain/job/screening.rules";
import type { ApplicationId } from "../../../domain/applying/application.schema";
import { ApplyRequest, JobApplication } from "../../../domain/applying/application.schema";
import { ApplicantList, MyApplicationList } from "../../../domain/seeker/job-card.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerCan, callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint } from "../../http/endpoint";
import { forbidden, isApiFailure, jobNotFound } from "../../http/errors";
import type { Db, StoredApplication } from "../../store/db.schema";
import { applicationOf, jobCard, visibleJob } from "../job-search/job-search.public";
import { jobToManage, questionsOf } from "../provider-jobs/provider-jobs.public";
import { profileOf } from "../seeker-profile/seeker-profile.public";
import { applicantSummary, applicationView } from "./applicant.logic";
import type { CvLinks } from "./applicant-cv";
import { postCard } from "../chat/chat.public";
import { rejectionReasonOf } from "../video-interview/video-interview.public";

/** Applying, the seeker's applications (Aktivitas) and a job's applicants (docs/api.md "Applications"). */
export const applicationEndpoints = (deps: { readonly cvLinks: Pick<CvLinks, "linkFor"> }): Endpoint[] => [
  endpointWithBody({
    method: "POST",
    path: "/api/jobs/:jobId/applications",
    success: { status: 201, schema: JobApplication },
    errors: ["JOB_NOT_FOUND", "OWN_BUSINESS_JOB", "JOB_NOT_OPEN", "JOB_EXPIRED", "ALREADY_APPLIED", "PROFILE_INCOMPLETE", "SEEKER_TOO_YOUNG", "OUTSIDE_JOB_LIMITS", "SCREENING_ANSWERS_INVALID", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Apply to a job (18+, once per job, open and unexpired jobs only, profile holding what the job needs, the job's screening questions answered)",
    body: ApplyRequest,
    handle: ({ body, db, caller, params, now }) => {
      const { account } = callerOf(caller);
      if (!callerCan(db, caller, "apply")) return fail(forbidden("Switch to the seeker role to apply"));
      const job = visibleJob(db, params.jobId);
      if (job === undefined) return fail(jobNotFound());
      const checked = checkCanApply({
        job,
        profile: profileOf(db, account.userId) ?? null,
        alreadyApplied: applicationOf(db, account.userId, job.jobId) !== undefined,
        applicantBusinessId: account.companyId ?? null,
        now,
      });
      if (Result.isFailure(checked)) return refuse(checked.failure);
      const answers = checkScreeningAnswers(questionsOf(job), body.answers ?? []);
      if (Result.isFailure(answers)) return refuse(answers.failure);
      const application: StoredApplication = {
        applicationId: `a-${randomUUID()}`,
        jobId: job.jobId,
        seekerUserId: account.userId,
        status: "applied",
        createdAt: toWibIso(now),
        ...(body.note.trim() === "" ? {} : { note: body.note.trim() }),
        ...(answers.success.length === 0 ? {} : { answers: answers.success }),
      };
      const applied = { ...db, applications: [...db.applications, application] };
      // Issue 24: the job's providers see it arrive in the chat with her.
      const next = postCard(applied, { jobId: job.jobId, seekerId: account.userId }, { kind: "applicationReceived", applicationId: application.applicationId as ApplicationId }, now);
      return { status: 201, json: applicationView(application), next };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/seeker/applications",
    success: { status: 200, schema: MyApplicationList },
    auth: "bearer",
    area: "api",
    summary: "The caller's applications with their jobs, newest first; a rejection after a video interview carries its reason",
    handle: ({ db, caller }) => {
      const { account } = callerOf(caller);
      const items = db.applications
        .filter((a) => a.seekerUserId === account.userId)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
        .flatMap((a) => {
          const job = db.jobs.find((j) => j.jobId === a.jobId);
          if (job === undefined) return [];
          const rejectionReason = a.status === "rejected" ? rejectionReasonOf(db, a.applicationId) : undefined;
          return [{ application: applicationView(a), card: jobCard(db, job, account.userId, null), ...(rejectionReason === undefined ? {} : { rejectionReason }) }];
        });
      return { status: 200, json: { items, nextCursor: null } };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId/applications",
    success: { status: 200, schema: ApplicantList },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "A job's applicants with their profile summary (the job's provider only); marks them viewed",
    handle: ({ db, caller, params, now }) => {
      const job = jobToManage(db, caller, params.jobId, "Only the job's provider sees its applicants");
      if (isApiFailure(job)) return fail(job);
      const mine = db.applications.filter((a) => a.jobId === job.jobId);
      const items = mine.flatMap((a) => {
        const summary = applicantSummary(db, a, now, deps.cvLinks);
        return summary === null ? [] : [summary];
      });
      const next: Db = mine.some((a) => a.status === "applied")
        ? { ...db, applications: db.applications.map((a) => (a.jobId === job.jobId && a.status === "applied" ? { ...a, status: "viewed" as const } : a)) }
        : db;
      return { status: 200, json: { jobId: job.jobId, position: job.position, items }, next };
    },
  }),
];
