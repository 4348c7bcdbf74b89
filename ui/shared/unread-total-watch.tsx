import { Result } from "effect";
import { useEffect, useState, useSyncExternalStore } from "react";
import { CHAT_UNREAD } from "../../application/ports/chat-unread.port";
import { useService } from "../app/container-context";
import { firstInputStore } from "../app/first-input";
import { useSession } from "../app/session-context";
import { knownUnreadTotal } from "./use-unread-total";
import { useUserEvents } from "./use-user-events";

/**
 * Reads the signed-in user's unread total (GET /api/chat/unread) into the shared store the badge
 * shows, and again on the stream's `message`, `messageRead` and `resync`. Loaded by the home shell
 * after the first paint, so it adds no round before a home's content; the stream itself opens with
 * the page's first touch or key (ui/app/first-input.ts).
 */
export default function UnreadTotalWatch() {
  const chatUnread = useService(CHAT_UNREAD);
  const owner = useSession()?.userId ?? null;
  const [asked, setAsked] = useState(0);
  const touched = useSyncExternalStore(firstInputStore.subscribe, firstInputStore.done, () => false);
  useEffect(() => {
    if (owner === null) return;
    let live = true;
    chatUnread.unread().then(
      (answer) => {
        if (!live || !Result.isSuccess(answer)) return;
        knownUnreadTotal.set({ owner, total: answer.success.total });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chatUnread, owner, asked]);
  useUserEvents(
    (event) => {
      if (event.kind === "message" || event.kind === "messageRead" || event.kind === "resync") setAsked((n) => n + 1);
    },
    touched && owner !== null,
  );
  return null;
}
