import type { Hire, OrderDetail, WorkDay } from "../../../domain/work/work-api.schema";
import { wibDateKey } from "../../../domain/shared/wib-time";

/** One working day of the seeker with the order it belongs to (its job, place and hours). */
export interface SeekerShift {
  readonly order: OrderDetail;
  readonly day: WorkDay;
}

/** The seeker's own hire in an order: the API shows her hers only (docs/api.md "Work"). */
export const myHire = (order: OrderDetail): Hire | undefined => order.staff[0];

const byStart = (a: SeekerShift, b: SeekerShift): number => a.day.shift.start - b.day.shift.start;

/**
 * Masuk/Pulang: `today` is every day dated today in WIB (whatever its status, so a day just clocked
 * out stays in view, waiting for its confirmation) and any day still clocked in (a night shift past
 * midnight); `upcoming` the scheduled days after today. Withdrawn and cancelled hires have no shift.
 */
/** Whether the day is one of today's shifts: dated today in WIB (`todayKey`, wibDateKey), or still clocked in. */
export const isTodayShift = (day: WorkDay, todayKey: string): boolean => day.date === todayKey || day.status === "clockedIn";

export const seekerShifts = (orders: readonly OrderDetail[], now: number): { readonly today: readonly SeekerShift[]; readonly upcoming: readonly SeekerShift[] } => {
  const todayKey = wibDateKey(now);
  const shifts = orders.flatMap((order) => {
    const hire = myHire(order);
    if (hire === undefined || hire.status === "withdrawn" || hire.status === "cancelled") return [];
    return hire.days.map((day) => ({ order, day }));
  });
  return {
    today: shifts.filter(({ day }) => isTodayShift(day, todayKey)).sort(byStart),
    upcoming: shifts.filter(({ day }) => day.date > todayKey && day.status === "scheduled").sort(byStart),
  };
};

/** Selesaikan: the orders whose every day is settled (the server's `readyToFinish`). */
export const ordersToFinish = (orders: readonly OrderDetail[]): readonly OrderDetail[] => orders.filter((order) => myHire(order)?.status === "readyToFinish");

/** Selesaikan, below: the orders she finished (each with its work certificate), the latest work first. */
export const finishedOrders = (orders: readonly OrderDetail[]): readonly OrderDetail[] =>
  orders.filter((order) => myHire(order)?.status === "completed").sort((a, b) => (a.period.end < b.period.end ? 1 : a.period.end > b.period.end ? -1 : 0));

/** The punch a day takes next: in while scheduled, out while clocked in, none after. */
export const nextPunch = (day: WorkDay): "in" | "out" | null => (day.status === "scheduled" ? "in" : day.status === "clockedIn" ? "out" : null);
