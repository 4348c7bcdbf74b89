import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from "react";
import type { PageLoader, PageModule, PageProps } from "../routes/route-def";

type Page = ComponentType<PageProps>;

// One component per loader, so a route keeps its component type (and state) across renders. A
// failed import stays failed for its component, so Retry asks for a new attempt number, which
// builds a fresh one.
const pages = new WeakMap<PageLoader, { readonly attempt: number; readonly page: Page }>();
/** The page of each loader that has loaded: it renders at once from then on, with no loading frame. */
const loaded = new WeakMap<PageLoader, Page>();

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
 * The page of a loader, as a component that shows `fallback` until its chunk is in; its first load
 * asks the HTML's route preload map for what `path` imports first (scripts/route-preload.ts: Vite's
 * own list is not in the code). A failed load is thrown for the route's error boundary.
 *
 * Not React.lazy with Suspense: React holds back the content that replaces a Suspense fallback
 * until 300 ms after the fallback appeared (FALLBACK_THROTTLE_MS in react-dom), so every screen
 * opened cold, the first one included, showed its content ~300 ms after its chunk had arrived.
 * Loaded state is plain state here, and its update renders at once.
 */
export const lazyPage = (load: PageLoader, attempt = 0, path?: string, fallback: ReactNode = null): Page => {
  const known = pages.get(load);
  if (known !== undefined && known.attempt === attempt) return known.page;
  let failure: { readonly error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const start = (): Promise<void> =>
    (loading ??= (attempt === 0 ? (path !== undefined && window.gawePreload?.(path), load()) : retryImport(load, attempt)).then(
      (module) => void loaded.set(load, module.default),
      (error: unknown) => void (failure = { error }),
    ));
  function LoadedPage(props: PageProps) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const Component = loaded.get(load);
    useEffect(() => {
      if (Component !== undefined) return;
      let mounted = true;
      void start().then(() => mounted && rerender());
      return () => void (mounted = false);
    }, [Component]);
    if (Component !== undefined) return createElement(Component, props);
    if (failure !== null) throw failure.error;
    return fallback;
  }
  pages.set(load, { attempt, page: LoadedPage });
  return LoadedPage;
};
