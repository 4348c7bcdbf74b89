import { Result } from "effect";
import { checkRecruitmentSurvey } from "../../../domain/job/survey.rules";
import { JobSurvey, RecruitmentSurvey, RecruitmentSurveyAnswer } from "../../../domain/job/survey.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint } from "../../http/endpoint";
import { isApiFailure } from "../../http/errors";
import { currentJob, jobToManage, lifecycleOf, replaceJob } from "./provider-jobs.logic";

/**
 * The recruitment-experience survey of a job (docs/api.md "Recruitment survey"), answered by the
 * job's managers once it is closed or has a hire. Decision: one survey per job; a second answer
 * (the same manager correcting herself, or another manager of the job) replaces the first, so the
 * job keeps the latest view of its recruitment and never two.
 */
export const surveyEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId/survey",
    success: { status: 200, schema: JobSurvey },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "A job's recruitment survey as last answered (its managers), so the form opens with it; `survey: null` before anyone answered",
    handle: ({ db, caller, params }) => {
      const job = jobToManage(db, caller, params.jobId, "The caller may not manage this job");
      if (isApiFailure(job)) return fail(job);
      const stored = db.jobs.find((j) => j.jobId === job.jobId);
      return { status: 200, json: { jobId: job.jobId, survey: stored?.survey ?? null } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/jobs/:jobId/survey",
    success: { status: 200, schema: RecruitmentSurvey },
    errors: ["SURVEY_NOT_OPEN", "SURVEY_INCOMPLETE", "TEXT_TOO_LONG", "JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Answer a job's recruitment survey (its managers, once the job is closed or has a hire); a second answer replaces the first",
    body: RecruitmentSurveyAnswer,
    handle: ({ db, caller, params, body, now }) => {
      const stored = jobToManage(db, caller, params.jobId, "The caller may not manage this job");
      if (isApiFailure(stored)) return fail(stored);
      const job = currentJob(db, stored, now);
      const checked = checkRecruitmentSurvey(job.jobId, lifecycleOf(db, job), body);
      if (Result.isFailure(checked)) return refuse(checked.failure);
      const survey: RecruitmentSurvey = { jobId: job.jobId, ...checked.success, answeredAt: toWibIso(now), answeredBy: callerOf(caller).account.userId };
      return { status: 200, json: survey, next: replaceJob(db, { ...stored, survey }) };
    },
  }),
];
