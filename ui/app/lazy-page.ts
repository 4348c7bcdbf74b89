import type { ComponentType, ReactNode } from "react";
import { lazyComponent } from "../design-system/lazy-component";
import type { PageLoader, PageProps } from "../routes/route-def";

type Page = ComponentType<PageProps>;

// One component per loader, so a route keeps its component type (and state) across renders.
const pages = new WeakMap<PageLoader, Page>();

/**
 * The page of a loader, showing `fallback` until its chunk is in (ui/design-system/lazy-component.ts
 * says why not React.lazy); its first load asks the HTML's route preload map for what `path`
 * imports first (scripts/route-preload.ts: Vite's own list is not in the code). A failed load is
 * thrown for the route's error boundary, whose Retry mounts the page again, which asks again.
 */
export const lazyPage = (load: PageLoader, path: string, fallback: ReactNode): Page => {
  const known = pages.get(load);
  if (known !== undefined) return known;
  const page = lazyComponent(
    () => {
      window.gawePreload?.(path);
      return load();
    },
    (module) => module.default,
    fallback,
  );
  pages.set(load, page);
  return page;
};
