import { createElement, useEffect, useReducer, useState, type ComponentType, type ReactNode } from "react";
import { loadOnce } from "../../lib/load-once";

/**
 * Code loaded on demand: a route's page, a sheet or a dialog opened by a tap. One loader for all,
 * instead of React.lazy with Suspense, for two reasons:
 * - React holds back content that replaces a Suspense fallback until 300 ms after the fallback
 *   appeared (FALLBACK_THROTTLE_MS in react-dom), so a screen opened cold, or a dialog opened
 *   the first time, showed ~300 ms after its chunk had arrived. Here the loaded state is plain
 *   state, and its update renders at once.
 * - React.lazy keeps a failed import for good, so a dialog first opened without signal failed
 *   again once the signal was back, until a reload. Here a failure is thrown for the nearest error
 *   boundary (a route's 'Failed to load' with Retry) and forgotten: the next mount asks again,
 *   under loadOnce's one policy for a failed chunk (lib/load-once.ts).
 */

/**
 * The component `pick` takes from the module `load` imports, rendering `fallback` until it is in.
 * Once loaded it renders at once wherever it is mounted again. Make one per loader, at module
 * level or cached, so its type (and the state under it) stays the same across renders.
 * `unseen`: a part that shows nothing of its own (a listener): a failed load leaves the screen as it
 * is, with nothing rendered, instead of failing it; the next mount asks again.
 */
export const lazyComponent = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
  unseen = false,
): ComponentType<P> => {
  let loaded: ComponentType<P> | null = null;
  const module = loadOnce(load);
  const start = (): Promise<void> => module().then((m) => void (loaded = pick(m)));
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
    if (failure !== null) {
      if (unseen) return null;
      throw failure.error;
    }
    return Component === null ? fallback : createElement(Component, props);
  }
  return LazyComponent;
};
