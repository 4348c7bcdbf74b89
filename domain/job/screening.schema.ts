import { Schema } from "effect";
import {
  SCREENING_ANSWER_MAX_CHARACTERS,
  SCREENING_CHOICE_MAX_CHARACTERS,
  SCREENING_CHOICES_MAX,
  SCREENING_QUESTION_MAX_CHARACTERS,
  SCREENING_QUESTIONS_MAX,
} from "../policy/business-constants";
import { JobId } from "../shared/ids.schema";

const Text = (max: number) => Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(max)));
const QuestionId = Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(64)));

/** A short answer is free text; a choice is one of the question's options. */
export const ScreeningQuestionKind = Schema.Literals(["shortAnswer", "choice"]);
export type ScreeningQuestionKind = typeof ScreeningQuestionKind.Type;

const questionFields = {
  text: Text(SCREENING_QUESTION_MAX_CHARACTERS),
  kind: ScreeningQuestionKind,
  required: Schema.Boolean,
  /** The options of a choice question (screening.rules.ts: 2 to 6, all different); empty for a short answer. */
  choices: Schema.Array(Text(SCREENING_CHOICE_MAX_CHARACTERS)).pipe(Schema.check(Schema.isMaxLength(SCREENING_CHOICES_MAX))),
};

/** A question as the provider writes it in the job form; the server gives it its id. */
export const ScreeningQuestionDraft = Schema.Struct(questionFields);
export type ScreeningQuestionDraft = typeof ScreeningQuestionDraft.Type;
export const ScreeningQuestionDrafts = Schema.Array(ScreeningQuestionDraft).pipe(Schema.check(Schema.isMaxLength(SCREENING_QUESTIONS_MAX)));

/** A question of a job, as stored on the job and served (its id names the job: an answer cannot be moved to another job). */
export const ScreeningQuestion = Schema.Struct({ questionId: QuestionId, ...questionFields });
export type ScreeningQuestion = typeof ScreeningQuestion.Type;

/** GET /api/jobs/{jobId}/screening-questions: what the job asks its applicants (an empty list when nothing). */
export const JobScreening = Schema.Struct({ jobId: JobId, questions: Schema.Array(ScreeningQuestion) });
export type JobScreening = typeof JobScreening.Type;

/** One answer in an application: a short answer's text, or the chosen option word for word. */
export const ScreeningAnswer = Schema.Struct({
  questionId: QuestionId,
  answer: Schema.String.pipe(Schema.check(Schema.isMaxLength(SCREENING_ANSWER_MAX_CHARACTERS))),
});
export type ScreeningAnswer = typeof ScreeningAnswer.Type;
export const ScreeningAnswers = Schema.Array(ScreeningAnswer).pipe(Schema.check(Schema.isMaxLength(SCREENING_QUESTIONS_MAX)));

/** An applicant's answer as the job's provider reads it: with the question it answers. */
export const ApplicantAnswer = Schema.Struct({ questionId: Schema.String, question: Schema.String, answer: Schema.String });
export type ApplicantAnswer = typeof ApplicantAnswer.Type;
