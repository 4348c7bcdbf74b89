import { APPLICATION_NOTE_MAX_CHARACTERS } from "../../../domain/policy/business-constants";
import { Result } from "effect";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { APPLY_TO_JOB } from "../../../application/seeker/seeker.tokens";
import type { NotLoggedIn } from "../../../application/session/not-logged-in";
import type { ApiError } from "../../../application/ports/api-error";
import { CLOCK } from "../../../application/ports/clock.port";
import { GET_SEEKER_JOB } from "../../../application/seeker/seeker.tokens";
import { LOAD_MY_PROFILE } from "../../../application/seeker/seeker.tokens";
import { missingSections, requiredSections } from "../../../domain/applying/application.rules";
import { isJobOpenAt } from "../../../domain/seeker/job-search.rules";
import type { JobCard, SeekerProfileView } from "../../../domain/seeker/job-card.schema";
import type { ProfileSection } from "../../../domain/seeker/profile.rules";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { ErrorState } from "../../design-system/error-state";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { clearApplyDraft, readApplyDraft, useApplyJobId, writeApplyDraft } from "../../shared/apply-draft";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { SeekerAlert } from "../../shared/seeker-alert";
import { seekerErrorText, type SeekerText } from "../../shared/seeker-text";
import { useLoad } from "../../shared/use-load";
import { usePageFallback } from "../../shared/page-fallback";
import "../../shared/seeker.css";
import { href } from "../../routes/href";

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
 * a way to fill it, then the application itself. The job and the note are kept in a session draft.
 */
export default function ApplyIntercepPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "errors", "common", "jobs"]);
  const jobId = useApplyJobId();
  const getJob = useService(GET_SEEKER_JOB);
  const loadProfile = useService(LOAD_MY_PROFILE);
  const apply = useService(APPLY_TO_JOB);
  const navigate = useNavigate();
  const toast = useToast();
  const clock = useService(CLOCK);
  const both = useLoad(
    useCallback(async (): Promise<Result.Result<{ card: JobCard; view: SeekerProfileView }, ApiError | NotLoggedIn>> => {
      const [job, profile] = await Promise.all([getJob.execute(jobId, null), loadProfile.execute()]);
      if (Result.isFailure(job)) return Result.fail(job.failure);
      return Result.map(profile, (view) => ({ card: job.success, view }));
    }, [getJob, loadProfile, jobId]),
  );
  const fallback = usePageFallback(both.state, both.reload);
  const [note, setNote] = useState(() => {
    const draft = readApplyDraft();
    return draft?.jobId === jobId ? draft.note : "";
  });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<SeekerText | null>(null);

  if (jobId === "") return <main className="page"><ErrorState headingLevel={1} message={t("jobs:job.notFound")} onRetry={() => navigate(href.seekerHome())} /></main>;
  if (both.state.status !== "ready") return fallback;

  const { card, view } = both.state.value;
  const missing = missingSections(view.profile, card.job);
  const open = isJobOpenAt(card.job, clock.now()) && card.applicationStatus === null;
  const keep = (text: string) => {
    setNote(text);
    writeApplyDraft({ jobId, note: text });
  };
  if (readApplyDraft()?.jobId !== jobId) writeApplyDraft({ jobId, note });

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await apply.execute(jobId, note);
    setSending(false);
    if (Result.isSuccess(result)) {
      clearApplyDraft();
      toast(t("apply.sent"));
      navigate(href.seekerActivity());
      return;
    }
    setError(seekerErrorText(result.failure));
    if (result.failure._tag === "ApiRejected" && result.failure.code === "PROFILE_INCOMPLETE") both.reload();
  };

  return (
    <main className="page stack">
      <p>
        <Link to={href.seekerJob({ jobId })}>{t("apply.backToJob")}</Link>
      </p>
      <h1>{t("apply.title", { position: card.job.position })}</h1>
      <p className="muted">{card.businessName}</p>
      <CompletenessMeter percent={view.completenessPercent} />
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
            <div className="ds-field">
              <label className="ds-field__label" htmlFor="apply-note">
                {t("apply.note")}
              </label>
              <textarea id="apply-note" className="sk-textarea" maxLength={APPLICATION_NOTE_MAX_CHARACTERS} value={note} onChange={(e) => keep(e.target.value)} />
            </div>
            <SeekerAlert text={error} onRetry={() => void send()} />
            <Button block pending={sending} pendingLabel={t("apply.sending")} onClick={() => void send()}>
              {t("apply.send")}
            </Button>
          </div>
        )
      )}
    </main>
  );
}
