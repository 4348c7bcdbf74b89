/**
 * Runs the offline shell's sync (offline-shell.ts) 5 s after the load event, when the page is
 * idle; never throws, never logs. Not at the load event itself: a logged-in home renders after it
 * (main.tsx awaits the session; its chunks, data and photos load then), and the worker's downloads
 * (50 to 100 KB) would share a slow connection with them (docs/deploy.md). The sync's own code is
 * fetched then too, not with the first screen; offline it cannot be, which changes nothing, as a
 * flag that cannot be read would not.
 */
export const startOfflineShell = (): void => {
  const sync = (): void =>
    void import("./offline-shell")
      .then(({ syncOfflineShell }) => syncOfflineShell(import.meta.env.BASE_URL, window))
      .catch(() => undefined);
  const later = (): void => void setTimeout(() => ("requestIdleCallback" in window ? requestIdleCallback(sync, { timeout: 5000 }) : sync()), 5000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
};
