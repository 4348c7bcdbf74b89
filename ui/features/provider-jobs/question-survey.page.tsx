import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { SURVEY_API } from "../../../application/ports/survey-api.port";
import { SURVEY_QUESTIONS, SURVEY_REQUIRED_QUESTION_IDS, type RecruitmentSurvey, type RecruitmentSurveyAnswer, type SurveyQuestionId } from "../../../domain/job/survey.schema";
import { SURVEY_COMMENT_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { validateSurvey } from "../../../domain/shared/text.rules";
import { useService } from "../../app/container-context";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { StatePanel } from "../../design-system/state-panel";
import { TextareaField } from "../../design-system/textarea-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { DonePage } from "../../shared/done-page";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";

/** The questions answered so far; an unanswered one is absent (the rule names it missing). */
type Answers = Omit<RecruitmentSurveyAnswer, "comment">;

const RATINGS = [1, 2, 3, 4, 5] as const;
const YES_NO = ["yes", "no"] as const;

/**
 * /questionSurvey?jobId= (the provider): the recruitment-experience survey of a job that is closed
 * or has a hire (issue 24), opened from its applicants. The required questions carry a mark; the
 * page checks the spec's rule (`validateSurvey`: 'You need to answer all required questions', the
 * comment's 1,000 characters with its counter) before sending, and the server checks it again.
 * Reopened, it shows the answer the job has (a second answer replaces it).
 */
export default function QuestionSurveyPage(_props: PageProps) {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  if (jobId === "") return <StatePanel tone="notAvailable" title={t("state.notAvailable")} line={t("state.notAvailableLine")} headingLevel={1} />;
  return <StoredSurvey jobId={jobId} />;
}

/** The job's survey as last answered, then the form that starts from it. */
function StoredSurvey({ jobId }: { readonly jobId: string }) {
  const survey = useService(SURVEY_API);
  const { state, reload } = useServerData(["job-survey", jobId], () => survey.current(jobId));
  if (state.status !== "ready") return <LoadState state={state} reload={reload} headingLevel={1} />;
  return <SurveyForm jobId={jobId} stored={state.value.survey} />;
}

/** The answers of a stored survey, as the form holds them (an unanswered question stays absent). */
const answersOf = (stored: RecruitmentSurvey | null): Answers =>
  stored === null
    ? {}
    : {
        ...(stored.overall === undefined ? {} : { overall: stored.overall }),
        ...(stored.hireAgain === undefined ? {} : { hireAgain: stored.hireAgain }),
        ...(stored.applicantsFit === undefined ? {} : { applicantsFit: stored.applicantsFit }),
      };

function SurveyForm({ jobId, stored }: { readonly jobId: string; readonly stored: RecruitmentSurvey | null }) {
  const { t } = useTranslation(["survey", "common", "errors"]);
  const id = useId();
  const survey = useService(SURVEY_API);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(stored));
  const [comment, setComment] = useState(stored?.comment ?? "");
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [done, setDone] = useState(false);

  if (done) return <DonePage title={t("done.title")} line={t("done.line")} to={href.jobApplicants({ jobId })} label={t("done.back")} />;

  const checked = validateSurvey({ requiredQuestionIds: SURVEY_REQUIRED_QUESTION_IDS, answers, comment });
  const commentTooLong = Result.isFailure(checked) && checked.failure._tag === "TextTooLong";

  const choose = (questionId: SurveyQuestionId, value: (typeof RATINGS)[number] | (typeof YES_NO)[number]) => {
    setAnswers((now): Answers => ({ ...now, [questionId]: value }));
    setMissing((now) => now.filter((q) => q !== questionId));
  };

  const submit = async () => {
    if (Result.isFailure(checked)) {
      if (checked.failure._tag === "SurveyIncomplete") setMissing(checked.failure.missing);
      return;
    }
    const saved = await send(["provider-jobs"], () => survey.answer(jobId, { ...answers, comment }));
    if (saved !== null) setDone(true);
  };

  return (
    <main className="page stack">
      <TopBar title={t("title")} />
      <form className="stack" onSubmit={onSubmitOf(submit)} noValidate>
        <p>{t("intro")}</p>
        <p className="muted">{t("requiredNote")}</p>
        {SURVEY_QUESTIONS.map((q) => {
          const unanswered = missing.includes(q.questionId);
          const options = q.kind === "rating" ? RATINGS : YES_NO;
          return (
            <fieldset key={q.questionId} className="stack" aria-invalid={unanswered ? true : undefined} aria-describedby={unanswered ? `${id}-${q.questionId}-error` : undefined}>
              <legend>
                {t(`question.${q.questionId}`)}
                {/* The mark the note above explains ('Questions marked * are required'). */}
                {q.required && " *"}
              </legend>
              {options.map((option) => (
                <label key={option} className="ds-choice">
                  <input type="radio" name={`${id}-${q.questionId}`} value={option} checked={answers[q.questionId] === option} onChange={() => choose(q.questionId, option)} />
                  {t(`option.${option}`)}
                </label>
              ))}
              {unanswered && (
                <span className="ds-field__error" id={`${id}-${q.questionId}-error`}>
                  {t("required")}
                </span>
              )}
            </fieldset>
          );
        })}
        <TextareaField
          id={`${id}-comment`}
          label={t("comment")}
          rows={5}
          value={comment}
          max={SURVEY_COMMENT_MAX_CHARACTERS}
          onChange={(e) => setComment(e.target.value)}
          error={commentTooLong ? t("errors:error.text.maxLength", { max: SURVEY_COMMENT_MAX_CHARACTERS }) : null}
        />
        {missing.length > 0 && (
          <p className="ds-field__error" role="alert">
            {t("errors:error.survey.requiredUnanswered")}
          </p>
        )}
        <FailureAlert text={formError} onRetry={() => void submit()} />
        <ActionBar>
          <Button type="submit" block pending={pending} pendingLabel={t("send")}>
            {t("send")}
          </Button>
        </ActionBar>
      </form>
    </main>
  );
}
