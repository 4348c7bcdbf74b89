import type { Resolver } from "../../application/ports/token";
import type { Session } from "../../domain/identity/session.schema";
import { APP_BASE } from "../routes/href";
import { startRoute } from "./route-start";
import { loadRoutesFor, routeAt } from "./router";

/**
 * The entry's head start, before the texts and the first render: the screen the app opens on
 * starts its first request at once, or, when the first part of the route table does not hold it,
 * once the rest is in (which the HTML's preload script fetches beside the screen's chunk). A route
 * that redirects starts its target when that renders. A rest that fails to load is asked again by
 * the render, which shows why.
 */
export const startFirstScreen = (container: Resolver, session: Session | null, { pathname, search }: Pick<Location, "pathname" | "search">): void => {
  const path = pathname.slice(APP_BASE.length) || "/";
  loadRoutesFor(path).then(
    () => {
      const def = routeAt(path);
      if (def !== null) startRoute(def, container, session, new URLSearchParams(search));
    },
    () => undefined,
  );
};
