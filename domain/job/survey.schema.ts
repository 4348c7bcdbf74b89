import { Schema } from "effect";
import { JobId } from "../shared/ids.schema";

/**
 * The recruitment-experience survey (issue 24, /questionSurvey): a provider tells how recruiting
 * for one job went, after a hire or once the job is closed. Decision (the spec names the survey, its
 * required questions and the comment's limit, not the questions): three short questions, two of
 * them required, and a free comment.
 */
export const SURVEY_QUESTIONS = [
  { questionId: "overall", kind: "rating", required: true },
  { questionId: "hireAgain", kind: "yesNo", required: true },
  { questionId: "applicantsFit", kind: "rating", required: false },
] as const;
export type SurveyQuestionId = (typeof SURVEY_QUESTIONS)[number]["questionId"];

export const SURVEY_REQUIRED_QUESTION_IDS: readonly SurveyQuestionId[] = SURVEY_QUESTIONS.filter((q) => q.required).map((q) => q.questionId);

/** A rating is 1 (poor) to 5 (excellent) stars. */
export const SurveyRating = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5 })));
export const SurveyYesNo = Schema.Literals(["yes", "no"]);

/**
 * POST /api/jobs/{jobId}/survey. An unanswered question is absent (the rule refuses a missing
 * required one with SURVEY_INCOMPLETE); the comment's 1,000 characters are a rule (TEXT_TOO_LONG),
 * the schema only bounds the request.
 */
export const RecruitmentSurveyAnswer = Schema.Struct({
  overall: Schema.optional(SurveyRating),
  hireAgain: Schema.optional(SurveyYesNo),
  applicantsFit: Schema.optional(SurveyRating),
  comment: Schema.String.pipe(Schema.check(Schema.isMaxLength(4_000))),
});
export type RecruitmentSurveyAnswer = typeof RecruitmentSurveyAnswer.Type;

/** The survey as stored on its job (one per job) and answered back. */
export const RecruitmentSurvey = Schema.Struct({ jobId: JobId, ...RecruitmentSurveyAnswer.fields, answeredAt: Schema.String, answeredBy: Schema.String });
export type RecruitmentSurvey = typeof RecruitmentSurvey.Type;

/** GET /api/jobs/{jobId}/survey: the job's survey as last answered, `null` before anyone answered it (never a 404 for that). */
export const JobSurvey = Schema.Struct({ jobId: JobId, survey: Schema.NullOr(RecruitmentSurvey) });
export type JobSurvey = typeof JobSurvey.Type;
