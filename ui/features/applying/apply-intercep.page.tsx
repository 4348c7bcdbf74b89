import { APPLICATION_NOTE_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { APPLY_TO_JOB } from "../../../application/applying/applying.tokens";
import { APPLICATIONS_API } from "../../../application/ports/applying-api.port";
import { CLOCK } from "../../../application/ports/clock.port";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import { missingSections, requiredSections } from "../../../domain/applying/application.rules";
import { checkScreeningAnswers } from "../../../domain/job/screening.rules";
import { isJobOpenAt } from "../../../domain/seeker/job-search.rules";
import type { ProfileSection } from "../../../domain/seeker/profile.rules";
import { useService } from "../../app/container-context";
import { TopBar } from "../../shared/top-bar";
import { Button } from "../../design-system/button";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { clearApplyDraft, readApplyDraft, useApplyJobId, writeApplyDraft } from "../../shared/apply-draft";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useMyProfile } from "../../shared/use-my-profile";
import { useSubmit } from "../../shared/use-submit";
import "../../shared/seeker.css";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import type { TextKey } from "../../shared/catalogue-text";
import { ScreeningAnswers } from "./screening-answers";

/** Where each missing section is filled in; every step comes back here. */
const stepPath = (section: ProfileSection, jobId: string): string => {
  switch (section) {
    case "workExperience":
      return href.applyWorkExperience({ jobId });
    case "cv":
    case "portfolio":
    case "skills":
      return href.applyProfessionalSkill({ jobId });
    default:
      return href.seekerPersonInfo({ next: href.applyIntercep({ jobId }) });
  }
};

/**
 * /applyIntercep?jobId=: what the job needs from the profile (domain requiredSections), each with
 * a way to fill it, then the application itself with the job's screening questions (issue 24). The
 * job, the note and the answers are kept in a session draft.
 */
export default function ApplyIntercepPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common"]);
  const positionLabel = usePositionLabel();
  const jobId = useApplyJobId();
  const seeker = useService(SEEKER_API);
  const apply = useService(APPLY_TO_JOB);
  const applications = useService(APPLICATIONS_API);
  const navigate = useNavigate();
  const toast = useToast();
  const clock = useService(CLOCK);
  const job = useServerData(["seeker-job", jobId, null], () => seeker.job(jobId, null));
  const screening = useServerData(["screening-questions", jobId], () => applications.screeningQuestions(jobId));
  const profile = useMyProfile();
  // Opened with no job (no ?jobId= and no application in progress): Retry leads back to the jobs.
  const jobFallback = usePageFallback(job.state, jobId === "" ? () => navigate(href.seekerHome()) : job.reload);
  const profileFallback = usePageFallback(profile.state, profile.reload);
  const screeningFallback = usePageFallback(screening.state, screening.reload);
  const [note, setNote] = useState(() => {
    const draft = readApplyDraft();
    return draft?.jobId === jobId ? draft.note : "";
  });
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>(() => {
    const draft = readApplyDraft();
    return draft?.jobId === jobId ? (draft.answers ?? {}) : {};
  });
  const [answerError, setAnswerError] = useState<{ readonly questionId: string; readonly text: TextKey } | null>(null);
  const { formError, pending, send } = useSubmit();

  if (job.state.status !== "ready") return jobFallback;
  if (profile.state.status !== "ready") return profileFallback;
  if (screening.state.status !== "ready") return screeningFallback;

  const card = job.state.value;
  const view = profile.state.value;
  const missing = missingSections(view.profile, card.job);
  const open = isJobOpenAt(card.job, clock.now()) && card.applicationStatus === null;
  const questions = screening.state.value.questions;
  const keep = (text: string) => {
    setNote(text);
    writeApplyDraft({ jobId, note: text, answers });
  };
  const answer = (questionId: string, text: string) => {
    const next = { ...answers, [questionId]: text };
    setAnswers(next);
    if (answerError?.questionId === questionId) setAnswerError(null);
    writeApplyDraft({ jobId, note, answers: next });
  };
  if (readApplyDraft()?.jobId !== jobId) writeApplyDraft({ jobId, note, answers });

  const sendApplication = async () => {
    // The domain's rule first: the refusal goes under the question it is about (the server checks the same).
    const given = questions.map((q) => ({ questionId: q.questionId, answer: answers[q.questionId] ?? "" }));
    const checked = checkScreeningAnswers(questions, given);
    if (Result.isFailure(checked)) return setAnswerError({ questionId: checked.failure.questionId, text: { key: checked.failure.i18nKey, ns: "errors" } });
    const sent = await send(["applications", ["job-cards", jobId]], async () => {
      const result = await apply.execute(jobId, note, checked.success);
      // The server finds the profile short of what the job needs: ask both again to show the steps.
      if (Result.isFailure(result) && result.failure._tag === "ApiRejected" && result.failure.code === "PROFILE_INCOMPLETE") {
        job.reload();
        profile.reload();
      }
      return result;
    });
    if (sent === null) return;
    clearApplyDraft();
    toast(t("apply.sent"));
    navigate(href.seekerActivity());
  };

  return (
    <main className="page stack">
      <TopBar title={t("apply.title", { position: positionLabel(card.job.position) })} up={href.seekerJob({ jobId })} />
      <p className="muted">{card.businessName}</p>
      <CompletenessMeter view={view} />
      {!open && <p className="ds-alert ds-alert--error">{t(card.applicationStatus !== null ? "errors:error.application.alreadyApplied" : card.job.status === "open" ? "errors:error.job.expired" : "errors:error.application.jobClosed")}</p>}
      <section aria-labelledby="apply-steps">
        <h2 id="apply-steps">{t("apply.needs")}</h2>
        <ol className="sk-steps">
          {requiredSections(card.job).map((section) => {
            const todo = missing.includes(section);
            return (
              <li key={section}>
                <span>
                  <span aria-hidden="true">{todo ? "○ " : "✓ "}</span>
                  {t(`section.${section}`)}
                  <span className="visually-hidden">{` (${t(todo ? "apply.missing" : "apply.done")})`}</span>
                </span>
                {todo && (
                  <Link className="ds-button ds-button--secondary" to={stepPath(section, jobId)}>
                    {t("apply.fill")}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      {missing.length > 0 ? (
        <p className="ds-alert ds-alert--info">{t("errors:error.application.profileIncomplete")}</p>
      ) : (
        open && (
          <div className="stack">
            {questions.length > 0 && <ScreeningAnswers questions={questions} answers={answers} onChange={answer} error={answerError} />}
            <div className="ds-field">
              <label className="ds-field__label" htmlFor="apply-note">
                {t("apply.note")}
              </label>
              <textarea id="apply-note" className="sk-textarea" maxLength={APPLICATION_NOTE_MAX_CHARACTERS} value={note} onChange={(e) => keep(e.target.value)} />
            </div>
            <FailureAlert text={formError} onRetry={() => void sendApplication()} />
            <Button block pending={pending} pendingLabel={t("apply.sending")} onClick={() => void sendApplication()}>
              {t("apply.send")}
            </Button>
          </div>
        )
      )}
    </main>
  );
}
