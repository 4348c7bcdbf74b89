import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { VIDEO_INTERVIEW_API } from "../../../../application/ports/video-interview-api.port";
import type { VideoInterview } from "../../../../domain/video-interview/video-interview.schema";
import { useService } from "../../../app/container-context";
import { ActionBar } from "../../../design-system/action-bar";
import { Button } from "../../../design-system/button";
import { StatePanel } from "../../../design-system/state-panel";
import { href } from "../../../routes/href";
import { FailureAlert } from "../../../shared/failure-alert";
import { usePositionLabel } from "../../../shared/format/reference-labels";
import { useFormat } from "../../../shared/format/use-format";
import { GoHome, LoadState } from "../../../shared/page-state";
import { useServerData } from "../../../shared/server-state/use-server-data";
import { TopBar } from "../../../shared/top-bar";
import { useSubmit } from "../../../shared/use-submit";
import { BridgeRecorder, PageRecorder, type Recorded } from "./answer-recorder";
import { useAnswerUploads, type Sending } from "./use-answer-uploads";
import "./video-interview-seeker.css";

export type Variant = "new" | "old";

/** The invitation's facts: the job, the deadline (WIB), how many questions, about 5 minutes. */
function Facts({ interview }: { readonly interview: VideoInterview }) {
  const { t } = useTranslation("videoInterviewSeeker");
  const format = useFormat();
  const positionLabel = usePositionLabel();
  return (
    <dl className="vis-facts">
      <dt>{t("facts.job")}</dt>
      <dd>{`${positionLabel(interview.position)} · ${interview.businessName}`}</dd>
      <dt>{t("facts.deadline")}</dt>
      <dd>{format.dateTime(interview.deadline)}</dd>
      <dt>{t("facts.questions")}</dt>
      <dd>{t("facts.questionsValue", { count: interview.questions.length })}</dd>
      <dt>{t("facts.length")}</dt>
      <dd>{t("facts.lengthValue")}</dd>
    </dl>
  );
}

