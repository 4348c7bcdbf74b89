/**
 * The project's one way to load code on demand (a route's page, a sheet, a use-case chunk, a
 * generated check, Effect's decoder), with one policy for a chunk that failed. It imports nothing
 * of ours, so adapters/ and ui/ both build on it (.dependency-cruiser.cjs: lib-imports-nothing-of-ours).
 */

/**
 * What loading needs of the page: whether the device is online, whether the offline shell's service
 * worker controls it (then a chunk it precached loads without signal), and a reload.
 */
export interface ChunkHost {
  readonly navigator: { readonly onLine: boolean; readonly serviceWorker?: { readonly controller: object | null } };
  readonly location: { reload(): void };
}

/** The page's own host; outside a browser (unit tests, node) there is nothing to reload and no network state. */
const pageHost = (): ChunkHost | null => (typeof window === "undefined" ? null : window);

/**
 * `load` runs on the first call and every caller shares it; a failed load is forgotten, so the next
 * call (the user's Retry) tries again. Chromium remembers a failed import of a module graph for
 * the life of the page, the chunks it shares with others included, and no fresh URL of the one
 * chunk reaches those. So:
 * - offline, the chunk is asked for only when the offline shell's worker controls the page (it may
 *   have it precached); otherwise the call fails at once, as the network would, which keeps the
 *   graph importable once the device is back online: no reload is needed then;
 * - after a load failed (the connection dropped mid-fetch, or the worker did not have it), only a
 *   reload can fetch it again: the next call online reloads the page (its promise never settles,
 *   the page is going away); offline it fails at once and keeps the page, so the user never lands
 *   on the browser's own error page.
 */
export const loadOnce = <T>(load: () => Promise<T>, host: () => ChunkHost | null = pageHost): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  let poisoned = false;
  const attempt = (): Promise<T> => {
    const page = host();
    const offline = page?.navigator.onLine === false;
    if (offline && (poisoned || !page.navigator.serviceWorker?.controller)) return Promise.reject(new Error("offline: chunk not requested"));
    if (poisoned && page !== null) {
      page.location.reload();
      return new Promise<T>(() => undefined);
    }
    return load().catch((error: unknown) => {
      poisoned = true;
      throw error;
    });
  };
  return () =>
    (loaded ??= attempt().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
};
