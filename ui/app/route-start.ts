import type { Resolver } from "../../application/ports/token";
import type { Session } from "../../domain/identity/session.schema";
import type { RouteDef } from "../routes/route-def";

declare global {
  interface Window {
    /** Set by the HTML's route preload script (scripts/route-preload.ts): preloads what the main screen at `path` needs. */
    gawePreload?: (path: string) => void;
  }
}

/** Whether the screen of `def` itself shows for `session`, rather than the login (logged out) or the role gate. */
export const screenShows = (def: RouteDef, session: Session | null): boolean =>
  session === null ? def.auth !== "login" : def.role === undefined || def.role === session.roleId;

/**
 * Starts what the screen of `def` needs, together (issue 12): the text bundles and the modules of
 * its first request that the HTML's preload map lists for it, and its first data request (the
 * route's prefetch, which never asks twice). Its chunk comes through the route table's loader,
 * called by the caller. Only for a screen that will show: not when the route sends the user
 * elsewhere (logged out, the other role).
 */
export const startRoute = (def: RouteDef, container: Resolver, session: Session | null, search: URLSearchParams): void => {
  if (!screenShows(def, session)) return;
  window.gawePreload?.(def.path);
  if (def.prefetch === undefined || session === null) return;
  def
    .prefetch()
    .then(({ default: prefetch }) => prefetch({ container, search, owner: session.userId }))
    .catch(() => undefined); // the screen asks itself, and shows why when that fails too
};
