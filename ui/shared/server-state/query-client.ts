import { QueryClient } from "@tanstack/react-query";
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
  onAcceptedWrite(refreshAllServerData);
  return client;
};

/**
 * After any accepted write: what no screen shows is forgotten, so the next screen loads it fresh
 * (a form must never start from the value before the write); what is on screen is asked again.
 */
const refreshAllServerData = (): void => {
  const client = queryClient();
  client.removeQueries({ type: "inactive" });
  void client.invalidateQueries({ type: "active" });
};
