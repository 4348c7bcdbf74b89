import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PendingPunch } from "../../../application/work/punch-outbox";
import type { PunchView, WorkDay } from "../../../domain/work/work-api.schema";
import { Button } from "../../design-system/button";
import { ErrorAlert } from "../../design-system/error-alert";
import { useToast } from "../../design-system/toast";
import { href } from "../../routes/href";
import { useCatalogueText } from "../../shared/catalogue-text";
import { refusalText } from "../../shared/error-text";
import type { ErrorTextView } from "../../shared/error-text-view";
import { FailureAlert } from "../../shared/failure-alert";
import { formatCountdown, useCountdown } from "../../shared/format/countdown";
import { useFormat } from "../../shared/format/use-format";
import { nextPunch } from "./seeker-shifts";
import { usePunchOutbox } from "./use-punch-outbox";
import "../../design-system/form-controls.css";
import "./work.css";

/*
 * What a working day looks like on both sides (the seeker's order page and Masuk/Pulang, the
 * provider's order page): one status chip, one way to show a punch, one support countdown, and the
 * seeker's clock button with the punches still on her phone.
 */

/** The tone of a day's status chip: settled in the seeker's favour, waiting on someone, or not paid. */
const TONE: Readonly<Record<WorkDay["status"], string>> = {
  scheduled: "ds-badge--muted",
  clockedIn: "",
  awaitingConfirmation: "ds-badge--warning",
  confirmed: "",
  declined: "ds-badge--danger",
  waitingReconfirm: "ds-badge--warning",
  reconfirmRejected: "ds-badge--danger",
  absent: "ds-badge--muted",
};

/** A day's status as a chip (a confirmed day's payout is said beside it, `day.paidAt`). */
export function DayStatusChip({ status }: { readonly status: WorkDay["status"] }) {
  const { t } = useTranslation("work");
  return <span className={`ds-badge ${TONE[status]}`}>{t(`day.status.${status}`)}</span>;
}

/** "120 m" / "1.3 km" from the job's place: evidence, so to the metre below a kilometre. */
const distanceText = (meters: number, t: (key: string, values: Record<string, unknown>) => string): string =>
  meters < 1000 ? t("work:day.punch.distanceM", { m: Math.round(meters) }) : t("work:day.punch.distanceKm", { km: (meters / 1000).toFixed(1) });

/** One punch as both sides see it (evidence): its time in WIB, how far from the place, its flags. */
function PunchLine({ punch, kind }: { readonly punch: PunchView; readonly kind: "in" | "out" }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  return (
    <li className="wk-punch">
      <span className="nowrap">{t(`day.punch.${kind}`, { time: format.dateTime(punch.at) })}</span>
      {punch.distanceMeters !== null && <span className="nowrap">{`· ${distanceText(punch.distanceMeters, t)}`}</span>}
      {punch.flagged !== null && <span className="ds-badge ds-badge--warning">{t(`day.punch.${punch.flagged}`)}</span>}
      {punch.capturedOffline && <span className="ds-badge ds-badge--muted">{t("day.punch.offline")}</span>}
    </li>
  );
}

/** The day's clock-in and clock-out, when there are. */
export function DayPunches({ day }: { readonly day: WorkDay }) {
  if (day.clockIn === null && day.clockOut === null) return null;
  return (
    <ul className="wk-punches">
      {day.clockIn !== null && <PunchLine punch={day.clockIn} kind="in" />}
      {day.clockOut !== null && <PunchLine punch={day.clockOut} kind="out" />}
    </ul>
  );
}

/** Support's time left on a reconfirmation (48 hours, spec 4), by the server's clock, and its deadline in WIB: both sides see the same. */
export function ReconfirmCountdown({ dueAt, serverNow }: { readonly dueAt: number; readonly serverNow: number }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  const left = useCountdown(dueAt, serverNow);
  return (
    <div>
      <p className="muted wk-note">{t("day.reconfirmLeft")}</p>
      <p className="wk-countdown" role="timer">
        {formatCountdown(left)}
      </p>
      <p className="muted wk-note">{t("day.reconfirmDue", { date: format.dateTime(dueAt) })}</p>
    </div>
  );
}

/** A refused punch: the server's reason in the errors table's words, until she has read it. */
function RefusedPunch({ punch, onDismiss }: { readonly punch: PendingPunch; readonly onDismiss: () => void }) {
  const { t } = useTranslation("common");
  const message = useCatalogueText(refusalText(punch.refusalCode ?? ""));
  return <ErrorAlert message={message} actionLabel={t("action.close")} onAction={onDismiss} />;
}

