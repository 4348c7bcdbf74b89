import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { PunchView, WorkDay } from "../../../domain/work/work-api.schema";
import { formatRupiah } from "../../../domain/format/number.format";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { useToast } from "../../design-system/toast";
import { isDefinitiveRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { formatCountdown, useCountdown } from "../../shared/format/countdown";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { useSubmit } from "../../shared/use-submit";
import { ProviderDeclineDialog } from "./provider-decline-dialog";

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

export function DayStatusChip({ status }: { readonly status: WorkDay["status"] }) {
  const { t } = useTranslation("work");
  return <span className={`ds-badge ${TONE[status]}`}>{t(`day.status.${status}`)}</span>;
}

/** "120 m" / "1.3 km" from the job's place: evidence, so to the metre below a kilometre. */
const distanceKey = (meters: number) => (meters < 1000 ? { key: "provider.evidence.distanceM", m: Math.round(meters) } : { key: "provider.evidence.distanceKm", km: (meters / 1000).toFixed(1) });

/** One punch as evidence: its time (WIB), how far from the place, and its flags. */
function Punch({ label, punch }: { readonly label: string; readonly punch: PunchView | null }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  if (punch === null)
    return (
      <div>
        <dt>{label}</dt>
        <dd className="muted">{t("provider.evidence.none")}</dd>
      </div>
    );
  const distance = punch.distanceMeters === null ? null : distanceKey(punch.distanceMeters);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span className="nowrap">{format.clock(punch.at)}</span>
        {distance !== null && <span className="pw-evidence__line">{t(distance.key, distance)}</span>}
        {(punch.flagged !== null || punch.capturedOffline) && (
          <span className="pw-evidence__flags">
            {punch.flagged !== null && <span className="ds-badge ds-badge--warning">{t(`provider.evidence.${punch.flagged}`)}</span>}
            {punch.capturedOffline && <span className="ds-badge ds-badge--muted">{t("provider.evidence.offline")}</span>}
          </span>
        )}
      </dd>
    </div>
  );
}

/** Support's time left to answer a reconfirmation request (48 hours, spec 4), by the server's clock. */
function SupportCountdown({ dueAt, serverNow }: { readonly dueAt: number; readonly serverNow: number }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  const left = useCountdown(dueAt, serverNow);
  return (
    <div className="ds-alert ds-alert--info stack">
      <p>{t("provider.day.reconfirmation", { time: format.dateTime(dueAt) })}</p>
      <p>
        {t("provider.day.supportLeft")}{" "}
        <strong className="nowrap" role="timer">
          {formatCountdown(left)}
        </strong>
      </p>
    </div>
  );
}

/** Confirm (the wage to the seeker's balance at once, said in the dialog) or decline with a reason. */
function DayActions({ day, seekerName }: { readonly day: WorkDay; readonly seekerName: string }) {
  const { t } = useTranslation(["work", "common"]);
  const work = useService(WORK_API);
  const toast = useToast();
  const format = useFormat();
  const confirmKey = useActionKey(`work-confirm.${day.dayId}`);
  const declineKey = useActionKey(`work-decline.${day.dayId}`);
  const { formError, setFormError, pending, send } = useSubmit();
  const [asked, setAsked] = useState<"confirm" | "decline" | null>(null);
  const [open, setOpen] = useState<"confirm" | "decline" | null>(null);
  const amount = formatRupiah(day.wage);
  const date = format.date(day.date);

  const confirm = async () => {
    setAsked("confirm");
    const done = await send([["work-orders", day.orderId]], () => work.confirmDay(day.dayId, confirmKey.key), (failure) => {
      if (isDefinitiveRefusal(failure)) confirmKey.renew();
      return false;
    });
    if (done === null) return;
    confirmKey.drop();
    toast(t("provider.day.confirmedToast", { amount, name: seekerName }));
  };
  const decline = async (reason: string) => {
    setAsked("decline");
    const done = await send([["work-orders", day.orderId]], () => work.declineDay(day.dayId, { reason }, declineKey.key), (failure) => {
      if (isDefinitiveRefusal(failure)) declineKey.renew();
      return false;
    });
    if (done === null) return;
    declineKey.drop();
    setOpen(null);
    toast(t("provider.day.declinedToast", { name: seekerName, date }));
  };

  return (
    <div className="stack">
      {open !== "decline" && <FailureAlert text={formError} onRetry={() => asked === "confirm" && void confirm()} />}
      <div className="ds-actions">
        <Button variant="secondary" disabled={pending} onClick={() => (setFormError(null), setOpen("decline"))}>
          {t("provider.day.decline")}
        </Button>
        <Button pending={pending && asked === "confirm"} pendingLabel={t("provider.sending")} disabled={pending} onClick={() => setOpen("confirm")}>
          {t("provider.day.confirm")}
        </Button>
      </div>
      <Dialog
        open={open === "confirm"}
        title={t("provider.confirm.title", { name: seekerName, date })}
        message={t("provider.confirm.message", { amount, name: seekerName })}
        confirmLabel={t("provider.confirm.submit", { amount })}
        cancelLabel={t("common:action.cancel")}
        onConfirm={() => {
          setOpen(null);
          void confirm();
        }}
        onCancel={() => setOpen(null)}
      />
      {open === "decline" && (
        <ProviderDeclineDialog
          title={t("provider.decline.title", { name: seekerName, date })}
          pending={pending}
          formError={formError}
          onDecline={(reason) => void decline(reason)}
          onCancel={() => (setFormError(null), setOpen(null))}
        />
      )}
    </div>
  );
}

