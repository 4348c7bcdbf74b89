import type { ComponentType } from "react";
import type { Resolver } from "../../application/ports/token";
import type { RoleId } from "../../domain/identity/session.schema";
import type { VersionedPage } from "../../domain/platform/app-version.rules";
import type { PlaceholderSpec, PlannedRoute, RedirectRoute, RouteArea, RouteAuth, RouteBase } from "../../manifests/manifest";

export type { RouteArea, RouteAuth } from "../../manifests/manifest";
export type RouteStatus = "done" | "placeholder";

/** What every lazily loaded page receives from the shell. */
export interface PageProps {
  readonly route: RouteDef;
}

export type PageModule = { readonly default: ComponentType<PageProps> };
export type PageLoader = () => Promise<PageModule>;
/** What a page may hand a part of another area: ids, as text (an invitation's, in a chat card). */
export type PartProps = Readonly<Record<string, string>>;
/** A part of another area a page shows (a manifest route's `parts`): its component, given at most text props. */
export type PartLoader = () => Promise<{ readonly default: ComponentType<PartProps> }>;

/** What a route's prefetch gets: the container, the URL's query, and whose data it is. */
export interface PrefetchContext {
  readonly container: Resolver;
  readonly search: URLSearchParams;
  readonly owner: string;
}
/** Starts a screen's first data request, into the cache entry the screen reads; never throws. */
export type Prefetch = (context: PrefetchContext) => void;
export type PrefetchLoader = () => Promise<{ readonly default: Prefetch }>;

export type RouteScreen =
  | { readonly kind: "single"; readonly load: PageLoader }
  | { readonly kind: "versioned"; readonly page: VersionedPage; readonly new: PageLoader; readonly old: PageLoader }
  | { readonly kind: "redirect" };

export interface RouteDef {
  /** Router path below the /app/ base, exactly as the spec writes it (case-sensitive). */
  readonly path: string;
  readonly auth: RouteAuth;
  readonly keepAlive: boolean;
  /** When set, the page is only kept alive while this query parameter is present (spec: /promotion?alive). */
  readonly keepAliveWhenQuery?: string;
  /** Spec section 2: titles are empty; document.title is only touched when this is non-empty. */
  readonly title: string;
  readonly status: RouteStatus;
  readonly screen: RouteScreen;
  /** The role a logged-in route belongs to: a user in the other role is told so, with a way to switch. */
  readonly role?: RoleId;
  /** Set on planned routes: what the placeholder page shows until the feature lands (a line on its area). */
  readonly placeholder?: PlaceholderSpec & { readonly area: RouteArea };
  /**
   * A main screen (`main` in its manifest): the route preload map of the HTML (scripts/route-preload.ts)
   * lists what its first content needs (its chunks, texts and first request's modules), fetched
   * from the first script on.
   */
  readonly preload?: true;
  /**
   * Starts the screen's first data request together with its code (ui/app/route-start.ts). Only on
   * a route marked `preload`: the map preloads what the prefetch imports (the build checks).
   */
  readonly prefetch?: PrefetchLoader;
  /** What the page shows of another area, by name (the manifest route's `parts`), loaded when shown. */
  readonly parts?: Readonly<Record<string, PartLoader>>;
}


/**
 * A route as the app gets it (`virtual:gawe/routes`, scripts/route-modules.ts): without its origin,
 * and its area only on a planned route; a logged-in route's role written out.
 */
type Loaded<R extends RouteBase> = Omit<R, "area" | "origin">;

/** A screen of the manifests as the app gets it: its modules as loaders. */
export interface LoadedScreen extends Loaded<RouteBase> {
  readonly page: PageLoader | { readonly versioned: VersionedPage; readonly new: PageLoader; readonly old: PageLoader };
  readonly main?: true;
  readonly prefetch?: PrefetchLoader;
  readonly parts?: Readonly<Record<string, PartLoader>>;
}
export type LoadedRoute = LoadedScreen | Omit<PlannedRoute, "origin"> | Loaded<RedirectRoute>;
