import { Result } from "effect";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { CLOCK } from "../../../../application/ports/clock.port";
import { VIDEO_INTERVIEW_API } from "../../../../application/ports/video-interview-api.port";
import { VIDEO_INTERVIEW_DEADLINE_MAX_DAYS, VIDEO_INTERVIEW_REJECT_REASON_MAX_CHARACTERS } from "../../../../domain/policy/business-constants";
import { safeUrl } from "../../../../domain/shared/safe-url.rules";
import { characterCount } from "../../../../domain/shared/text.rules";
import { addDays, endOfWibDay, parseCalendarDate, wibDateKey, wibInstant } from "../../../../domain/shared/wib-time";
import { checkVideoInterviewDeadline } from "../../../../domain/video-interview/video-interview.rules";
import type { VideoInterview } from "../../../../domain/video-interview/video-interview.schema";
import { useService } from "../../../app/container-context";
import { Button } from "../../../design-system/button";
import { SkeletonCards } from "../../../design-system/skeleton-shapes";
import { TextField } from "../../../design-system/text-field";
import { TextareaField } from "../../../design-system/textarea-field";
import { href } from "../../../routes/href";
import { FailureAlert } from "../../../shared/failure-alert";
import { useFormat } from "../../../shared/format/use-format";
import { LoadState } from "../../../shared/page-state";
import { useServerData } from "../../../shared/server-state/use-server-data";
import { useUserEvents } from "../../../shared/use-user-events";
import { useSubmit } from "../../../shared/use-submit";
import "../../../shared/seeker.css";
import "./video-provider.css";

/** The deadline a date picks: the end of that day in WIB (the seeker has the whole day). */
const deadlineOf = (date: string): number | null => {
  const day = parseCalendarDate(date);
  return day === null ? null : endOfWibDay(wibInstant(day.year, day.month, day.day));
};

/**
 * The applicant's page's video interview (issue 24; /resumeshare?userId=&jobId=&applicationId=,
 * opened by a provider from a job's applicants): its state; sending one with a deadline when there
 * is none to answer; once submitted the answer to each question as a video; and the mark, shortlist
 * or reject with a reason the seeker reads in Aktivitas. The server holds every rule (one open at a
 * time, a result changed only INTERVIEW_RETAKE_MONTHS after it was given) and its refusal is shown.
 * Live: the seeker's submission posts a `videoInterviewSubmitted` card to the job's managers (the
 * stream's `message` event), and the part reads the interview again, as the chat shows the card.
 */
