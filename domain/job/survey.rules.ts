import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { validateSurvey, type SurveyIncomplete, type TextTooLong } from "../shared/text.rules";
import type { JobLifecycle } from "./job.machine";
import { SURVEY_REQUIRED_QUESTION_IDS, type RecruitmentSurveyAnswer } from "./survey.schema";

/** The survey asks about a recruitment that has ended or succeeded: not yet for an open job without a hire. */
export class SurveyNotOpen extends DomainError("SurveyNotOpen")<{ readonly jobId: string }> {
  override readonly code = "SURVEY_NOT_OPEN";
}

/** Decision (issue 24 says "after a hire or a closed job"): closed, or at least one seeker hired. */
export const surveyIsOpen = (job: Pick<JobLifecycle, "status" | "hired">): boolean => job.status === "closed" || job.hired > 0;

/** The survey's answer checked: the job's recruitment is over or has a hire, then `validateSurvey` (spec section 5). */
export const checkRecruitmentSurvey = (
  jobId: string,
  job: Pick<JobLifecycle, "status" | "hired">,
  answer: RecruitmentSurveyAnswer,
): Result.Result<RecruitmentSurveyAnswer, SurveyNotOpen | SurveyIncomplete | TextTooLong> => {
  if (!surveyIsOpen(job)) return Result.fail(new SurveyNotOpen({ jobId }));
  const { comment, ...answers } = answer;
  const valid = validateSurvey({ requiredQuestionIds: SURVEY_REQUIRED_QUESTION_IDS, answers, comment });
  return Result.isFailure(valid) ? Result.fail(valid.failure) : Result.succeed(answer);
};
