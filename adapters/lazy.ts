import type { Resolver, Token } from "../application/ports/token";

/** How the composition root registers a caching singleton, or `value` as it is (adapters/container.ts: `registerOn`). */
export type Register = <T>(tok: Token<T>, make: (r: Resolver) => T, value?: T) => void;

/** What a lazily loaded chunk needs of the page: whether the device is online, and a reload. */
export interface ChunkHost {
  readonly navigator: { readonly onLine: boolean };
  readonly location: { reload(): void };
}

/** The page's own host; outside a browser (unit tests) there is nothing to reload and no network state. */
const pageHost = (): ChunkHost | null => (typeof window === "undefined" ? null : window);

/**
 * Adapters' one way to load code on demand: `load` runs on the first call and every caller shares
 * it; a failed load is forgotten, so the next call tries again. Chromium remembers a failed import
 * of a module graph for the life of the page, so:
 * - offline, the chunk is not even asked for (the call fails at once, as the network would), which
 *   keeps the graph importable once the device is back online;
 * - after a load failed while online (the connection dropped mid-fetch), only a reload can fetch
 *   it again: the next call (the user's Retry) reloads the page.
 */
export const loadOnce = <T>(load: () => Promise<T>, host: () => ChunkHost | null = pageHost): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  let poisoned = false;
  const attempt = (): Promise<T> => {
    const page = host();
    if (page?.navigator.onLine === false) return Promise.reject(new Error("offline: chunk not requested"));
    if (poisoned && page !== null) {
      page.location.reload();
      return new Promise<T>(() => undefined); // the page is going away
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

/**
 * An object whose methods load `load()` on the first call (loadOnce) and then call through. Only
 * for ports and use cases whose every method returns a Promise, so a caller cannot tell the
 * difference; it keeps Effect and the domain's schemas they import out of the first screen's
 * JavaScript.
 */
export const onFirstCall = <T extends object>(load: () => Promise<T>, host: () => ChunkHost | null = pageHost): T => {
  const target = loadOnce(load, host);
  return new Proxy({} as T, {
    get: (_target, method) =>
      // Not a thenable: nothing may mistake the stand-in for a Promise.
      method === "then"
        ? undefined
        : async (...args: unknown[]) => {
            const loaded = await target();
            return (loaded[method as keyof T] as (...a: unknown[]) => unknown).apply(loaded, args);
          },
  });
};

/** Registers `tok` as an onFirstCall stand-in for what `load` builds (or `value` as it is). */
export const registerLazily =
  (register: Register) =>
  <T extends object>(tok: Token<T>, load: (r: Resolver) => Promise<T>, value?: T): void =>
    register(tok, (r) => onFirstCall(() => load(r)), value);
