import type { Result } from "effect";
import type { JobSurvey, RecruitmentSurvey, RecruitmentSurveyAnswer } from "../../domain/job/survey.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

/** The recruitment survey of issue 24 (docs/api.md "Recruitment survey"): a job's managers answer it once it is closed or has a hire. */
export interface SurveyApi {
  /** The job's survey as last answered (`survey: null` before anyone did), for the form to open with. */
  current(jobId: string): Promise<Result.Result<JobSurvey, ApiError | NotLoggedIn>>;
  /** A second answer for the same job replaces the first (one survey per job). */
  answer(jobId: string, answer: RecruitmentSurveyAnswer): Promise<Result.Result<RecruitmentSurvey, ApiError | NotLoggedIn>>;
}

export const SURVEY_API = token<SurveyApi>("SURVEY_API");
