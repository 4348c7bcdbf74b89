import { Activity, useEffect, useLayoutEffect, useState } from "react";
import { matchRoutes, useLocation, useRoutes } from "react-router-dom";
import type { RouteDef } from "../routes/route-def";
import { shouldKeepAlive } from "../routes/route-table";
import { DebugBanner } from "./debug-banner";
import { RouteScreen } from "./route-screen";
import { isRouteHandle, ROUTE_OBJECTS } from "./router";
import { useSession } from "./session-context";

/**
 * The root layout every route is a child of. Keep-alive routes are rendered here inside React's
 * <Activity>: hidden ones keep their state (scroll lists, filters) while another route shows.
 */
export function RootLayout() {
  const location = useLocation();
  const routed = useRoutes(ROUTE_OBJECTS);
  const session = useSession();
  const matches = matchRoutes(ROUTE_OBJECTS, location) ?? [];
  const handle = matches[matches.length - 1]?.route.handle;
  const current = isRouteHandle(handle) ? handle.def : null;
  const keepCurrent = current !== null && shouldKeepAlive(current, new URLSearchParams(location.search));

  const owner = session?.userId ?? null;
  const [alive, setAlive] = useState<{ readonly owner: string | null; readonly defs: readonly RouteDef[] }>({ owner, defs: [] });
  // Adjusting state while rendering (not in an effect) so a kept page mounts once, inside its Activity.
  if (alive.owner !== owner) {
    setAlive({ owner, defs: [] }); // another user must not see the previous user's kept pages
  } else if (current !== null && keepCurrent && !alive.defs.includes(current)) {
    setAlive({ owner, defs: [...alive.defs, current] });
  } else if (current !== null && !keepCurrent && alive.defs.includes(current)) {
    setAlive({ owner, defs: alive.defs.filter((d) => d !== current) });
  }

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (current !== null && current.title !== "") document.title = current.title;
  }, [current]);

  return (
    <>
      <DebugBanner />
      {alive.defs.map((def) => (
        <Activity key={def.path} mode={def === current ? "visible" : "hidden"}>
          <RouteScreen def={def} />
        </Activity>
      ))}
      {current !== null && alive.defs.includes(current) ? null : routed}
    </>
  );
}
