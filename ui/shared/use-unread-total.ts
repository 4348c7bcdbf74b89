import { useSyncExternalStore } from "react";
import { useSession } from "../app/session-context";

/**
 * The last total read, with its user: every component showing it (the tab's badge, the link on
 * Aktivitas) shows the same, and a tab switch (another home screen mounts) shows it at once, then
 * reads it again.
 */
let known: { readonly owner: string; readonly total: number } | null = null;
const onKnown = new Set<() => void>();
export const knownUnreadTotal = {
  subscribe: (onChange: () => void) => (onKnown.add(onChange), () => void onKnown.delete(onChange)),
  get: () => known,
  set: (value: { readonly owner: string; readonly total: number }) => {
    known = value;
    for (const notify of [...onKnown]) notify();
  },
};

/**
 * The signed-in user's unread messages over her conversations, as last read (issue 24): the home
 * tabs' badge and Aktivitas' link to her messages. null until first read. Reading it and following
 * the stream is `UnreadTotalWatch` (./unread-total-watch.tsx), which the home shell loads with the
 * page's first touch or key (ui/app/first-input.ts), as the stream opens: its code and its request
 * are no part of a first screen's bytes or rounds (a home's first visit is within 0.5 KB of its budget).
 */
export const useUnreadTotal = (): number | null => {
  const owner = useSession()?.userId ?? null;
  const shown = useSyncExternalStore(knownUnreadTotal.subscribe, knownUnreadTotal.get, () => null);
  return owner !== null && shown?.owner === owner ? shown.total : null;
};
