import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { WorkDay } from "../../../domain/work/work-api.schema";
import { formatRupiah } from "../../../domain/format/number.format";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { useToast } from "../../design-system/toast";
import { renewOnRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { useSubmit } from "../../shared/use-submit";
import { ProviderDeclineDialog } from "./provider-decline-dialog";
import { DayPunches, DayStatusChip, ReconfirmCountdown } from "./work-day";

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
    const done = await send([["work-orders", day.orderId]], () => work.confirmDay(day.dayId, confirmKey.key), renewOnRefusal(confirmKey));
    if (done === null) return;
    confirmKey.drop();
    toast(t("provider.day.confirmedToast", { amount, name: seekerName }));
  };
  const decline = async (reason: string) => {
    setAsked("decline");
    const done = await send([["work-orders", day.orderId]], () => work.declineDay(day.dayId, { reason }, declineKey.key), renewOnRefusal(declineKey));
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
        <Button pending={pending && asked === "confirm"} pendingLabel={t("sending")} disabled={pending} onClick={() => setOpen("confirm")}>
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
 * evidence as the seeker sees it too (work-day.tsx: times in WIB, distance to the place, far / no
 * location, captured offline); a day
 * waiting for her answer has Confirm and Decline and says when it is confirmed by itself.
 */
export function ProviderDay({ day, seekerName, serverNow }: { readonly day: WorkDay; readonly seekerName: string; readonly serverNow: number }) {
  const { t } = useTranslation("work");
  const format = useFormat();
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
      <DayPunches day={day} />
      {day.status === "awaitingConfirmation" && day.autoConfirmAt !== null && <p>{t("provider.day.autoConfirm", { time: format.dateTime(day.autoConfirmAt) })}</p>}
      {day.status === "awaitingConfirmation" && <DayActions day={day} seekerName={seekerName} />}
      {day.declineReason !== null && <p>{t("provider.day.declineReason", { reason: day.declineReason })}</p>}
      {day.status === "waitingReconfirm" && day.reconfirmation !== null && <ReconfirmCountdown dueAt={day.reconfirmation.dueAt} serverNow={serverNow} />}
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
