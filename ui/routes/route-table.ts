import { placeholder, routes } from "virtual:gawe/routes";
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
 */

/** The one page every planned route shows until its feature lands. */
const loadPlaceholder = placeholder as PageLoader;

const isScreen = (route: LoadedRoute): route is LoadedScreen => "page" in route;

const screenOf = (route: LoadedRoute): RouteScreen => {
  if ("redirect" in route) return { kind: "redirect" };
  if (!isScreen(route)) return route.versioned === undefined ? { kind: "single", load: loadPlaceholder } : { kind: "versioned", page: route.versioned, new: loadPlaceholder, old: loadPlaceholder };
  const { page } = route;
  return typeof page === "function" ? { kind: "single", load: page } : { kind: "versioned", page: page.versioned, new: page.new, old: page.old };
};

const routeDef = (route: LoadedRoute): RouteDef => {
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
    screen: screenOf(route),
    ...("planned" in route ? { placeholder: { ...route.planned, area: route.area } } : {}),
    ...(main ? { preload: true as const } : {}),
    ...(main && route.prefetch !== undefined ? { prefetch: route.prefetch } : {}),
    ...(isScreen(route) && route.parts !== undefined ? { parts: route.parts } : {}),
  };
};

export const ROUTES: readonly RouteDef[] = (routes as readonly LoadedRoute[]).map(routeDef);

/** Whether this visit of the route keeps its page alive when the user navigates away. */
export const shouldKeepAlive = (def: RouteDef, search: URLSearchParams): boolean =>
  def.keepAlive && (def.keepAliveWhenQuery === undefined || search.has(def.keepAliveWhenQuery));
