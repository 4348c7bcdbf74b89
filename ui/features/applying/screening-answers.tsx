import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ScreeningQuestion } from "../../../domain/job/screening.schema";
import { SCREENING_ANSWER_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { TextareaField } from "../../design-system/textarea-field";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";

/**
 * The apply step's screening questions (issue 24): a choice as radio buttons, a short answer as
 * text; an optional one says so. `error`: the refusal under the question it is about.
 */
export function ScreeningAnswers({
  questions,
  answers,
  onChange,
  error,
}: {
  readonly questions: readonly ScreeningQuestion[];
  readonly answers: Readonly<Record<string, string>>;
  readonly onChange: (questionId: string, answer: string) => void;
  readonly error: { readonly questionId: string; readonly text: TextKey } | null;
}) {
  const { t } = useTranslation("seeker");
  const id = useId();
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("apply.questions")}</h2>
      {questions.map((q, i) => {
        const label = q.required ? q.text : t("apply.optionalQuestion", { question: q.text });
        const shown = error?.questionId === q.questionId ? fieldErrorOf(error.text) : null;
        if (q.kind === "shortAnswer")
          return <TextareaField key={q.questionId} id={`${id}-${i}`} label={label} value={answers[q.questionId] ?? ""} max={SCREENING_ANSWER_MAX_CHARACTERS} maxLength={SCREENING_ANSWER_MAX_CHARACTERS} rows={2} onChange={(e) => onChange(q.questionId, e.target.value)} error={shown} />;
        return (
          <fieldset key={q.questionId} className="stack" aria-describedby={shown === null ? undefined : `${id}-${i}-error`} aria-invalid={shown === null ? undefined : true}>
            <legend>{label}</legend>
            {q.choices.map((choice) => (
              <label key={choice} className="ds-choice">
                <input type="radio" name={`${id}-${i}`} value={choice} checked={answers[q.questionId] === choice} onChange={() => onChange(q.questionId, choice)} />
                {choice}
              </label>
            ))}
            {shown !== null && (
              <span className="ds-field__error" id={`${id}-${i}-error`} role="alert">
                {shown}
              </span>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
