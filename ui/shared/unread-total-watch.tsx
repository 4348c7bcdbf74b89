import { Result } from "effect";
import { useEffect, useState } from "react";
import { CHAT_UNREAD } from "../../application/ports/chat-unread.port";
import { useService } from "../app/container-context";
import { useSession } from "../app/session-context";
import { knownUnreadTotal } from "./use-unread-total";
import { useUserEvents } from "./use-user-events";

/**
 * Reads the signed-in user's unread total (GET /api/chat/unread) into the shared store the badge
 * shows, and again on the stream's `message`, `messageRead` and `resync`. Loaded by the home shell
 * with the page's first touch or key (ui/app/first-input.ts), so it adds nothing to a first visit.
 */
export default function UnreadTotalWatch() {
  const chatUnread = useService(CHAT_UNREAD);
  const owner = useSession()?.userId ?? null;
  const [asked, setAsked] = useState(0);
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
    owner !== null,
  );
  return null;
}
