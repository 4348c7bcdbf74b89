import { Result } from "effect";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { validateScreeningQuestions } from "../../../domain/job/screening.rules";
import type { ScreeningQuestion, ScreeningQuestionDraft, ScreeningQuestionKind } from "../../../domain/job/screening.schema";
import { SCREENING_CHOICE_MAX_CHARACTERS, SCREENING_CHOICES_MAX, SCREENING_QUESTION_MAX_CHARACTERS, SCREENING_QUESTIONS_MAX } from "../../../domain/policy/business-constants";
import { Button } from "../../design-system/button";
import { SelectField } from "../../design-system/select-field";
import { SwitchField } from "../../design-system/switch-field";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import { fieldErrorOf, type TextKey } from "../../shared/catalogue-text";

/** A screening question as the job form holds it: texts as typed, the options one per line. */
export interface QuestionForm {
  readonly text: string;
  readonly kind: ScreeningQuestionKind;
  readonly required: boolean;
  readonly options: string;
}

export const questionsToForm = (questions: readonly ScreeningQuestion[]): readonly QuestionForm[] =>
  questions.map((q) => ({ text: q.text, kind: q.kind, required: q.required, options: q.choices.join("\n") }));

const draftOf = (q: QuestionForm): ScreeningQuestionDraft => ({
  text: q.text.trim(),
  kind: q.kind,
  required: q.required,
  choices: q.kind === "choice" ? q.options.split("\n").map((o) => o.trim()).filter((o) => o !== "") : [],
});

/**
 * The questions as the API takes them, or the error under each question that breaks a rule (a blank
 * question; the domain's rule for the options), so the form says it before the server does.
 */
export const questionsFromForm = (questions: readonly QuestionForm[]): Result.Result<readonly ScreeningQuestionDraft[], readonly (TextKey | null)[]> => {
  const drafts = questions.map(draftOf);
  const errors = drafts.map((d): TextKey | null => (d.text === "" ? { key: "form.required", ns: "provider" } : null));
  const rule = validateScreeningQuestions(drafts);
  if (Result.isFailure(rule)) errors[rule.failure.index] ??= { key: rule.failure.i18nKey, ns: "errors" };
  return errors.every((e) => e === null) ? Result.succeed(drafts) : Result.fail(errors);
};

const EMPTY: QuestionForm = { text: "", kind: "choice", required: true, options: "" };

/** The job form's screening questions (issue 24): add up to the cap, each a short answer or a choice, required or not. */
export function ScreeningQuestionsField({
  value,
  onChange,
  errors,
}: {
  readonly value: readonly QuestionForm[];
  readonly onChange: (questions: readonly QuestionForm[]) => void;
  readonly errors: readonly (TextKey | null)[];
}) {
  const { t } = useTranslation(["posting", "provider", "errors"]);
  const id = useId();
  const change = (index: number, patch: Partial<QuestionForm>) => onChange(value.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  return (
    <fieldset className="stack">
      <legend>{t("screening.title")}</legend>
      <p className="muted">{t("screening.hint", { max: SCREENING_QUESTIONS_MAX })}</p>
      {value.map((q, i) => (
        <div key={i} className="stack">
          <TextField id={`${id}-q${i}`} label={t("screening.question", { n: i + 1 })} value={q.text} maxLength={SCREENING_QUESTION_MAX_CHARACTERS} onChange={(e) => change(i, { text: e.target.value })} error={fieldErrorOf(errors[i])} />
          <SelectField
            id={`${id}-kind${i}`}
            label={t("screening.kind")}
            value={q.kind}
            onChange={(kind) => change(i, { kind: kind as ScreeningQuestionKind })}
            options={(["choice", "shortAnswer"] as const).map((k) => ({ value: k, label: t(`screening.kind_${k}`) }))}
          />
          {q.kind === "choice" && (
            <TextareaField id={`${id}-options${i}`} label={t("screening.options")} hint={t("screening.optionsHint", { max: SCREENING_CHOICES_MAX })} value={q.options} max={SCREENING_CHOICES_MAX * (SCREENING_CHOICE_MAX_CHARACTERS + 1)} rows={3} onChange={(e) => change(i, { options: e.target.value })} />
          )}
          <SwitchField id={`${id}-required${i}`} label={t("screening.required")} checked={q.required} onChange={(required) => change(i, { required })} />
          <Button type="button" variant="ghost" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            {t("screening.remove", { n: i + 1 })}
          </Button>
        </div>
      ))}
      {value.length < SCREENING_QUESTIONS_MAX && (
        <Button type="button" variant="secondary" block onClick={() => onChange([...value, EMPTY])}>
          {t("screening.add")}
        </Button>
      )}
    </fieldset>
  );
}
