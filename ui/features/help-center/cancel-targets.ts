import { daysWaiting } from "../../../domain/attendance/cancellation.machine";
import type { Hire, OrderDetail } from "../../../domain/work/work-api.schema";

/**
 * What /cancellist may offer: a hire or an order the provider can still ask to cancel, or why not.
 * The server decides (it refuses the same cases); the list says it first, so nobody fills in
 * three steps to be refused at the end.
 */
export type Blocked = "completed" | "withdrawn" | "cancelled" | "requested" | "noStaff";

/** Why this hire cannot be cancelled, or null when it can. */
export const hireBlocked = (hire: Hire): Blocked | null => {
  if (hire.status === "cancelled" || hire.cancellation?.status === "cancelled") return "cancelled";
  if (hire.cancellation?.status === "requested") return "requested";
  if (hire.status === "completed") return "completed";
  if (hire.status === "withdrawn") return "withdrawn";
  return null;
};

/** The hires a 'cancel a job' request would cancel. */
export const cancellableStaff = (order: OrderDetail): readonly Hire[] => order.staff.filter((hire) => hireBlocked(hire) === null);

/**
 * Why the whole order cannot be cancelled, or null when at least one hire can: the reason of the
 * hires that stop it, an open request first (it has a deadline to show), then what is final.
 */
export const orderBlocked = (order: OrderDetail): Blocked | null => {
  if (order.staff.length === 0) return "noStaff";
  if (cancellableStaff(order).length > 0) return null;
  const reasons = order.staff.map(hireBlocked);
  const first: readonly Blocked[] = ["requested", "cancelled", "withdrawn", "completed"];
  return first.find((reason) => reasons.includes(reason)) ?? "completed";
};

/** The open request's support deadline of an order or hire blocked as 'requested'. */
export const requestDueAt = (hires: readonly Hire[]): number | null => {
  const due = hires.flatMap((hire) => (hire.cancellation?.status === "requested" ? [hire.cancellation.dueAt] : []));
  return due.length === 0 ? null : Math.min(...due);
};

/**
 * Days not decided yet ('Waiting to Reconfirm', spec 5: clocked, waiting for the provider, or for
 * support's reconfirmation), by the domain's rule: a request for these hires is refused until then.
 */
export const daysWaitingToReconfirm = (hires: readonly Hire[]): number => hires.reduce((sum, hire) => sum + daysWaiting(hire.days), 0);
