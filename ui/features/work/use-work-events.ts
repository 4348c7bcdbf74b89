import { useEffect, useRef } from "react";
import { USER_EVENTS, type UserEventFeed } from "../../../application/ports/work-api.port";
import type { UserEvent } from "../../../domain/events/user-event.schema";
import { useContainer } from "../../app/container-context";

/** Whether an event changes what a screen of orders shows: a day of, or the whole of, one of them (any, without `orderId`). */
export const touchesOrder = (event: UserEvent, orderId?: string): boolean =>
  (event.kind === "workDay" && (orderId === undefined || event.day.orderId === orderId)) || (event.kind === "order" && (orderId === undefined || event.orderId === orderId));

/**
 * Reads again, by itself, what a work event of the per-user stream changed (a day confirmed and
 * paid, an order a hire left): no polling. The stream (USER_EVENTS) is the events work's; until it
 * is registered this listens to nothing, and the screen is as fresh as its last read.
 */
export const useWorkEvents = (orderId: string | undefined, reload: () => void): void => {
  const container = useContainer();
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  useEffect(() => {
    let feed: UserEventFeed;
    try {
      feed = container.resolve(USER_EVENTS);
    } catch {
      return undefined;
    }
    return feed.listen({
      onEvent: (event) => {
        if (touchesOrder(event, orderId)) latest.current();
      },
    });
  }, [container, orderId]);
};
