import { matchRoutes } from "react-router-dom";
import type { Resolver } from "../../application/ports/token";
import type { Session } from "../../domain/identity/session.schema";
import { APP_BASE, href } from "../routes/href";
import type { RouteDef } from "../routes/route-def";
import { screenShows, startRoute } from "./route-start";
import { isRouteHandle, ROUTE_OBJECTS } from "./router";
import { homePathFor } from "./session-context";

/** The route of `path` (below the base), if any. */
const routeAt = (path: string): RouteDef | null => {
  const handle = matchRoutes(ROUTE_OBJECTS, path)?.at(-1)?.route.handle;
  return isRouteHandle(handle) ? handle.def : null;
};

/**
 * The entry's head start, before the texts and the first render: the screen the app opens on
 * (through the redirects the routes make: the home of `/`, the login of a logged-in route without
 * a session) gets its chunk asked for and its first request started at once.
 */
export const startFirstScreen = (container: Resolver, session: Session | null, location: Pick<Location, "pathname" | "search">): void => {
  const path = location.pathname.startsWith(APP_BASE) ? location.pathname.slice(APP_BASE.length) || "/" : location.pathname;
  let def = routeAt(path);
  if (def?.screen.kind === "redirect") def = routeAt(homePathFor(session));
  else if (def?.auth === "login" && session === null) def = routeAt(href.login());
  if (def === null || def.screen.kind !== "single" || !screenShows(def, session)) return;
  void def.screen.load().catch(() => undefined); // the route screen shows the failure, with Retry
  startRoute(def, container, session, new URLSearchParams(location.search));
};
