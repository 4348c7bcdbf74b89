import { Result } from "effect";
import { useEffect, useState, useSyncExternalStore } from "react";
import { CHAT_UNREAD } from "../../application/ports/chat-unread.port";
import { useService } from "../app/container-context";
import { firstInputStore } from "../app/first-input";
import { useSession } from "../app/session-context";
import { useUserEvents } from "./use-user-events";

/**
 * The last total read, with its user: every component showing it (the tab's badge, the link on
 * Aktivitas) shows the same, and a tab switch (another home screen mounts) shows it at once, then
 * reads it again.
 */
let known: { readonly owner: string; readonly total: number } | null = null;
const onKnown = new Set<() => void>();
const knownStore = {
  subscribe: (onChange: () => void) => (onKnown.add(onChange), () => void onKnown.delete(onChange)),
  get: () => known,
  set: (value: { readonly owner: string; readonly total: number }) => {
    known = value;
    for (const notify of [...onKnown]) notify();
  },
};

/** Runs `task` once the page has loaded and is idle: after the first paint, never beside the first screen's own requests. */
const afterFirstPaint = (task: () => void): (() => void) => {
  let cancel = (): void => undefined;
  const idle = (): void => {
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(task, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 0);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    addEventListener("load", idle, { once: true });
    cancel = () => removeEventListener("load", idle);
  }
  return () => cancel();
};

/**
 * The signed-in user's unread messages over her conversations (GET /api/chat/unread), for the home
 * tabs' badge (issue 24); null until first read. Read after the first paint, so it adds no round
 * before a home's content; read again on the stream's `message`, `messageRead` and `resync`. The
 * stream itself opens with the page's first touch or key (ui/app/first-input.ts): its code is not
 * part of a first visit's bytes. `enabled` false: the total another component reads, nothing asked.
 */
export const useUnreadTotal = (enabled: boolean): number | null => {
  const chatUnread = useService(CHAT_UNREAD);
  const owner = useSession()?.userId ?? null;
  const shown = useSyncExternalStore(knownStore.subscribe, knownStore.get, () => null);
  const [painted, setPainted] = useState(false);
  const [asked, setAsked] = useState(0);
  const touched = useSyncExternalStore(firstInputStore.subscribe, firstInputStore.done, () => false);
  useEffect(() => (enabled ? afterFirstPaint(() => setPainted(true)) : undefined), [enabled]);
  useEffect(() => {
    if (!painted || owner === null) return;
    let live = true;
    chatUnread.unread().then(
      (answer) => {
        if (!live || !Result.isSuccess(answer)) return;
        knownStore.set({ owner, total: answer.success.total });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chatUnread, owner, painted, asked]);
  useUserEvents(
    (event) => {
      if (event.kind === "message" || event.kind === "messageRead" || event.kind === "resync") setAsked((n) => n + 1);
    },
    enabled && painted && touched && owner !== null,
  );
  return owner !== null && shown?.owner === owner ? shown.total : null;
};
