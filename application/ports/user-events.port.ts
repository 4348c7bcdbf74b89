import type { UserEvent } from "../../domain/events/user-event.schema";
import { token } from "./token";

/** How the per-user stream stands: connected, waiting to reconnect, or given up (no session). */
export type UserEventsState = "live" | "reconnecting" | "stopped";

export interface UserEventsListener {
  /** Every event the server sends the signed-in user; `resync` asks the screen to read what it shows again. */
  readonly onEvent: (event: UserEvent) => void;
  readonly onState?: (state: UserEventsState) => void;
}

/**
 * The signed-in user's one event stream (server-sent events, docs/api.md "Events"): replayed from
 * the last event seen (`Last-Event-ID`) after a reconnect, reconnected when the page comes back to
 * the foreground (webviews suspend in the background). One connection however many screens listen;
 * the last listener to go closes it. Resolves to the function that stops listening (a Promise, so
 * the stream's code loads on the first listen, never with the first screen).
 */
export interface UserEventFeed {
  listen(listener: UserEventsListener): Promise<() => void>;
}
export const USER_EVENTS = token<UserEventFeed>("UserEventFeed");
