import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { INTERVIEWS_API } from "../../../application/ports/interviews-api.port";
import { useService } from "../../app/container-context";
import { ActionBar } from "../../design-system/action-bar";
import { Button } from "../../design-system/button";
import { TextField } from "../../design-system/text-field";
import { TextareaField } from "../../design-system/textarea-field";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { useUserEvents } from "../../shared/use-user-events";
import { answeringOf, answersOf, type Answering } from "./interview-answers";
import { InterviewFacts } from "./interview-parts";
import "./interviews.css";

/** The seeker's reason or note: one short paragraph (InterviewAnswerText). */
const ANSWER_MAX = 200;
type Writing = Answering | "reschedule" | null;

/**
 * /interviewInvitation?id= (both sides): the invitation's facts, its letter and its state, live from
 * the event stream (the other side's answer arrives without a reload). The seeker accepts, declines
 * with a reason or asks for another time with a note (`&answer=decline|askAnotherTime` opens that
 * form: a chat card's buttons); the provider cancels. The reminder 5 minutes
 * before shows the way to /interviewInvitationRemind (its toast is the shell's, on every screen).
 */
export default function InterviewInvitationPage(_props: PageProps) {
  const { t } = useTranslation(["interviews", "common", "errors"]);
  const fieldId = useId();
  const [params] = useSearchParams();
  const interviewId = params.get("id") ?? "";
  const interviews = useService(INTERVIEWS_API);
  const { state, reload } = useServerData(["interview", interviewId], () => interviews.interview(interviewId));
  const [reminded, setReminded] = useState(false);
  useUserEvents((event) => {
    if (event.kind === "resync" || (event.kind === "interview" && event.interviewId === interviewId)) reload();
    // Its toast is the shell's, on every screen (ui/app/shell-events.tsx); here the way to its page.
    if (event.kind === "interviewReminder" && event.interviewId === interviewId) setReminded(true);
  }, interviewId !== "");
  const { formError, pending, send } = useSubmit();
  // A chat card's Decline or Ask for another time opens its form (`&answer=`); the state decides below whether it may.
  const [writing, setWriting] = useState<Writing>(() => answeringOf(params.get("answer")));
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const [newDate, setNewDate] = useState("");
  const [newTime, setNewTime] = useState("10:00");
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const interview = state.value;
  const can = answersOf(interview);
  // A form the invitation's state no longer allows (answered since the card was read) is not shown.
  const writingNow: Writing = (writing === "decline" && !can.decline) || (writing === "askAnotherTime" && !can.answer) || (writing === "reschedule" && !can.reschedule) ? null : writing;
  const changes = [["interviews", interviewId] as const];

  const accept = () => void send(changes, () => interviews.accept(interviewId));
  const cancel = () => void send(changes, () => interviews.cancel(interviewId));
  // The provider's new time, in WIB as the invitation's form takes it; the server refuses a time past (InterviewTimePast).
  const sendNewTime = async () => {
    setTried(true);
    if (newDate === "" || newTime === "") return;
    const done = await send(changes, () => interviews.reschedule(interviewId, { startsAt: `${newDate}T${newTime}:00+07:00` }));
    if (done !== null) {
      setWriting(null);
      setTried(false);
    }
  };
  const sendText = async () => {
    setTried(true);
    const value = text.trim();
    if (value === "" || value.length > ANSWER_MAX) return;
    const done = await send(changes, () => (writing === "decline" ? interviews.decline(interviewId, { reason: value }) : interviews.askAnotherTime(interviewId, { note: value })));
    if (done !== null) {
      setWriting(null);
      setText("");
      setTried(false);
    }
  };

  return (
    <main className="page stack">
      <TopBar title={t("page.title")} />
      <p className="iv-status" role="status">
        {t(`status.${interview.status}`)}
      </p>
      {interview.reason !== null && <p className="muted">{t(interview.status === "declined" ? "page.reason" : "page.note", { text: interview.reason })}</p>}
      {reminded && (
        <Link className="ds-button ds-button--secondary ds-button--block" to={href.interviewInvitationRemind({ id: interviewId })}>
          {t("remind.open")}
        </Link>
      )}
      <InterviewFacts interview={interview} />
      {interview.letter !== "" && (
        <section className="stack" aria-labelledby={`${fieldId}-letter`}>
          <h2 id={`${fieldId}-letter`}>{t("page.letter")}</h2>
          <p className="iv-letter">{interview.letter}</p>
        </section>
      )}
      {writingNow === "reschedule" ? (
        <form className="stack" onSubmit={(e) => (e.preventDefault(), void sendNewTime())} noValidate>
          <TextField id={`${fieldId}-date`} type="date" label={t("form.date")} value={newDate} onChange={(e) => setNewDate(e.target.value)} error={tried && newDate === "" ? t("form.required") : null} />
          <TextField id={`${fieldId}-time`} type="time" label={t("form.time")} hint={t("form.timeHint")} value={newTime} onChange={(e) => setNewTime(e.target.value)} error={tried && newTime === "" ? t("form.required") : null} />
          <FailureAlert text={formError} />
          <ActionBar>
            <Button type="submit" block pending={pending} pendingLabel={t("actions.sendReschedule")}>
              {t("actions.sendReschedule")}
            </Button>
            <Button variant="ghost" block onClick={() => setWriting(null)}>
              {t("actions.back")}
            </Button>
          </ActionBar>
        </form>
      ) : writingNow !== null ? (
        <form className="stack" onSubmit={(e) => (e.preventDefault(), void sendText())} noValidate>
          <TextareaField
            id={`${fieldId}-text`}
            label={t(writing === "decline" ? "page.reasonLabel" : "page.noteLabel")}
            rows={4}
            value={text}
            max={ANSWER_MAX}
            onChange={(e) => setText(e.target.value)}
            error={tried && text.trim() === "" ? t("form.required") : text.length > ANSWER_MAX ? t("errors:error.invitationLetter.tooLong") : null}
          />
          <FailureAlert text={formError} />
          <ActionBar>
            <Button type="submit" block pending={pending} pendingLabel={t(writing === "decline" ? "actions.sendDecline" : "actions.sendAsk")}>
              {t(writing === "decline" ? "actions.sendDecline" : "actions.sendAsk")}
            </Button>
            <Button variant="ghost" block onClick={() => setWriting(null)}>
              {t("actions.back")}
            </Button>
          </ActionBar>
        </form>
      ) : (
        (can.answer || can.decline || can.cancel || can.reschedule) && (
          <>
            <FailureAlert text={formError} />
            {/* One full-width button a line: the three answers' labels do not share a 360 px row. */}
            <div className="stack">
              {can.answer && (
                <Button block pending={pending} pendingLabel={t("actions.accept")} onClick={accept}>
                  {t("actions.accept")}
                </Button>
              )}
              {can.answer && (
                <Button variant="secondary" block onClick={() => setWriting("askAnotherTime")}>
                  {t("actions.askAnotherTime")}
                </Button>
              )}
              {can.decline && (
                <Button variant="ghost" block onClick={() => setWriting("decline")}>
                  {t("actions.decline")}
                </Button>
              )}
              {can.reschedule && (
                <Button variant="secondary" block onClick={() => (setTried(false), setWriting("reschedule"))}>
                  {t("actions.reschedule")}
                </Button>
              )}
              {can.cancel && (
                <Button variant="danger" block pending={pending} pendingLabel={t("actions.cancel")} onClick={cancel}>
                  {t("actions.cancel")}
                </Button>
              )}
            </div>
          </>
        )
      )}
    </main>
  );
}
