import { createElement, useEffect, useReducer, useState, type ComponentType, type ReactNode } from "react";

/**
 * Code loaded on demand: a route's page, a sheet or a dialog opened by a tap. One loader for all,
 * instead of React.lazy with Suspense, for two reasons:
 * - React holds back content that replaces a Suspense fallback until 300 ms after the fallback
 *   appeared (FALLBACK_THROTTLE_MS in react-dom), so a screen opened cold, or a dialog opened
 *   the first time, showed ~300 ms after its chunk had arrived. Here the loaded state is plain
 *   state, and its update renders at once.
 * - React.lazy keeps a failed import for good, so a dialog first opened without signal failed
 *   again once the signal was back, until a reload. Here a failure is thrown for the nearest error
 *   boundary (a route's 'Failed to load' with Retry) and forgotten: the next mount asks again.
 */

const FAILED_URL = /(https?:\/\/[^\s'"]+\.(?:js|tsx?|jsx)(?:\?[^\s'"]*)?)/;

/**
 * Browsers remember a failed dynamic import per URL (Chromium does), so importing the same
 * specifier again fails without a request. Another try imports the chunk under a fresh query string.
 */
const importAgain = <M>(load: () => Promise<M>, attempt: number): Promise<M> =>
  load().catch((error: unknown): Promise<M> => {
    const url = error instanceof Error ? FAILED_URL.exec(error.message)?.[1] : undefined;
    if (url === undefined) throw error;
    const fresh = `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
    return (import(/* @vite-ignore */ fresh) as Promise<M>).catch((again: unknown) => (navigator.onLine ? reloadPage<M>() : Promise.reject(again)));
  });

/**
 * The browser also remembers the failed chunks the module shares with others, which a fresh query
 * string on its own chunk cannot reach; only a reload forgets them, and only online: offline it
 * would trade the page for the browser's own error page, so the failure is told again instead.
 * The promise never settles because the page is going away.
 */
const reloadPage = <M>(): Promise<M> => {
  window.location.reload();
  return new Promise<M>(() => undefined);
};

/**
 * The component `pick` takes from the module `load` imports, rendering `fallback` until it is in.
 * Once loaded it renders at once wherever it is mounted again. Make one per loader, at module
 * level or cached, so its type (and the state under it) stays the same across renders.
 */
export const lazyComponent = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, fallback: ReactNode = null): ComponentType<P> => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let failures = 0;
  const start = (): Promise<void> =>
    (loading ??= (failures === 0 ? load() : importAgain(load, failures)).then(
      (module) => void (loaded = pick(module)),
      (error: unknown) => {
        failures += 1;
        loading = null;
        throw error;
      },
    ));
  function LazyComponent(props: P) {
    const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const Component = loaded;
    useEffect(() => {
      if (Component !== null) return;
      let mounted = true;
      start().then(
        () => mounted && rerender(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => void (mounted = false);
    }, [Component]);
    if (failure !== null) throw failure.error;
    return Component === null ? fallback : createElement(Component, props);
  }
  return LazyComponent;
};