export default function ApplicantVideoInterview() {
  const { t } = useTranslation(["videoProvider", "common"]);
  const id = useId();
  const [params] = useSearchParams();
  const applicationId = params.get("applicationId") ?? "";
  const jobId = params.get("jobId") ?? "";
  const api = useService(VIDEO_INTERVIEW_API);
  const { state, reload } = useServerData(["application-video-interview", applicationId], () => api.ofApplication(applicationId));
  // The card's message comes again as its read marks change: only a submission not shown yet reads again.
  const awaited = state.status === "ready" && state.value.interview !== null && state.value.interview.status !== "submitted" ? state.value.interview.interviewId : null;
  useUserEvents((event) => {
    const card = event.kind === "message" && event.message.body.type === "card" ? event.message.body.card : null;
    if (event.kind === "resync" || (card?.kind === "videoInterviewSubmitted" && card.videoInterviewId === awaited)) reload();
  }, applicationId !== "");
  return (
    <section className="ds-card stack vp-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("applicant.title")}</h2>
      {state.status !== "ready" ? (
        <LoadState state={state} reload={reload} headingLevel={2} skeleton={<SkeletonCards />} />
      ) : state.value.interview === null || state.value.interview.status === "expired" ? (
        <>
          {state.value.interview !== null && <InterviewState interview={state.value.interview} />}
          <SendForm applicationId={applicationId} jobId={jobId} />
        </>
      ) : (
        <>
          <InterviewState interview={state.value.interview} />
          {state.value.interview.status === "submitted" && (
            <>
              <Answers interview={state.value.interview} />
              <Decision interview={state.value.interview} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function InterviewState({ interview: iv }: { readonly interview: VideoInterview }) {
  const { t } = useTranslation("videoProvider");
  const format = useFormat();
  return (
    <div className="stack vp-state">
      <p>
        <span className="sk-tag sk-tag--done">{t(`status.${iv.status}`)}</span>
      </p>
      <p className="muted">
        {iv.status === "submitted" && iv.submittedAt !== null
          ? t("applicant.submittedOn", { date: format.dateTime(iv.submittedAt) })
          : t(iv.status === "expired" ? "applicant.expiredOn" : "applicant.answerBy", { date: format.dateTime(iv.deadline) })}
      </p>
      {iv.result !== null && (
        <p>
          {iv.result.decision === "rejected" ? t("result.rejected", { reason: iv.result.reason ?? "" }) : t("result.shortlisted")}{" "}
          <span className="muted">{t("result.on", { date: format.date(iv.result.decidedAt) })}</span>
        </p>
      )}
    </div>
  );
}

function SendForm({ applicationId, jobId }: { readonly applicationId: string; readonly jobId: string }) {
  const { t } = useTranslation(["videoProvider", "common", "errors"]);
  const id = useId();
  const api = useService(VIDEO_INTERVIEW_API);
  const { formError, pending, send, onSubmitOf } = useSubmit();
  const clock = useService(CLOCK);
  const [now] = useState(() => clock.now());
  const [date, setDate] = useState(() => wibDateKey(addDays(now, 3)));
  const [tried, setTried] = useState(false);
  const deadline = deadlineOf(date);
  // The one rule (domain), so the field says what the server would: 'Choose a deadline between now and 14 days from now'.
  const valid = deadline !== null && Result.isSuccess(checkVideoInterviewDeadline(deadline, clock.now()));
  const submit = async () => {
    setTried(true);
    if (!valid || deadline === null) return;
    await send(["video-interviews"], () => api.send({ applicationId, deadline: new Date(deadline).toISOString() }));
  };
  return (
    <form className="stack" onSubmit={onSubmitOf(submit)} noValidate>
      <p>{t("send.line")}</p>
      <TextField
        id={`${id}-deadline`}
        type="date"
        label={t("send.deadline")}
        hint={t("send.deadlineHint")}
        min={wibDateKey(now)}
        max={wibDateKey(addDays(now, VIDEO_INTERVIEW_DEADLINE_MAX_DAYS - 1))}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={tried && !valid ? t("errors:error.videoInterview.deadlineInvalid", { days: VIDEO_INTERVIEW_DEADLINE_MAX_DAYS }) : null}
      />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <Button type="submit" block pending={pending} pendingLabel={t("send.sending")}>
        {t("send.send")}
      </Button>
      <Link className="ds-button ds-button--secondary ds-button--block" to={href.setInterviewQuestions({ jobId })}>
        {t("send.questions")}
      </Link>
    </form>
  );
}

function Answers({ interview: iv }: { readonly interview: VideoInterview }) {
  const { t } = useTranslation("videoProvider");
  return (
    <ol className="vp-answers" aria-label={t("applicant.answers")}>
      {iv.questions.map((q, i) => (
        <li key={i} className="stack">
          <p className="vp-answer__question">{t("applicant.question", { number: i + 1, text: q.text })}</p>
          {q.answer === null ? (
            <p className="muted">{t("applicant.noAnswer")}</p>
          ) : (
            <>
              <video className="vp-answer__video" src={safeUrl(q.answer.url)} controls preload="metadata" playsInline aria-label={t("applicant.player", { number: i + 1 })} />
              <p className="muted">{t("applicant.seconds", { count: Math.round(q.answer.durationSeconds) })}</p>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

function Decision({ interview: iv }: { readonly interview: VideoInterview }) {
  const { t } = useTranslation(["videoProvider", "common", "errors"]);
  const id = useId();
  const api = useService(VIDEO_INTERVIEW_API);
  const { formError, pending, send } = useSubmit();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const tooLong = characterCount(trimmed) > VIDEO_INTERVIEW_REJECT_REASON_MAX_CHARACTERS;
  const shortlist = () => send(["video-interviews", "applications"], () => api.decide(iv.interviewId, { decision: "shortlisted" }));
  const reject = async () => {
    setTried(true);
    if (trimmed === "" || tooLong) return;
    const done = await send(["video-interviews", "applications"], () => api.decide(iv.interviewId, { decision: "rejected", reason: trimmed }));
    if (done !== null) setRejecting(false);
  };
  return (
    <div className="stack">
      <h3>{t(iv.result === null ? "result.title" : "result.change")}</h3>
      {rejecting ? (
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void reject();
          }}
        >
          <TextareaField
            id={`${id}-reason`}
            label={t("result.reason")}
            hint={t("result.reasonHint")}
            rows={3}
            value={reason}
            max={VIDEO_INTERVIEW_REJECT_REASON_MAX_CHARACTERS}
            onChange={(e) => setReason(e.target.value)}
            error={tried && trimmed === "" ? t("result.reasonRequired") : tooLong ? t("errors:error.text.maxLength", { max: VIDEO_INTERVIEW_REJECT_REASON_MAX_CHARACTERS }) : null}
          />
          <FailureAlert text={formError} onRetry={() => void reject()} />
          <Button type="submit" variant="danger" block pending={pending} pendingLabel={t("result.rejecting")}>
            {t("result.rejectWithReason")}
          </Button>
          <Button variant="ghost" block onClick={() => setRejecting(false)}>
            {t("common:action.cancel")}
          </Button>
        </form>
      ) : (
        <>
          <FailureAlert text={formError} onRetry={() => void shortlist()} />
          <div className="sk-actions">
            <Button block pending={pending} pendingLabel={t("result.shortlisting")} onClick={() => void shortlist()}>
              {t("result.shortlist")}
            </Button>
            <Button variant="secondary" block onClick={() => setRejecting(true)}>
              {t("result.reject")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
