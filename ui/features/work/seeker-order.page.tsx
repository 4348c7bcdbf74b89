import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { WORK_API } from "../../../application/ports/work-api.port";
import { formatRupiah } from "../../../domain/format/number.format";
import { formatPlace } from "../../../domain/format/place.format";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { wibDateKey } from "../../../domain/shared/wib-time";
import type { GeoPoint } from "../../../domain/shared/place.schema";
import { WORK_NOTE_MAX_CHARACTERS, type Hire, type OrderDetail, type WorkDay } from "../../../domain/work/work-api.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { Modal } from "../../design-system/modal";
import { TextareaField } from "../../design-system/textarea-field";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { renewOnRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { Money } from "../../shared/format/money";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { isTodayShift, myHire } from "./seeker-shifts";
import { SeekerCertificateLink, SeekerFinishLink } from "./rating-links";
import { useWorkEvents } from "./use-work-events";
import { ClockButton, DayPunches, DayStatusChip, PunchesOnPhone, ReconfirmCountdown } from "./work-day";
import "../../shared/seeker.css";
import "./work.css";

/** The place on a map, in whatever maps app the phone opens for a web link. */
const mapLink = (point: GeoPoint): string => `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;

type DayAction = "reconfirm" | "absence";

/**
 * A day's one action, after its confirm dialog: ask support to reconfirm a declined day (once), or
 * tell the business she cannot come to a day to come, with a note if she likes. The server's
 * refusal in its words.
 */
function DayActionButton({ day, action }: { readonly day: WorkDay; readonly action: DayAction }) {
  const { t } = useTranslation("work");
  const work = useService(WORK_API);
  const toast = useToast();
  const key = useActionKey(`${action}.${day.dayId}`);
  const { formError, pending, send } = useSubmit();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const run = async () => {
    setAsking(false);
    const trimmed = note.trim();
    const answered = await send(
      [["work-orders", day.orderId]],
      () => (action === "reconfirm" ? work.requestReconfirmation(day.dayId, key.key) : work.notifyAbsence(day.dayId, { note: trimmed === "" ? null : trimmed }, key.key)),
      renewOnRefusal(key),
    );
    if (answered === null) return;
    key.drop();
    toast(t(action === "reconfirm" ? "seeker.reconfirmSent" : answered.absence?.late === true ? "seeker.absenceSentLate" : "seeker.absenceSent"));
  };
  return (
    <div className="stack wk-clock">
      <FailureAlert text={formError} onRetry={() => void run()} />
      <Button variant="secondary" pending={pending} pendingLabel={t("sending")} onClick={() => setAsking(true)}>
        {t(action === "reconfirm" ? "seeker.reconfirm" : "seeker.absence")}
      </Button>
      {action === "reconfirm" ? (
        <Dialog
          open={asking}
          title={t("seeker.reconfirmTitle")}
          message={t("seeker.reconfirmMessage")}
          confirmLabel={t("seeker.reconfirmConfirm")}
          cancelLabel={t("common:action.cancel")}
          onConfirm={() => void run()}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Modal open={asking} title={t("seeker.absenceTitle")} onClose={() => setAsking(false)} kind="dialog">
          <p>{t("seeker.absenceMessage")}</p>
          <TextareaField
            id={`absence-note-${day.dayId}`}
            label={t("seeker.absenceNote")}
            value={note}
            max={WORK_NOTE_MAX_CHARACTERS}
            maxLength={WORK_NOTE_MAX_CHARACTERS}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="ds-dialog__actions">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t("common:action.cancel")}
            </Button>
            <Button variant="danger" onClick={() => void run()}>
              {t("seeker.absenceConfirm")}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** What a day's status means for her, in a line or two: paid (by the unanswered-day rule), why declined, absent how. */
function DayFacts({ day }: { readonly day: WorkDay }) {
  const { t } = useTranslation("work");
  const format = useFormat();
  const absence = day.absence;
  return (
    <>
      {day.paidAt !== null && <p className="wk-note">{t("day.paidAt", { amount: formatRupiah(day.wage), date: format.dateTime(day.paidAt) })}</p>}
      {day.status === "awaitingConfirmation" && day.autoConfirmAt !== null && <p className="muted wk-note">{t("day.autoConfirmAt", { date: format.dateTime(day.autoConfirmAt) })}</p>}
      {day.decidedBy === "auto" && <p className="muted wk-note">{t("day.decidedAuto")}</p>}
      {day.declineReason !== null && <p className="wk-note">{t("day.declineReason", { reason: day.declineReason })}</p>}
      {absence !== null && (
        <p className="muted wk-note">
          {absence.notifiedAt === null
            ? t("day.absentUnnotified")
            : t(absence.late ? "day.absentLate" : "day.absentNotified", { date: format.dateTime(absence.notifiedAt) })}
          {absence.note !== null && ` ${t("day.absentNote", { note: absence.note })}`}
        </p>
      )}
    </>
  );
}

/** One working day: its date and status, punches, what the status means, and the action it allows now. */
function DayItem({ day, order, onPunchSent }: { readonly day: WorkDay; readonly order: OrderDetail; readonly onPunchSent: () => void }) {
  const format = useFormat();
  const today = wibDateKey(order.serverNow);
  // Any day not started, today's too: a notice under 2x24 hours is still recorded (as late), which beats not coming.
  const canNotify = day.status === "scheduled" && day.shift.start > order.serverNow && day.absence === null;
  return (
    <li className="ds-card wk-day">
      <h3 className="wk-day__head">
        <span className="nowrap">{format.date(day.date)}</span>
        <DayStatusChip status={day.status} />
      </h3>
      <DayPunches day={day} />
      <DayFacts day={day} />
      {day.status === "waitingReconfirm" && day.reconfirmation !== null && <ReconfirmCountdown dueAt={day.reconfirmation.dueAt} serverNow={order.serverNow} />}
      {day.status === "declined" && day.reconfirmation === null && <DayActionButton day={day} action="reconfirm" />}
      {isTodayShift(day, today) && <ClockButton day={day} onSent={onPunchSent} />}
      {canNotify && <DayActionButton day={day} action="absence" />}
    </li>
  );
}

/** Withdraw before the start, after a dialog that says what it does; the answer says whether it was late. */
function Withdraw({ orderId, hire, onDone }: { readonly orderId: string; readonly hire: Hire; readonly onDone: (order: OrderDetail) => void }) {
  const { t } = useTranslation("work");
  const work = useService(WORK_API);
  const toast = useToast();
  const key = useActionKey(`withdraw.${hire.hireId}`);
  const { formError, pending, send } = useSubmit();
  const [asking, setAsking] = useState(false);
  const run = async () => {
    const order = await send([["work-orders", orderId]], () => work.withdraw(hire.hireId, key.key), renewOnRefusal(key));
    if (order === null) return;
    key.drop();
    toast(t(myHire(order)?.withdrawal?.late === true ? "seeker.withdrawnLate" : "seeker.withdrawn"));
    onDone(order);
  };
  return (
    <div className="stack">
      <FailureAlert text={formError} onRetry={() => void run()} />
      <Button variant="danger" block pending={pending} pendingLabel={t("sending")} onClick={() => setAsking(true)}>
        {t("seeker.withdraw")}
      </Button>
      <Dialog
        open={asking}
        title={t("seeker.withdrawTitle")}
        message={t("seeker.withdrawMessage")}
        confirmLabel={t("seeker.withdrawConfirm")}
        cancelLabel={t("common:action.cancel")}
        danger
        onConfirm={() => {
          setAsking(false);
          void run();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * /seeker/order?orderId=: the seeker's order: the job, the business, the place with a map link,
 * hours, period, wage per day; her money (released, held, waiting); every working day with its
 * status, punches and the action it allows; withdrawing before the start. Updates by itself on the
 * work events of her stream.
 */
export default function SeekerOrderPage(_props: PageProps) {
  const { t } = useTranslation(["work", "common"]);
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const work = useService(WORK_API);
  const { state, reload, set } = useServerData(["work-order", orderId], () => work.order(orderId));
  useWorkEvents(orderId, reload);
  if (state.status !== "ready")
    return (
      <main className="page stack">
        <TopBar title={t("order.bar")} heading={false} up={href.seekerActivity()} />
        <LoadState state={state} reload={reload} headingLevel={1} />
        <PunchesOnPhone onSent={reload} />
      </main>
    );
  const order = state.value;
  const hire = myHire(order);
  return (
    <main className="page stack">
      <TopBar title={t("order.bar")} heading={false} up={href.seekerActivity()} />
      <h1>{positionLabel(order.jobTitle)}</h1>
      <p className="muted">{order.businessName}</p>
      {hire !== undefined && (
        <p>
          <span className="ds-badge">{t(`order.status.${hire.status}`)}</span>
        </p>
      )}
      {hire?.withdrawal != null && (
        <p className="ds-alert ds-alert--info">{t(hire.withdrawal.late ? "order.withdrawnLate" : "order.withdrawnOn", { date: format.dateTime(hire.withdrawal.at) })}</p>
      )}
      {hire?.cancellation != null && (
        // The seeker is told what the business asked through the help center, and once support applied it, what she keeps.
        <p className="ds-alert ds-alert--info">
          {hire.cancellation.status === "requested"
            ? t("order.cancellation.requested", { date: format.dateTime(hire.cancellation.dueAt) })
            : hire.cancellation.status === "rejected"
              ? t("order.cancellation.rejected")
              : (hire.cancellation.settlement?.payout ?? 0) > 0
                ? t("order.cancellation.cancelled", { amount: formatRupiah(hire.cancellation.settlement?.payout ?? 0) })
                : t("order.cancellation.cancelledBeforeStart")}
        </p>
      )}
      <section className="ds-card" aria-labelledby="order-facts">
        <h2 id="order-facts" className="ds-card__title">
          {t("order.details")}
        </h2>
        <dl className="sk-facts">
          <dt>{t("order.id")}</dt>
          <dd>{order.orderId}</dd>
          <dt>{t("order.place")}</dt>
          <dd>
            {formatPlace(order.place)}
            <br />
            <a href={safeUrl(mapLink(order.place.point))} target="_blank" rel="noopener noreferrer">
              {t("order.openMap")}
            </a>
          </dd>
          <dt>{t("order.hours")}</dt>
          <dd>{format.timeRange(order.hours.start, order.hours.end)}</dd>
          <dt>{t("order.period")}</dt>
          <dd>{format.dateRange(order.period.start, order.period.end, "")}</dd>
          <dt>{t("order.wagePerDay")}</dt>
          <dd>
            <Money amount={hire?.dailyWage ?? 0} />
          </dd>
        </dl>
        {order.workingDays > 0 && <p className="muted wk-note">{t("order.daysSummary", { count: order.workingDays, attended: order.attendedDays, absent: order.absentDays })}</p>}
      </section>
      {hire !== undefined && (
        <section className="ds-card" aria-labelledby="order-money">
          <h2 id="order-money" className="ds-card__title">
            {t("order.money")}
          </h2>
          <dl className="wk-money">
            <dt>{t("order.released")}</dt>
            <dd>
              <Money amount={hire.money.released} />
            </dd>
            <dt>{t("order.held")}</dt>
            <dd>
              <Money amount={hire.money.held} />
            </dd>
            <dt>{t("order.waiting")}</dt>
            <dd>
              <Money amount={hire.money.waiting} />
            </dd>
          </dl>
          <p className="muted wk-note">{t("day.unpaid")}</p>
        </section>
      )}
      {hire !== undefined && hire.days.length > 0 && (
        <section className="stack" aria-labelledby="order-days">
          <h2 id="order-days" className="wk-heading">
            {t("order.days")}
          </h2>
          <ul className="wk-days">
            {hire.days.map((day) => (
              <DayItem key={day.dayId} day={day} order={order} onPunchSent={reload} />
            ))}
          </ul>
        </section>
      )}
      {hire?.status === "upcoming" && <Withdraw orderId={order.orderId} hire={hire} onDone={set} />}
      <SeekerFinishLink orderId={order.orderId} hire={hire} />
      <SeekerCertificateLink hire={hire} />
    </main>
  );
}
