import { QueryClient, type Query } from "@tanstack/react-query";
import { isOutdatedBy, type Changed } from "./data";
import { onAcceptedWrite } from "./writes";

/*
 * The one cache of server data (TanStack Query; docs/architecture.md says why). It lives here, not
 * in ui/app/, so that only screens which read server data load it: the first screen's budget
 * cannot carry it. Made on first use, not at import.
 */
let client: QueryClient | null = null;

export const queryClient = (): QueryClient => {
  if (client !== null) return client;
  client = new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already retries an idempotent GET once; a second layer would only delay Retry.
        retry: false,
        // Shown at once from the cache when a screen comes back, and asked again in the background.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
    },
  });
  onAcceptedWrite(refreshChanged);
  return client;
};

/**
 * After an accepted write, of the reads holding what it changed (data.ts): those no screen shows
 * are forgotten, so the next screen loads them fresh (a form must never start from the value
 * before the write); those on screen are asked again. Every other read stays as it is.
 */
const refreshChanged = (changed: readonly Changed[]): void => {
  const client = queryClient();
  // The key's first element is its owner (use-server-data.ts).
  const outdated = (query: Query) => isOutdatedBy(query.queryKey.slice(1), changed);
  client.removeQueries({ type: "inactive", predicate: outdated });
  void client.invalidateQueries({ type: "active", predicate: outdated });
};

/**
 * Asks the read `queryKey` again, for an answer given after now. An answer already on its way may
 * have been asked before what made the screen reload (a punch that reached the server, an event):
 * TanStack Query joins a first load still on its way rather than replacing it, so the screen would
 * keep the older answer. That one is cancelled first.
 */
export const askAgain = async (queryKey: readonly unknown[]): Promise<void> => {
  const client = queryClient();
  await client.cancelQueries({ queryKey, exact: true });
  await client.refetchQueries({ queryKey, exact: true });
};
