import { QueryClient } from "@tanstack/react-query";

/*
 * The one cache of server data (TanStack Query; docs/architecture.md says why). It lives here, not
 * in ui/app/, so that only screens which read server data load it: the first screen's budget
 * cannot carry it. Made on first use, not at import.
 */
let client: QueryClient | null = null;

export const queryClient = (): QueryClient => {
  client ??= new QueryClient({
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
  return client;
};

/** After any accepted write: every screen's data is asked again (shown from the cache meanwhile). */
export const refreshAllServerData = (): Promise<void> => queryClient().invalidateQueries();
