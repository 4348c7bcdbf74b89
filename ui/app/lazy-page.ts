import { lazy, type LazyExoticComponent, type ComponentType } from "react";
import type { PageLoader, PageModule, PageProps } from "../routes/route-def";

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// One lazy component per loader, so a route keeps its component type (and state) across renders.
// React.lazy remembers a failed import forever, so Retry asks for a new attempt number, which
// builds a fresh lazy component.
const pages = new WeakMap<PageLoader, { readonly attempt: number; readonly page: LazyPage }>();

const FAILED_URL = /(https?:\/\/[^\s'"]+\.(?:js|tsx?|jsx)(?:\?[^\s'"]*)?)/;

/**
 * Browsers remember a failed dynamic import per URL (Chromium does), so importing the same
 * specifier again fails without a request. A retry imports the chunk under a fresh query string.
 */
const retryImport = (load: PageLoader, attempt: number): Promise<PageModule> =>
  load().catch((error: unknown) => {
    const url = error instanceof Error ? FAILED_URL.exec(error.message)?.[1] : undefined;
    if (url === undefined) throw error;
    const fresh = `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
    return (import(/* @vite-ignore */ fresh) as Promise<PageModule>).catch(reloadPage);
  });

/**
 * The browser also remembers the failed chunks the page shares with others, which a fresh query
 * string on the page's own chunk cannot reach; only a reload forgets them. The promise never
 * settles because the page is going away.
 */
const reloadPage = (): Promise<PageModule> => {
  window.location.reload();
  return new Promise<PageModule>(() => undefined);
};

/**
 * The page of a loader, as a lazy component; its first load asks the HTML's route preload map for
 * what `path` imports first (scripts/route-preload.ts: Vite's own list is not in the code).
 */
export const lazyPage = (load: PageLoader, attempt = 0, path?: string): LazyPage => {
  const known = pages.get(load);
  if (known !== undefined && known.attempt === attempt) return known.page;
  const page = lazy(
    attempt === 0
      ? () => {
          if (path !== undefined) window.gawePreload?.(path);
          return load();
        }
      : () => retryImport(load, attempt),
  );
  pages.set(load, { attempt, page });
  return page;
};