/** Each question's answer: recorded on the server, on its way (with progress), kept on the phone after a failure, or not yet; Retake before submitting. */
function AnswerList({ interview, sending, onRecord, onSendAgain }: { readonly interview: VideoInterview; readonly sending: Sending; readonly onRecord: (index: number) => void; readonly onSendAgain: () => void }) {
  const { t } = useTranslation("videoInterviewSeeker");
  return (
    <section className="stack" aria-labelledby="vis-answers">
      <h2 id="vis-answers">{t("answers.title")}</h2>
      <ol className="vis-answers">
        {interview.questions.map((q, index) => {
          const progress = sending.get(index);
          const number = index + 1;
          return (
            <li key={index} className="vis-answer stack">
              <p className="muted">{t("question.label", { number, total: interview.questions.length })}</p>
              <p className="vis-answer__question">{q.text}</p>
              {progress === null ? (
                <>
                  <p className="vis-kept">{t("answers.kept")}</p>
                  <Button variant="secondary" block onClick={onSendAgain}>
                    {t("answers.sendAgain")}
                  </Button>
                </>
              ) : progress !== undefined ? (
                <p role="status">
                  {t("answers.sending", { percent: Math.round(progress * 100) })}
                  <progress className="vis-progress" max={1} value={progress} aria-hidden="true" />
                </p>
              ) : q.answer !== null ? (
                <>
                  <p className="muted">{t("answers.sent", { seconds: Math.round(q.answer.durationSeconds) })}</p>
                  <Button variant="ghost" block onClick={() => onRecord(index)}>
                    {t("answers.retake", { number })}
                  </Button>
                </>
              ) : (
                <>
                  <p className="muted">{t("answers.notYet")}</p>
                  <Button variant="secondary" block onClick={() => onRecord(index)}>
                    {t("answers.answer", { number })}
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The next question to answer after `index`: the first with no answer on the server nor on its way. */
const nextToAnswer = (interview: VideoInterview, sending: Sending, after: number): number | null => {
  const open = interview.questions.map((q, i) => (q.answer === null && !sending.has(i) && i !== after ? i : -1)).filter((i) => i >= 0);
  return open.find((i) => i > after) ?? open[0] ?? null;
};

function Answering({ start, variant }: { readonly start: VideoInterview; readonly variant: Variant }) {
  const { t } = useTranslation("videoInterviewSeeker");
  const api = useService(VIDEO_INTERVIEW_API);
  const navigate = useNavigate();
  const [interview, setInterview] = useState(start);
  const [recording, setRecording] = useState<number | null>(null);
  const { formError, pending, send } = useSubmit();
  const uploads = useAnswerUploads(interview.interviewId, setInterview);
  const id = interview.interviewId;
  const changes = [["video-interviews", id] as const];

  const begin = async () => {
    const started = await send(changes, () => api.start(id));
    if (started === null) return;
    setInterview(started);
    setRecording(nextToAnswer(started, uploads.sending, -1));
  };
  const onRecorded = useCallback(
    (index: number) => (answer: Recorded) => {
      setRecording(nextToAnswer(interview, new Map([...uploads.sending, [index, 0]]), index));
      void uploads.add(index, answer);
    },
    [interview, uploads],
  );
  const submit = async () => {
    const done = await send(changes, () => api.submit(id));
    if (done !== null) navigate(href.interviewComplete({ id }));
  };

  if (recording !== null) {
    const question = interview.questions[recording];
    const Recorder = variant === "new" ? PageRecorder : BridgeRecorder;
    return (
      <Recorder
        key={recording}
        question={question?.text ?? ""}
        number={recording + 1}
        total={interview.questions.length}
        thinkSeconds={interview.thinkSeconds}
        answerSeconds={interview.answerSeconds}
        onRecorded={onRecorded(recording)}
      />
    );
  }
  const started = interview.status !== "invited";
  const allAnswered = interview.questions.every((q) => q.answer !== null) && uploads.sending.size === 0;
  return (
    <>
      <Facts interview={interview} />
      {!started ? (
        <>
          <p>{t("intro.how", { think: interview.thinkSeconds, answer: interview.answerSeconds })}</p>
          <Link className="vis-link" to={href.brocadeBag({ id })}>
            {t("intro.tips")}
          </Link>
          <FailureAlert text={formError} />
          <ActionBar>
            <Button block pending={pending} pendingLabel={t("intro.start")} onClick={() => void begin()}>
              {t("intro.start")}
            </Button>
          </ActionBar>
        </>
      ) : (
        <>
          <AnswerList interview={interview} sending={uploads.sending} onRecord={setRecording} onSendAgain={uploads.sendAgain} />
          {uploads.sending.size > 0 && <p className="muted">{t("answers.keepSending")}</p>}
          {!allAnswered && <p className="muted">{t("submit.waiting")}</p>}
          <FailureAlert text={formError} />
          <ActionBar>
            <Button block disabled={!allAnswered} pending={pending} pendingLabel={t("submit.pending")} onClick={() => void submit()}>
              {t("submit.action")}
            </Button>
          </ActionBar>
        </>
      )}
    </>
  );
}

/**
 * /videoInterview?id= (issue 24), the seeker's side: the invitation's facts and tips, then each
 * answer recorded with think time and answer time, retaken before submitting, and submitted. The
 * new page records with the page's camera, the old one with the native app's (docs/business-rules.md
 * "Video interviews": what differs). Past its deadline it shows expired; submitted, the way to
 * /interviewComplete.
 */
export function VideoInterviewScreen({ variant }: { readonly variant: Variant }) {
  const { t } = useTranslation("videoInterviewSeeker");
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  return (
    <main className="page stack" data-variant={variant}>
      <TopBar title={t("page.title")} />
      {id === "" ? <StatePanel tone="notAvailable" title={t("state.missing")} headingLevel={2} action={<GoHome />} /> : <InterviewOf id={id} variant={variant} />}
    </main>
  );
}

/** The interview as it stands: expired, submitted, or to answer. */
function InterviewOf({ id, variant }: { readonly id: string; readonly variant: Variant }) {
  const { t } = useTranslation("videoInterviewSeeker");
  const api = useService(VIDEO_INTERVIEW_API);
  const format = useFormat();
  const { state, reload } = useServerData(["video-interview", id], () => api.interview(id));
  const body = () => {
    if (state.status !== "ready") return <LoadState state={state} reload={reload} headingLevel={2} />;
    const interview = state.value;
    if (interview.status === "expired")
      return <StatePanel tone="notAvailable" title={t("state.expired")} line={t("state.expiredLine", { when: format.dateTime(interview.deadline) })} headingLevel={2} action={<GoHome />} />;
    if (interview.status === "submitted")
      return (
        <StatePanel
          tone="success"
          title={t("state.submitted")}
          line={t("state.submittedLine", { business: interview.businessName })}
          headingLevel={2}
          action={
            <Link className="ds-button ds-button--primary" to={href.interviewComplete({ id })}>
              {t("state.seeComplete")}
            </Link>
          }
        />
      );
    return <Answering start={interview} variant={variant} />;
  };
  return body();
}
