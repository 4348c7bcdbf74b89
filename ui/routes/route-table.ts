import { rest, routes } from "virtual:gawe/routes";
import type { LoadedRoute, LoadedScreen, PageLoader, RouteDef, RouteScreen } from "./route-def";

/*
 * Every route of the app: the manifests' routes (manifests/, one per side), with their page
 * loaders (`virtual:gawe/routes`, which the build writes from the manifests: one lazy chunk per
 * page). Spec section 2 routes as the spec writes them, then the screens the spec implies but
 * does not route (homes, account, not found).
 *
 * Decisions (the spec gives every route a keep-alive flag but not its value): list screens a user
 * returns to with their scroll and filters intact are kept alive (/inbox, /recuritment, the homes);
 * /promotion only while ?alive is present (spec). Titles are empty per spec.
 *
 * Placeholders are entries, not files: planned routes show the one placeholder page. A feature
 * turns one into a screen by giving it a page in `ui/features/<area>/` and its manifest entry a
 * `page` and `namespaces` (docs/architecture.md, "Where new things go").
 *
 * The table comes in two parts (scripts/route-modules.ts): the first, which every first screen
 * carries (the main screens, `/`, not found), and the rest, loaded by `loadRest` (on the first
 * touch or key, or for a path the first part does not hold: ui/app/router.tsx).
 */

const isScreen = (route: LoadedRoute): route is LoadedScreen => "page" in route;

/** `loadPlaceholder`: the one page every planned route shows until its feature lands. */
const screenOf = (route: LoadedRoute, loadPlaceholder: PageLoader): RouteScreen => {
  if ("redirect" in route) return { kind: "redirect" };
  if (!isScreen(route)) return route.versioned === undefined ? { kind: "single", load: loadPlaceholder } : { kind: "versioned", page: route.versioned, new: loadPlaceholder, old: loadPlaceholder };
  const { page } = route;
  return typeof page === "function" ? { kind: "single", load: page } : { kind: "versioned", page: page.versioned, new: page.new, old: page.old };
};

const routeDef = (route: LoadedRoute, loadPlaceholder: PageLoader): RouteDef => {
  const { role } = route;
  const main = isScreen(route) && route.main === true;
  return {
    path: route.path,
    auth: route.auth,
    ...(role === undefined ? {} : { role }),
    keepAlive: route.keepAlive ?? false,
    ...(route.keepAliveWhenQuery === undefined ? {} : { keepAliveWhenQuery: route.keepAliveWhenQuery }),
    title: route.title ?? "",
    status: "planned" in route ? "placeholder" : "done",
    screen: screenOf(route, loadPlaceholder),
    ...("planned" in route ? { placeholder: { ...route.planned, area: route.area } } : {}),
    ...(main ? { preload: true as const } : {}),
    ...(main && route.prefetch !== undefined ? { prefetch: route.prefetch } : {}),
    ...(isScreen(route) && route.parts !== undefined ? { parts: route.parts } : {}),
  };
};

const defsOf = (part: readonly unknown[], loadPlaceholder: PageLoader): readonly RouteDef[] => (part as readonly LoadedRoute[]).map((route) => routeDef(route, loadPlaceholder));

// The first part has no planned route: no placeholder to load.
let table: readonly RouteDef[] = defsOf(routes, () => Promise.reject(new Error("route table: a planned route in the first part")));
let restLoading: Promise<void> | null = null;
let restIn = false;
const listeners = new Set<() => void>();

/** The routes loaded so far: the first part's, then the rest's once in. */
export const routeTable = (): readonly RouteDef[] => table;

/** Calls `listener` when the rest joins the table; returns the unsubscribe. */
export const onRouteTable = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the rest of the table is in. */
export const restLoaded = (): boolean => restIn;

/** Adds the rest to the table (once); a failed load is asked again next time. */
export const loadRest = (): Promise<void> => {
  restLoading ??= rest().then(
    (part) => {
      table = [...table, ...defsOf(part.routes, part.placeholder as PageLoader)];
      restIn = true;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      restLoading = null;
      throw error;
    },
  );
  return restLoading;
};

/** Every route of the app (what the tests and the docs check), the rest loaded. */
export const allRoutes = async (): Promise<readonly RouteDef[]> => {
  await loadRest();
  return table;
};

/** Whether this visit of the route keeps its page alive when the user navigates away. */
export const shouldKeepAlive = (def: RouteDef, search: URLSearchParams): boolean =>
  def.keepAlive && (def.keepAliveWhenQuery === undefined || search.has(def.keepAliveWhenQuery));