/** Who decided a settled day, when it was not the provider herself. */
const decidedNote = (day: WorkDay): string | null =>
  day.decidedBy === "auto" ? "provider.day.decidedAuto" : day.decidedBy === "support" ? "provider.day.decidedSupport" : null;

/**
 * One working day of one hire, as its provider sees it: date, shift and status; once clocked, the
 * evidence (times in WIB, distance to the place, far / no location, captured offline); a day
 * waiting for her answer has Confirm and Decline and says when it is confirmed by itself.
 */
export function ProviderDay({ day, seekerName, serverNow }: { readonly day: WorkDay; readonly seekerName: string; readonly serverNow: number }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  const clocked = day.clockIn !== null || day.clockOut !== null;
  const note = decidedNote(day);
  const titleId = `day-${day.dayId}`;
  return (
    <li className="pw-day stack" aria-labelledby={titleId} data-day-id={day.dayId}>
      <div className="pw-day__head">
        <h4 id={titleId} className="pw-day__title">
          {format.date(day.date)}
        </h4>
        <DayStatusChip status={day.status} />
      </div>
      <p className="muted">{t("provider.day.wage", { amount: formatRupiah(day.wage) })}</p>
      {clocked && (
        <dl className="pw-evidence">
          <Punch label={t("provider.evidence.in")} punch={day.clockIn} />
          <Punch label={t("provider.evidence.out")} punch={day.clockOut} />
        </dl>
      )}
      {day.status === "awaitingConfirmation" && day.autoConfirmAt !== null && <p>{t("provider.day.autoConfirm", { time: format.dateTime(day.autoConfirmAt) })}</p>}
      {day.status === "awaitingConfirmation" && <DayActions day={day} seekerName={seekerName} />}
      {day.declineReason !== null && <p>{t("provider.day.declineReason", { reason: day.declineReason })}</p>}
      {day.status === "waitingReconfirm" && day.reconfirmation !== null && <SupportCountdown dueAt={day.reconfirmation.dueAt} serverNow={serverNow} />}
      {day.paidAt !== null && (
        <p>
          {t("provider.day.paid", { name: seekerName, time: format.dateTime(day.paidAt) })} <Money amount={day.wage} />
        </p>
      )}
      {note !== null && <p className="muted">{t(note)}</p>}
      {day.absence !== null && (
        <p className="muted">{t(day.absence.notifiedAt === null ? "provider.day.absentNoClock" : day.absence.late ? "provider.day.absentLate" : "provider.day.absentNotified")}</p>
      )}
      {day.absence?.note != null && <p>{t("provider.day.absenceNote", { note: day.absence.note })}</p>}
    </li>
  );
}
