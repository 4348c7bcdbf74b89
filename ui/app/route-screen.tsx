import { useEffect, useMemo } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { pageVariant } from "../../domain/platform/app-version.rules";
import { Skeleton } from "../design-system/skeleton";
import { href } from "../routes/href";
import type { PageLoader, RouteDef } from "../routes/route-def";
import { ChunkErrorBoundary } from "./chunk-error-boundary";
import { useContainer } from "./container-context";
import { lazyPage } from "./lazy-page";
import { startRoute } from "./route-start";
import { homePathFor, useSession } from "./session-context";

const loaderFor = (def: RouteDef): PageLoader | null => {
  switch (def.screen.kind) {
    case "single":
      return def.screen.load;
    case "versioned":
      // Inside the native webview the app version in the user agent picks the page (spec section 2).
      return pageVariant(def.screen.page, navigator.userAgent) === "new" ? def.screen.new : def.screen.old;
    case "redirect":
      return null;
  }
};

const loadRoleGate: PageLoader = () => import("./role-gate.page");

export function PageFallback() {
  return (
    <main className="page">
      <Skeleton lines={4} />
    </main>
  );
}

/** One route: auth guard, version variant, lazy chunk with a loading and a load-failed state. */
export function RouteScreen({ def }: { readonly def: RouteDef }) {
  const session = useSession();
  const location = useLocation();
  const container = useContainer();
  // Each visit: the screen's texts, first request and its modules start with its chunk, not after it.
  useEffect(() => {
    startRoute(def, container, session, new URLSearchParams(location.search));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the screen, not on every change of the session
  }, [location.key, def, container]);
  // A page of the other role shows whose it is (with the role switch) instead of its own chunk.
  const load = session !== null && def.role !== undefined && def.role !== session.roleId ? loadRoleGate : loaderFor(def);
  const Page = useMemo(() => (load === null ? null : lazyPage(load, def.path, <PageFallback />)), [load, def.path]);
  if (load === null || Page === null) return <Navigate to={homePathFor(session)} replace />;
  if (def.auth === "login" && session === null) {
    return <Navigate to={href.loginAndBack(location)} replace />;
  }
  return (
    <ChunkErrorBoundary resetKey={location.key}>
      {/* lazyPage caches one component per loader, so its identity is stable across renders. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page route={def} />
    </ChunkErrorBoundary>
  );
}
