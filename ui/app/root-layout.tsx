import { Activity, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { matchRoutes, useLocation, useRoutes } from "react-router-dom";
import { lazyComponent } from "../design-system/lazy-component";
import type { RouteDef } from "../routes/route-def";
import { loadRest, onRouteTable, routeTable, shouldKeepAlive } from "../routes/route-table";
import { DebugBanner } from "./debug-banner";
import { PageFallback, RouteScreen } from "./route-screen";
import { firstInputStore, onFirstInput } from "./first-input";
import { awaitsRest, isRouteHandle, loadRoutesFor, routeObjects } from "./router";
import { useSession } from "./session-context";

/** The shell's own listening to the event stream (the reminder toast): loaded with the first touch or key; without signal it waits for the next mount. */
const ShellEvents = lazyComponent(
  () => import("./shell-events"),
  (m) => m.default,
  null,
  true,
);

/**
 * The root layout every route is a child of. Keep-alive routes are rendered here inside React's
 * <Activity>: hidden ones keep their state (scroll lists, filters) while another route shows.
 * A path the first part of the route table does not hold shows the page's skeleton while the rest
 * loads (ui/app/router.tsx), then its route or the not-found page; the rest loads on the first
 * touch or key anyway, so a tap's navigation rarely waits for it (ui/app/first-input.ts).
 */
export function RootLayout() {
  const location = useLocation();
  useSyncExternalStore(onRouteTable, routeTable);
  const objects = routeObjects();
  const routed = useRoutes(objects);
  const session = useSession();
  const touched = useSyncExternalStore(firstInputStore.subscribe, firstInputStore.done, () => false);
  const signedIn = session !== null;
  const matches = matchRoutes(objects, location) ?? [];
  const handle = matches[matches.length - 1]?.route.handle;
  const current = isRouteHandle(handle) ? handle.def : null;
  const pending = awaitsRest(current);
  const [failed, setFailed] = useState<unknown>(null);
  if (failed !== null) throw failed; // the root boundary's Retry reloads
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

  useEffect(() => {
    if (!pending) return;
    // The path's chunks and texts (the HTML's preload map) come beside its part: no round more.
    window.gawePreload?.(location.pathname);
    loadRoutesFor(location.pathname).catch(setFailed);
  }, [pending, location.pathname]);

  useEffect(() => onFirstInput(window, () => void loadRest().catch(() => undefined)), []);
  useEffect(() => firstInputStore.watch(window), []);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    if (current !== null && current.title !== "") document.title = current.title;
  }, [current]);

  return (
    <>
      <DebugBanner />
      {touched && signedIn && <ShellEvents />}
      {alive.defs.map((def) => (
        <Activity key={def.path} mode={def === current ? "visible" : "hidden"}>
          <RouteScreen def={def} />
        </Activity>
      ))}
      {pending ? <PageFallback /> : current !== null && alive.defs.includes(current) ? null : routed}
    </>
  );
}
