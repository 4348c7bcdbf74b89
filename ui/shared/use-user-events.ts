import { useEffect, useEffectEvent, useState } from "react";
import { USER_EVENTS, type UserEventsState } from "../../application/ports/user-events.port";
import type { UserEvent } from "../../domain/events/user-event.schema";
import { useService } from "../app/container-context";

/**
 * The signed-in user's live events while the screen is mounted (docs/api.md "Events"): every
 * screen that listens shares one connection. `onEvent` is always the caller's latest handler (it
 * may read what is shown now) without reconnecting; a screen re-reads what it shows on `resync`.
 * Answers how the stream stands, for a screen that says so ("reconnecting"). `enabled` false: the
 * screen has nothing to follow (no id named), so nothing is asked.
 */
export const useUserEvents = (onEvent: (event: UserEvent) => void, enabled = true): UserEventsState => {
  const feed = useService(USER_EVENTS);
  const [state, setState] = useState<UserEventsState>("live");
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    let stop: (() => void) | null = null;
    feed.listen({ onEvent: (event) => handle(event), onState: (s) => mounted && setState(s) }).then(
      (stopListening) => {
        if (mounted) stop = stopListening;
        else stopListening();
      },
      () => undefined,
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [feed, enabled]);
  return state;
};
