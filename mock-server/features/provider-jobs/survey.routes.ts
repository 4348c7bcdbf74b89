import { Result } from "effect";
import { checkRecruitmentSurvey } from "../../../domain/job/survey.rules";
import { RecruitmentSurvey, RecruitmentSurveyAnswer } from "../../../domain/job/survey.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerOf } from "../../http/caller";
import { endpointWithBody, fail, refuse, type Endpoint } from "../../http/endpoint";
import { isApiFailure } from "../../http/errors";
import { currentJob, jobToManage, lifecycleOf, replaceJob } from "./provider-jobs.logic";

/**
 * The recruitment-experience survey of a job (docs/api.md "Recruitment survey"), answered by the
 * job's managers once it is closed or has a hire. Decision: one survey per job; a second answer
 * (the same manager correcting herself, or another manager of the job) replaces the first, so the
 * job keeps the latest view of its recruitment and never two.
 */
export const surveyEndpoints = (): Endpoint[] => [
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
