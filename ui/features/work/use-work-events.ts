import type { UserEvent } from "../../../domain/events/user-event.schema";
import { useUserEvents } from "../../shared/use-user-events";

/**
 * Whether an event changes what a screen of orders shows: a day of, or the whole of, one of them
 * (any, without `orderId`); a resync (the stream cannot say what was missed) changes everything.
 */
export const touchesOrder = (event: UserEvent, orderId?: string): boolean =>
  event.kind === "resync" ||
  (event.kind === "workDay" && (orderId === undefined || event.day.orderId === orderId)) ||
  (event.kind === "order" && (orderId === undefined || event.orderId === orderId));

/**
 * Reads again, by itself, what a work event of the per-user stream changed (a day confirmed and
 * paid, an order a hire left): no polling.
 */
export const useWorkEvents = (orderId: string | undefined, reload: () => void): void => {
  useUserEvents((event) => {
    if (touchesOrder(event, orderId)) reload();
  });
};
