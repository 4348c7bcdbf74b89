import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PunchView, WorkDay } from "../../../domain/work/work-api.schema";
import { Button } from "../../design-system/button";
import { useToast } from "../../design-system/toast";
import { href } from "../../routes/href";
import { isDefinitiveRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { distanceText } from "../../shared/format/distance-text";
import { useFormat } from "../../shared/format/use-format";
import { useSubmit } from "../../shared/use-submit";
import { nextPunch } from "./seeker-shifts";
import { useSendPunch } from "./send-punch";
import "../../design-system/form-controls.css";

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

/** One punch as both sides see it: its time in WIB, how far from the place, its flags. */
function PunchLine({ punch, kind }: { readonly punch: PunchView; readonly kind: "in" | "out" }) {
  const { t } = useTranslation(["work", "jobs"]);
  const format = useFormat();
  const distance = distanceText(punch.distanceMeters === null ? null : punch.distanceMeters / 1000, t);
  return (
    <li className="wk-punch">
      <span className="nowrap">{t(`work:day.punch.${kind}`, { time: format.dateTime(punch.at) })}</span>
      {distance !== null && <span className="nowrap">{`· ${distance}`}</span>}
      {punch.flagged !== null && <span className="ds-badge ds-badge--warning">{t(`work:day.punch.${punch.flagged}`)}</span>}
      {punch.capturedOffline && <span className="ds-badge ds-badge--muted">{t("work:day.punch.offline")}</span>}
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

/**
 * Clock in, then clock out, for a day of today; the refusal (too early, already clocked) in the
 * server's words from the errors table, where the button is. What the terms say, with their link.
 */
export function ClockButton({ day }: { readonly day: WorkDay }) {
  const { t } = useTranslation("work");
  const kind = nextPunch(day);
  const action = useActionKey(`punch.${day.dayId}.${kind ?? "none"}`);
  const { formError, pending, send } = useSubmit();
  const sendPunch = useSendPunch();
  const toast = useToast();
  if (kind === null) return null;
  const punch = async () => {
    const done = await send([["work-orders", day.orderId]], () => sendPunch(day, kind, action.key), (failure) => {
      if (isDefinitiveRefusal(failure)) action.renew();
      return false;
    });
    if (done === null) return;
    action.drop();
    toast(t(kind === "in" ? "seeker.clockedIn" : "seeker.clockedOut"));
  };
  return (
    <div className="stack wk-clock">
      <FailureAlert text={formError} onRetry={() => void punch()} />
      <Button block pending={pending} pendingLabel={t(kind === "in" ? "seeker.clockingIn" : "seeker.clockingOut")} onClick={() => void punch()}>
        {t(kind === "in" ? "seeker.clockIn" : "seeker.clockOut")}
      </Button>
      <p className="muted wk-note">
        {t("seeker.clockNote")} <Link to={href.clockTerms()}>{t("seeker.clockTerms")}</Link>
      </p>
    </div>
  );
}
