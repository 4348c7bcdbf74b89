import { matchRoutes } from "react-router-dom";
import type { Resolver } from "../../application/ports/token";
import type { Session } from "../../domain/identity/session.schema";
import { APP_BASE } from "../routes/href";
import { startRoute } from "./route-start";
import { isRouteHandle, ROUTE_OBJECTS } from "./router";

/**
 * The entry's head start, before the texts and the first render: the screen the app opens on
 * starts its first request at once (its chunk, texts and the modules of that request are on their
 * way already, from the HTML's preload script). A route that redirects starts its target when
 * that renders.
 */
export const startFirstScreen = (container: Resolver, session: Session | null, { pathname, search }: Pick<Location, "pathname" | "search">): void => {
  const handle = matchRoutes(ROUTE_OBJECTS, pathname.slice(APP_BASE.length) || "/")?.at(-1)?.route.handle;
  if (isRouteHandle(handle)) startRoute(handle.def, container, session, new URLSearchParams(search));
};
