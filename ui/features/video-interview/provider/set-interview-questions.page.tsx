import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { INTERVIEW_QUESTION_SUGGESTER } from "../../../../application/ports/interview-questions.port";
import { VIDEO_INTERVIEW_API } from "../../../../application/ports/video-interview-api.port";
import { INTERVIEW_QUESTION_MAX_CHARACTERS, INTERVIEW_QUESTIONS_MAX } from "../../../../domain/policy/business-constants";
import { characterCount } from "../../../../domain/shared/text.rules";
import { useService } from "../../../app/container-context";
import { ActionBar } from "../../../design-system/action-bar";
import { Button } from "../../../design-system/button";
import { StatePanel } from "../../../design-system/state-panel";
import { TextareaField } from "../../../design-system/textarea-field";
import type { PageProps } from "../../../routes/route-def";
import { href } from "../../../routes/href";
import { FailureAlert } from "../../../shared/failure-alert";
import { usePositionLabel } from "../../../shared/format/reference-labels";
import { DonePage } from "../../../shared/done-page";
import { usePageFallback } from "../../../shared/page-state";
import { useServerData } from "../../../shared/server-state/use-server-data";
import { clearDraft, isRecord } from "../../../shared/session-draft";
import { TopBar } from "../../../shared/top-bar";
import { useDraft } from "../../../shared/use-draft";
import { useSubmit } from "../../../shared/use-submit";
import "./video-provider.css";

/** What the page keeps across a reload: the questions as typed, and the suggestions not yet added. */
interface QuestionsDraft {
  readonly questions: readonly string[];
  readonly suggestions: readonly string[];
}
const isStrings = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((x) => typeof x === "string");
const isQuestionsDraft = (value: unknown): value is QuestionsDraft => isRecord(value) && isStrings(value["questions"]) && isStrings(value["suggestions"]);
const draftName = (jobId: string) => `video-questions.${jobId}`;

/**
 * /setInterviewQuestions?jobId= (the provider, issue 24): the questions a video interview of the job
 * asks, up to INTERVIEW_QUESTIONS_MAX. She writes them, or asks for suggestions written from the
 * job (position, category, description, in her language), adds the ones she wants and edits them
 * before saving. What she typed is a session draft until saved: a reload keeps it.
 */
export default function SetInterviewQuestionsPage(_props: PageProps) {
  const { t } = useTranslation(["videoProvider", "common"]);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const api = useService(VIDEO_INTERVIEW_API);
  const { state, reload } = useServerData(["job-interview-questions", jobId], () => api.jobQuestions(jobId));
  const fallback = usePageFallback(state, reload);
  if (jobId === "") return <StatePanel tone="notAvailable" title={t("common:state.notAvailable")} line={t("common:state.notAvailableLine")} headingLevel={1} />;
  if (state.status !== "ready") return fallback;
  return <QuestionsForm jobId={jobId} position={state.value.position} saved={state.value.questions} />;
}

