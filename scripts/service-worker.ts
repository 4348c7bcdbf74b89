/**
 * The offline shell's service worker (docs/deploy.md "Offline shell"). One self-contained function:
 * the build plugin (service-worker-plugin.ts) writes its source into `/app/sw.js` followed by a call
 * with the build's precache list, so it must not reach anything outside its own body (no imports,
 * no module-level helpers); the unit test runs it against stand-ins.
 *
 * - install: asks the kill-switch file first (`offline-shell.json` must say `"enabled": true`), then
 *   puts the shell (`index.html`, fetched past the HTTP cache, and checked to load this build's
 *   entry) and the listed chunks into a cache named after the build. Any failure fails the install,
 *   so a half-filled cache never becomes active: the previous worker, if any, stays.
 *   Then `skipWaiting`: no page is claimed, the next load is the first one it controls.
 * - activate: drops the caches of every other build, turns navigation preload on.
 * - navigations under the base: network first (the preloaded answer), the cached shell only when
 *   the network fails. A new build is therefore seen at the first load with signal; the cached
 *   shell never changes outside an install, so it always matches the chunks cached with it.
 * - `/app/assets/*` (content-hashed) and the precached files: cache first; a hashed asset fetched
 *   online is kept in the build's cache. Everything else (the API, `/event`, photos, the flag file,
 *   other origins, anything with a query string, non-GET) is not touched.
 */

export interface ShellConfig {
  /** Names the cache: changes whenever the shell, its chunks or this worker change. */
  readonly version: string;
  /** The app's base path, `/app/`; its own URL is the shell (`index.html`). */
  readonly base: string;
  /** The entry script `index.html` must load for the shell to belong to this build. */
  readonly entry: string;
  /** Paths (under base) cached at install besides the shell. */
  readonly precache: readonly string[];
}

/** What the worker needs of its global scope (a ServiceWorkerGlobalScope in the browser). */
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: Pick<CacheStorage, "open" | "keys" | "delete">;
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void;
}

export interface LifecycleEvent {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WorkerFetchEvent extends LifecycleEvent {
  readonly request: Request;
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

/** Prefix of every cache the offline shell makes; the page's kill switch deletes them all. */
export const SHELL_CACHE_PREFIX = "gawe-shell-";

export function offlineShellWorker(scope: WorkerScope, config: ShellConfig): void {
  const prefix = "gawe-shell-";
  const cacheName = prefix + config.version;
  const shellUrl = config.base;
  const assets = `${config.base}assets/`;
  const precached = new Set(config.precache);

  const install = async (): Promise<void> => {
    const flag = await scope.fetch(`${config.base}offline-shell.json`, { cache: "no-store" });
    const settings = (flag.ok ? await flag.json() : null) as { readonly enabled?: unknown } | null;
    if (settings?.enabled !== true) throw new Error("the offline shell is switched off (offline-shell.json)");
    const shell = await scope.fetch(shellUrl, { cache: "no-cache" });
    if (!shell.ok) throw new Error(`the shell answered ${shell.status}`);
    const html = await shell.text();
    if (!html.includes(config.entry)) throw new Error("index.html is another build's: not cached");
    const cache = await scope.caches.open(cacheName);
    try {
      await cache.addAll(config.precache);
      // A fresh response: a redirected one cannot answer a navigation.
      // A fresh response (a redirected one cannot answer a navigation) with the host's headers, its
      // Content-Security-Policy included, but not those of the encoded body it no longer is.
      const headers = new Headers(shell.headers);
      for (const name of ["Content-Encoding", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
      await cache.put(shellUrl, new Response(html, { headers }));
    } catch (error) {
      await scope.caches.delete(cacheName);
      throw error;
    }
  };

  scope.addEventListener("install", (event) => {
    event.waitUntil(install().then(() => scope.skipWaiting()));
  });

  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        for (const key of await scope.caches.keys()) if (key.startsWith(prefix) && key !== cacheName) await scope.caches.delete(key);
        await scope.registration.navigationPreload?.enable();
      })(),
    );
  });

  const fromNetworkElseShell = async (event: WorkerFetchEvent): Promise<Response> => {
    try {
      return (await event.preloadResponse) ?? (await scope.fetch(event.request));
    } catch (error) {
      const cached = await (await scope.caches.open(cacheName)).match(shellUrl);
      if (cached === undefined) throw error;
      return cached;
    }
  };

  const fromCacheElseNetwork = async (event: WorkerFetchEvent, keep: boolean): Promise<Response> => {
    const cache = await scope.caches.open(cacheName);
    const hit = await cache.match(event.request, { ignoreVary: true });
    if (hit !== undefined) return hit;
    const response = await scope.fetch(event.request);
    if (keep && response.ok && response.type === "basic") event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  };

  scope.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin || !url.pathname.startsWith(config.base)) return;
    if (request.mode === "navigate") return event.respondWith(fromNetworkElseShell(event));
    if (url.search !== "") return;
    const hashed = url.pathname.startsWith(assets);
    if (hashed || precached.has(url.pathname)) event.respondWith(fromCacheElseNetwork(event, hashed));
  });
}
