import { matchRoutes, Outlet, type RouteObject } from "react-router-dom";
import type { RouteDef } from "../routes/route-def";
import { loadRest, restLoaded, routeTable } from "../routes/route-table";
import { RouteScreen } from "./route-screen";


export interface RouteHandle {
  readonly def: RouteDef;
}
export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && "def" in handle;

const toRouteObject = (def: RouteDef): RouteObject => {
  const handle: RouteHandle = { def };
  const element = <RouteScreen def={def} />;
  return def.path === "/" ? { index: true, element, handle } : { path: def.path, caseSensitive: true, element, handle };
};

let built: { readonly table: readonly RouteDef[]; readonly objects: RouteObject[] } | null = null;

/**
 * Every route of the table loaded so far as a child of the root route at "/" (spec section 2);
 * the same array until a side's part joins the table. Declarative routing (<BrowserRouter> +
 * useRoutes) rather than a data router: the app loads no route data, and it halves React
 * Router's share of the first screen's JavaScript.
 */
export const routeObjects = (): RouteObject[] => {
  const table = routeTable();
  if (built?.table !== table) built = { table, objects: [{ path: "/", element: <Outlet />, children: table.map(toRouteObject) }] };
  return built.objects;
};

/** The route of `path` (below the base) among those loaded: the not-found route when none of them holds it. */
export const routeAt = (path: string): RouteDef | null => {
  const handle = matchRoutes(routeObjects(), path)?.at(-1)?.route.handle;
  return isRouteHandle(handle) ? handle.def : null;
};

/** Whether the route of a path may be in the rest of the table, not loaded yet: only the not-found route holds it so far. */
export const awaitsRest = (def: RouteDef | null): boolean => def?.path === "*" && !restLoaded();

/**
 * Loads the part of the route table `path` needs: the rest when the first part (the main screens)
 * does not hold it (a deep link to any other page, or a path the app does not have).
 */
export const loadRoutesFor = async (path: string): Promise<void> => {
  if (awaitsRest(routeAt(path))) await loadRest();
};