function QuestionsForm({ jobId, position, saved }: { readonly jobId: string; readonly position: string; readonly saved: readonly string[] }) {
  const { t } = useTranslation(["videoProvider", "common", "errors"]);
  const id = useId();
  const positionLabel = usePositionLabel();
  const api = useService(VIDEO_INTERVIEW_API);
  const suggester = useService(INTERVIEW_QUESTION_SUGGESTER);
  const [draft, update] = useDraft(draftName(jobId), isQuestionsDraft, () => ({ questions: saved.length === 0 ? [""] : saved, suggestions: [] }));
  const saving = useSubmit();
  const suggesting = useSubmit();
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);

  if (done) return <DonePage title={t("questions.saved")} line={t("questions.savedLine")} to={href.jobApplicants({ jobId })} label={t("questions.toApplicants")} />;

  const { questions, suggestions } = draft;
  const full = questions.length >= INTERVIEW_QUESTIONS_MAX;
  const written = questions.map((q) => q.trim()).filter((q) => q !== "");
  const tooLong = (q: string) => characterCount(q.trim()) > INTERVIEW_QUESTION_MAX_CHARACTERS;
  const setQuestion = (index: number, text: string) => update({ questions: questions.map((q, i) => (i === index ? text : q)) });
  // A suggestion fills an empty field first, so asking before writing anything does not leave a blank one above.
  const addSuggestion = (text: string) => {
    const empty = questions.findIndex((q) => q.trim() === "");
    update({ questions: empty === -1 ? [...questions, text] : questions.map((q, i) => (i === empty ? text : q)), suggestions: suggestions.filter((s) => s !== text) });
  };
  const canAdd = !full || questions.some((q) => q.trim() === "");

  const suggest = async () => {
    const got = await suggesting.send([], () => suggester.suggest(jobId));
    if (got !== null) update({ suggestions: got.questions.filter((s) => !questions.includes(s)) });
  };
  const save = async () => {
    setTried(true);
    if (written.length === 0 || questions.some(tooLong)) return;
    const result = await saving.send(["interview-questions"], () => api.saveJobQuestions(jobId, { questions: written }));
    if (result === null) return;
    clearDraft(draftName(jobId));
    setDone(true);
  };

  return (
    <main className="page stack">
      <TopBar title={t("questions.title")} up={href.jobApplicants({ jobId })} />
      <p>{t("questions.intro", { position: positionLabel(position), max: INTERVIEW_QUESTIONS_MAX })}</p>
      <form className="stack" onSubmit={saving.onSubmitOf(save)} noValidate>
        <ol className="vp-questions" aria-label={t("questions.list")}>
          {questions.map((q, i) => (
            <li key={i} className="stack">
              <TextareaField
                id={`${id}-q${i}`}
                label={t("questions.label", { number: i + 1 })}
                rows={3}
                value={q}
                max={INTERVIEW_QUESTION_MAX_CHARACTERS}
                onChange={(e) => setQuestion(i, e.target.value)}
                error={tooLong(q) ? t("errors:error.text.maxLength", { max: INTERVIEW_QUESTION_MAX_CHARACTERS }) : null}
              />
              {questions.length > 1 && (
                <Button variant="ghost" className="vp-remove" onClick={() => update({ questions: questions.filter((_, j) => j !== i) })}>
                  {t("questions.remove", { number: i + 1 })}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {full ? (
          <p className="muted">{t("questions.cap", { max: INTERVIEW_QUESTIONS_MAX })}</p>
        ) : (
          <Button variant="secondary" block onClick={() => update({ questions: [...questions, ""] })}>
            {t("questions.add")}
          </Button>
        )}
        <section className="stack vp-suggestions" aria-labelledby={`${id}-suggestions`}>
          <h2 id={`${id}-suggestions`}>{t("suggestions.title")}</h2>
          <p className="muted">{t("suggestions.line")}</p>
          <Button variant="secondary" block pending={suggesting.pending} pendingLabel={t("suggestions.asking")} onClick={() => void suggest()}>
            {t(suggestions.length === 0 ? "suggestions.ask" : "suggestions.askAgain")}
          </Button>
          <FailureAlert text={suggesting.formError} onRetry={() => void suggest()} />
          {suggestions.length > 0 && (
            <ul className="vp-suggestion-list" aria-label={t("suggestions.title")}>
              {suggestions.map((s) => (
                <li key={s} className="vp-suggestion">
                  <p>{s}</p>
                  <Button variant="secondary" disabled={!canAdd} onClick={() => addSuggestion(s)} aria-label={t("suggestions.addOne", { text: s })}>
                    {t("suggestions.add")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {tried && written.length === 0 && (
          <p className="ds-field__error" role="alert">
            {t("questions.none")}
          </p>
        )}
        <FailureAlert text={saving.formError} onRetry={() => void save()} />
        <ActionBar>
          <Button type="submit" block pending={saving.pending} pendingLabel={t("questions.saving")}>
            {t("questions.save")}
          </Button>
        </ActionBar>
      </form>
    </main>
  );
}
