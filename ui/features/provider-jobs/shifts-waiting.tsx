import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { Hire, OrderDetail, OrderList, WorkDay } from "../../../domain/work/work-api.schema";
import { useService } from "../../app/container-context";
import { MenuList } from "../../design-system/list";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { useServerData } from "../../shared/server-state/use-server-data";

export interface WaitingShift {
  readonly order: OrderDetail;
  readonly hire: Hire;
  readonly day: WorkDay;
}

/**
 * The clocked days that wait for the provider's answer, the first to be confirmed by itself first.
 * Decision: every such day, not only today's: a shift that ended late last night still waits, and
 * the unanswered-day rule confirms it at `autoConfirmAt`.
 */
export const waitingShifts = (orders: OrderList): readonly WaitingShift[] =>
  orders.items
    .flatMap((order) => order.staff.flatMap((hire) => hire.days.filter((day) => day.status === "awaitingConfirmation").map((day) => ({ order, hire, day }))))
    .sort((a, b) => (a.day.autoConfirmAt ?? a.day.shift.end) - (b.day.autoConfirmAt ?? b.day.shift.end));

/** A job's order as its card shows it: the link, and how many of its shifts wait. */
export interface JobOrder {
  readonly orderId: string;
  readonly waiting: number;
}

/** Each job's order (one per job: its first accepted offer opens it) with its waiting shifts, for the job cards. */
export const ordersByJob = (orders: OrderList): ReadonlyMap<string, JobOrder> =>
  new Map(orders.items.map((order) => [order.jobId, { orderId: order.orderId, waiting: order.staff.reduce((n, hire) => n + hire.days.filter((d) => d.status === "awaitingConfirmation").length, 0) }]));

/**
 * The provider home's "Shifts to confirm": its own chunk, mounted once the job list is on screen,
 * reading the provider's orders (GET /api/orders, one request); each shift links to its order
 * page, where she confirms or declines. Nothing is shown while none waits. Each job's order and
 * its count go up to the home for the job cards.
 */
export function ShiftsWaiting({ onOrders }: { readonly onOrders: (orders: ReadonlyMap<string, JobOrder>) => void }) {
  const { t } = useTranslation(["provider", "common"]);
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const work = useService(WORK_API);
  const { state, reload } = useServerData(["work-orders"], () => work.orders());
  const orders = state.status === "ready" ? state.value : null;
  const shifts = orders === null ? [] : waitingShifts(orders);
  const ordersChanged = useEffectEvent(onOrders);
  useEffect(() => {
    if (orders !== null) ordersChanged(ordersByJob(orders));
  }, [orders]);
  if (state.status === "failed") return <FailureAlert text={state.text} onRetry={reload} />;
  if (shifts.length === 0) return null;
  return (
    <section className="ds-card stack" aria-labelledby="shifts-waiting">
      <h2 id="shifts-waiting" className="ds-card__title">
        {t("home.waiting.title", { count: shifts.length })}
      </h2>
      <MenuList
        items={shifts.map(({ order, hire, day }) => ({
          id: day.dayId,
          label: <strong>{hire.seekerName}</strong>,
          detail: [`${positionLabel(order.jobTitle)} · ${format.date(day.date)}`, day.autoConfirmAt === null ? "" : ` · ${t("home.waiting.auto", { time: format.dateTime(day.autoConfirmAt) })}`].join(""),
          to: href.providerOrder({ orderId: order.orderId }),
        }))}
      />
    </section>
  );
}
