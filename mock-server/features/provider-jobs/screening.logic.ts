import { Result } from "effect";
import type { ScreeningQuestionDraft, ScreeningQuestion } from "../../../domain/job/screening.schema";
import { validateScreeningQuestions, withQuestionIds, type ScreeningQuestionsInvalid } from "../../../domain/job/screening.rules";
import type { Job } from "../../../domain/job/job.schema";
import type { StoredJob } from "../../store/db.schema";

/** The questions a job asks its applicants (issue 24): none when the job was saved without. */
export const questionsOf = (job: StoredJob): readonly ScreeningQuestion[] => job.screeningQuestions ?? [];

/**
 * A saved job with the questions of its save request: absent keeps those it has (an edit that does
 * not touch them), else they replace them, with ids of this job. Refused when a question breaks the rule.
 */
export const withScreening = (job: Job | StoredJob, drafts: readonly ScreeningQuestionDraft[] | undefined): Result.Result<StoredJob, ScreeningQuestionsInvalid> => {
  if (drafts === undefined) return Result.succeed(job);
  const valid = validateScreeningQuestions(drafts);
  if (Result.isFailure(valid)) return Result.fail(valid.failure);
  return Result.succeed({ ...job, screeningQuestions: withQuestionIds(job.jobId, valid.success) });
};
