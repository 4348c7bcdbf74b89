import { useEffect, useEffectEvent } from "react";
import { USER_EVENTS, type UserEventFeed } from "../../../application/ports/work-api.port";
import type { UserEvent } from "../../../domain/events/user-event.schema";
import { useContainer } from "../../app/container-context";

/** Whether a per-user event says something about this order: one of its days, or the order itself. */
export const isAboutOrder = (event: UserEvent, orderId: string): boolean =>
  (event.kind === "workDay" && event.day.orderId === orderId) || (event.kind === "order" && event.orderId === orderId);

/**
 * The order page read again when the per-user stream says a day or the order changed (a seeker
 * clocked, support answered, a hire withdrew), and when the page comes back to the foreground. No
 * polling. Until a feed is registered for USER_EVENTS the stream part does nothing: the page still
 * refreshes on return and after its own writes.
 */
export const useProviderOrderLive = (orderId: string, reload: () => void): void => {
  const container = useContainer();
  const onChange = useEffectEvent(reload);
  useEffect(() => {
    let feed: UserEventFeed;
    try {
      feed = container.resolve(USER_EVENTS);
    } catch {
      return undefined;
    }
    return feed.listen({ onEvent: (event) => isAboutOrder(event, orderId) && onChange() });
  }, [container, orderId]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && onChange();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
};
