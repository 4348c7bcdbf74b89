import { Outlet, type RouteObject } from "react-router-dom";
import type { RouteDef } from "../routes/route-def";
import { ROUTES } from "../routes/route-table";
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

/**
 * Every route of the table as a child of the root route at "/" (spec section 2). Declarative
 * routing (<BrowserRouter> + useRoutes) rather than a data router: the app loads no route data,
 * and it halves React Router's share of the first screen's JavaScript.
 */
export const ROUTE_OBJECTS: RouteObject[] = [{ path: "/", element: <Outlet />, children: ROUTES.map(toRouteObject) }];