/** The punches of the day still on the phone: waiting to send (no signal), or refused. */
function PendingPunches({ pending, onDismiss }: { readonly pending: readonly PendingPunch[]; readonly onDismiss: (punchId: string) => void }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  if (pending.length === 0) return null;
  return (
    <ul className="wk-punches">
      {pending.map((punch) =>
        punch.state === "refused" ? (
          <li key={punch.punchId}>
            <RefusedPunch punch={punch} onDismiss={() => onDismiss(punch.punchId)} />
          </li>
        ) : (
          <li key={punch.punchId} className="wk-punch">
            <span className="nowrap">{t(`day.punch.${punch.kind}`, { time: format.dateTime(punch.phoneTime) })}</span>
            <span className="ds-badge ds-badge--warning">{t("day.punch.waiting")}</span>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The punches on the phone when there is no day to show them on (the screen's data could not load:
 * no signal, a reload offline), so the seeker sees her tap is kept. `onSent` as ClockButton's.
 */
export function PunchesOnPhone({ onSent }: { readonly onSent?: () => void }) {
  const { t } = useTranslation("work");
  const outbox = usePunchOutbox(onSent);
  if (outbox.pending.length === 0) return null;
  return (
    <section className="ds-card stack" aria-labelledby="punches-on-phone">
      <h2 id="punches-on-phone" className="ds-card__title">
        {t("day.punch.onPhone")}
      </h2>
      <PendingPunches pending={outbox.pending} onDismiss={(punchId) => void outbox.dismiss(punchId)} />
    </section>
  );
}

/** The punch a day takes next, counting the punches still waiting on the phone (clocked in offline: Clock out next). */
const nextPunchWith = (day: WorkDay, waiting: readonly PendingPunch[]): "in" | "out" | null => {
  const last = waiting.at(-1);
  if (last === undefined) return nextPunch(day);
  return last.kind === "in" ? "out" : null;
};

/** A day's punches only ever grow: the day with more is the later answer. */
const punchCount = (day: WorkDay): number => (day.clockIn === null ? 0 : 1) + (day.clockOut === null ? 0 : 1);

/** The tap could not even be kept on the phone (storage off, the outbox's code not loaded): tap again. */
const NOT_KEPT: ErrorTextView = { key: "state.loadFailed", ns: "common", retryable: true };

/**
 * Clock in, then clock out, for a day of today, through the punch outbox (issue 22): the punch is
 * kept on the phone at the tap and sent at once or, with no signal, once online; until then it
 * shows 'Waiting to send' here. A refusal shows in the errors table's words until dismissed.
 * `onSent`: a punch of the outbox reached the server (now or later): the screen reads the day again.
 */
export function ClockButton({ day, onSent }: { readonly day: WorkDay; readonly onSent?: () => void }) {
  const { t } = useTranslation("work");
  // The server's answer to this day's last punch: a sent punch leaves the phone before the screen
  // has read the day again, and the day as read before it would offer the same punch once more.
  const [answered, setAnswered] = useState<WorkDay | null>(null);
  const outbox = usePunchOutbox((sent) => {
    if (sent.dayId === day.dayId) setAnswered(sent);
    onSent?.();
  });
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorTextView | null>(null);
  const mine = outbox.pending.filter((p) => p.dayId === day.dayId);
  const kind = nextPunchWith(
    answered !== null && punchCount(answered) > punchCount(day) ? answered : day,
    mine.filter((p) => p.state === "waiting"),
  );
  const punch = async (which: "in" | "out") => {
    setBusy(true);
    setFailure(null);
    const outcome = await outbox.punch(day.dayId, which);
    setBusy(false);
    if (outcome.kind === "notKept") setFailure(NOT_KEPT);
    else if (outcome.kind === "sent") toast(t(which === "in" ? "seeker.clockedIn" : "seeker.clockedOut"));
    else if (outcome.kind === "waiting") toast(t("seeker.punchWaiting"));
  };
  return (
    <div className="stack wk-clock">
      <PendingPunches pending={mine} onDismiss={(punchId) => void outbox.dismiss(punchId)} />
      {kind !== null && (
        <>
          <FailureAlert text={failure} onRetry={() => void punch(kind)} />
          <Button block pending={busy} pendingLabel={t(kind === "in" ? "seeker.clockingIn" : "seeker.clockingOut")} onClick={() => void punch(kind)}>
            {t(kind === "in" ? "seeker.clockIn" : "seeker.clockOut")}
          </Button>
          <p className="muted wk-note">
            {t("seeker.clockNote")} <Link to={href.clockTerms()}>{t("seeker.clockTerms")}</Link>
          </p>
        </>
      )}
    </div>
  );
}
