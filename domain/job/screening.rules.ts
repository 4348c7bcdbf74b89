import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { SCREENING_CHOICES_MIN } from "../policy/business-constants";
import type { ScreeningAnswer, ScreeningQuestion, ScreeningQuestionDraft } from "./screening.schema";

/** A choice question without 2 to 6 different options, or a short answer with options. `index`: which question. */
export class ScreeningQuestionsInvalid extends DomainError("ScreeningQuestionsInvalid")<{ readonly index: number }> {
  override readonly code = "SCREENING_QUESTIONS_INVALID";
}

/**
 * Why an application's answers are refused: an answer to a question the job does not ask (another
 * job's, or one asked twice), a required question left empty ('You need to answer all required
 * questions'), or a choice that is not one of the question's options.
 */
export class ScreeningAnswersInvalid extends DomainError("ScreeningAnswersInvalid")<{
  readonly reason: "unknownQuestion" | "requiredUnanswered" | "notAChoice";
  readonly questionId: string;
}> {
  override readonly code = "SCREENING_ANSWERS_INVALID";
}

const sameOption = (a: string, b: string) => a.trim().toLocaleLowerCase("id") === b.trim().toLocaleLowerCase("id");

/** The options of every choice question are at least 2 and all different (the schema caps them at 6); a short answer has none. */
export const validateScreeningQuestions = <Q extends ScreeningQuestionDraft>(questions: readonly Q[]): Result.Result<readonly Q[], ScreeningQuestionsInvalid> => {
  const index = questions.findIndex((q) =>
    q.kind === "shortAnswer"
      ? q.choices.length > 0
      : q.choices.length < SCREENING_CHOICES_MIN || q.choices.some((c, i) => q.choices.findIndex((d) => sameOption(c, d)) !== i),
  );
  return index === -1 ? Result.succeed(questions) : Result.fail(new ScreeningQuestionsInvalid({ index }));
};

/** The job's questions with their ids: the job's id and the question's place, so no two jobs share one. */
export const withQuestionIds = (jobId: string, questions: readonly ScreeningQuestionDraft[]): readonly ScreeningQuestion[] =>
  questions.map((q, i) => ({ questionId: `${jobId}-q${i + 1}`, text: q.text, kind: q.kind, required: q.required, choices: q.kind === "choice" ? q.choices : [] }));

/**
 * An application's answers against the job's questions: each answers a question of this job once,
 * every required one is answered (not blank), a choice is one of its options. Accepted answers come
 * back trimmed, in the job's order, without the empty answers to optional questions; the first
 * refusal wins in that order.
 */
export const checkScreeningAnswers = (
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
): Result.Result<readonly ScreeningAnswer[], ScreeningAnswersInvalid> => {
  const seen = new Set<string>();
  for (const a of answers) {
    if (seen.has(a.questionId) || !questions.some((q) => q.questionId === a.questionId))
      return Result.fail(new ScreeningAnswersInvalid({ reason: "unknownQuestion", questionId: a.questionId }));
    seen.add(a.questionId);
  }
  const answerTo = (q: ScreeningQuestion) => answers.find((a) => a.questionId === q.questionId)?.answer.trim() ?? "";
  const unanswered = questions.find((q) => q.required && answerTo(q) === "");
  if (unanswered !== undefined) return Result.fail(new ScreeningAnswersInvalid({ reason: "requiredUnanswered", questionId: unanswered.questionId }));
  const offChoice = questions.find((q) => q.kind === "choice" && answerTo(q) !== "" && !q.choices.includes(answerTo(q)));
  if (offChoice !== undefined) return Result.fail(new ScreeningAnswersInvalid({ reason: "notAChoice", questionId: offChoice.questionId }));
  return Result.succeed(questions.flatMap((q) => (answerTo(q) === "" ? [] : [{ questionId: q.questionId, answer: answerTo(q) }])));
};
