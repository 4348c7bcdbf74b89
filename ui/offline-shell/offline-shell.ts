import { isNativeWebview } from "../../domain/platform/app-version.rules";

/**
 * The offline shell's page side (docs/deploy.md "Offline shell"): a while after the load event,
 * when the page is idle, it registers `sw.js`, or removes every worker and every cache of the
 * shell (the kill switch). Fetched when its time comes (start.ts), so the first screen carries only
 * the timer; the worker itself (scripts/service-worker.ts) costs the page nothing.
 */

/** Prefix of the worker's caches; scripts/service-worker.ts uses the same (its test checks). */
export const SHELL_CACHE_PREFIX = "gawe-shell-";

/** Inside the native app only when the host adds this token to the webview's user agent. */
const HOST_OPT_IN = /\bGaweOfflineShell\b/;

export const offlineShellAllowed = (userAgent: string): boolean => !isNativeWebview(userAgent) || HOST_OPT_IN.test(userAgent);

/** The parts of `window` the offline shell touches, so tests can hand in a stand-in. */
export interface ShellWindow {
  readonly navigator: { readonly userAgent: string; readonly serviceWorker?: Pick<ServiceWorkerContainer, "register" | "getRegistrations"> };
  readonly caches: Pick<CacheStorage, "keys" | "delete">;
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/**
 * `offline-shell.json` says `"enabled": true`: register. It says anything else, or the host
 * refuses it (4xx, a missing file): unregister every worker of the origin and delete the shell's
 * caches (the kill switch). It cannot be read (no signal, 5xx): change nothing, so going offline
 * never removes the shell. Inside the native app without the host's token: remove, without asking.
 */
export const syncOfflineShell = async (base: string, win: ShellWindow): Promise<void> => {
  const workers = win.navigator.serviceWorker;
  if (workers === undefined) return;
  let flag: Response | null = null;
  if (offlineShellAllowed(win.navigator.userAgent)) {
    flag = await win.fetch(`${base}offline-shell.json`, { cache: "no-cache" }).catch(() => null);
    if (flag === null || flag.status >= 500) return;
  }
  if (flag?.ok && ((await flag.json().catch(() => null)) as { readonly enabled?: unknown } | null)?.enabled === true) {
    await workers.register(`${base}sw.js`, { scope: base });
    return;
  }
  for (const registration of await workers.getRegistrations()) await registration.unregister();
  for (const key of await win.caches.keys()) if (key.startsWith(SHELL_CACHE_PREFIX)) await win.caches.delete(key);
};
