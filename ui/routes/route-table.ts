import { MANIFEST_ROUTES } from "../../manifests";
import { isScreen, roleOf, type ManifestRoute, type PageModulePath, type PrefetchModulePath } from "../../manifests/manifest";
import type { PageLoader, PageModule, Prefetch, PrefetchLoader, RouteDef, RouteScreen } from "./route-def";

/*
 * Every route of the app: the manifests' routes (manifests/, one per side), with their page
 * loaders. Spec section 2 routes as the spec writes them, then the screens the spec implies but
 * does not route (homes, account, not found).
 *
 * Decisions (the spec gives every route a keep-alive flag but not its value): list screens a user
 * returns to with their scroll and filters intact are kept alive (/inbox, /recuritment, the homes);
 * /promotion only while ?alive is present (spec). Titles are empty per spec.
 *
 * Placeholders are entries, not files: planned routes show the one placeholder page. A feature
 * turns one into a screen by giving it a page in `ui/features/<area>/` and its manifest entry a
 * `page` and `namespaces`; then `npm run manifests:generate` and `npm run routes:doc`.
 */

// One lazy chunk per page, as `() => import("...")` written out would make; keyed from this folder.
const PAGES = import.meta.glob<PageModule>(["../features/**/*.page.tsx", "../app/*.page.tsx"]);
const PREFETCHES = import.meta.glob<{ readonly default: Prefetch }>("../features/**/*.prefetch.ts");

const loaderOf = <T>(loaders: Readonly<Record<string, () => Promise<T>>>, module: PageModulePath | PrefetchModulePath): (() => Promise<T>) => {
  const load = loaders[module.replace(/^ui\//, "../")];
  if (load === undefined) throw new Error(`route table: no loader for ${module}`);
  return load;
};
const pageLoader = (module: PageModulePath): PageLoader => loaderOf(PAGES, module);

/** The one page every planned route shows until its feature lands. */
const loadPlaceholder = pageLoader("ui/app/placeholder.page.tsx");

const screenOf = (route: ManifestRoute): RouteScreen => {
  if ("redirect" in route) return { kind: "redirect" };
  if (!isScreen(route)) return route.versioned === undefined ? { kind: "single", load: loadPlaceholder } : { kind: "versioned", page: route.versioned, new: loadPlaceholder, old: loadPlaceholder };
  const { page } = route;
  return typeof page === "string" ? { kind: "single", load: pageLoader(page) } : { kind: "versioned", page: page.versioned, new: pageLoader(page.new), old: pageLoader(page.old) };
};

const prefetchOf = (route: ManifestRoute): PrefetchLoader | undefined =>
  isScreen(route) && route.main === true && route.prefetch !== undefined ? loaderOf(PREFETCHES, route.prefetch) : undefined;

const routeDef = (route: ManifestRoute): RouteDef => {
  const role = roleOf(route);
  const prefetch = prefetchOf(route);
  return {
    path: route.path,
    auth: route.auth,
    area: route.area,
    ...(role === undefined ? {} : { role }),
    keepAlive: route.keepAlive ?? false,
    ...(route.keepAliveWhenQuery === undefined ? {} : { keepAliveWhenQuery: route.keepAliveWhenQuery }),
    title: route.title ?? "",
    status: isScreen(route) || "redirect" in route ? "done" : "placeholder",
    origin: route.origin ?? "spec",
    screen: screenOf(route),
    ...("planned" in route ? { placeholder: route.planned } : {}),
    ...(isScreen(route) && route.main === true ? { preload: true as const } : {}),
    ...(prefetch === undefined ? {} : { prefetch }),
  };
};

export const ROUTES: readonly RouteDef[] = MANIFEST_ROUTES.map(routeDef);

/** Whether this visit of the route keeps its page alive when the user navigates away. */
export const shouldKeepAlive = (def: RouteDef, search: URLSearchParams): boolean =>
  def.keepAlive && (def.keepAliveWhenQuery === undefined || search.has(def.keepAliveWhenQuery));
