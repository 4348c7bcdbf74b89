import type { RoleId } from "../domain/identity/session.schema";
import type { VersionedPage } from "../domain/platform/app-version.rules";
import type { Namespace, PageModulePath, PartModulePath, PrefetchModulePath, SchemaModulePath, ServiceModulePath } from "./modules.generated";

/*
 * One manifest per side (docs/architecture.md, "Where new things go"): plain data that the app's
 * route table, the build (the route preload map, the offline shell) and the unit tests read. A
 * manifest imports types only: the build reads it in Node, the app in the browser.
 * Module paths are from the repository root; pages, prefetches and namespaces are checked against
 * the files that exist (modules.generated.ts, `npm run manifests:generate`).
 */

export type { Namespace, PageModulePath, PartModulePath, PrefetchModulePath, SchemaModulePath, ServiceModulePath };

export type RouteAuth = "public" | "login" | "unspecified";
/** Areas of ../shared/design/routes.md, plus `home` for the screens the spec implies but does not route. */
export type RouteArea =
  | "shell-account"
  | "static-help"
  | "provider-business"
  | "provider-jobs"
  | "seeker-profile"
  | "interviews-messages"
  | "work-orders"
  | "money-benefits"
  | "growth"
  | "home";

/** Any other module a manifest names (a first request's adapters, what the offline shell keeps): the build fails when one is missing. */
export type ModulePath = `${"ui" | "adapters" | "application" | "domain"}/${string}.${"ts" | "tsx" | "html"}`;

export interface PlaceholderSpec {
  /** `shell` i18n key of the heading when the path is not the best name (home tabs, FAQ). */
  readonly heading?: string;
  /** A home tab: the placeholder sits inside that side's bottom navigation. */
  readonly tabs?: "seeker" | "provider";
}

export interface RouteBase {
  /** Router path below the /app/ base, exactly as the spec writes it (case-sensitive). */
  readonly path: string;
  readonly auth: RouteAuth;
  readonly area: RouteArea;
  /** Omitted: listed in spec section 2. "ours": a screen the spec implies (homes, account, not found). */
  readonly origin?: "ours";
  /** The role a logged-in route belongs to; omitted, a logged-in route of a side's area takes that side's (ROLE_OF_AREA). */
  readonly role?: RoleId;
  readonly keepAlive?: boolean;
  /** When set, the page is only kept alive while this query parameter is present (spec: /promotion?alive). */
  readonly keepAliveWhenQuery?: string;
  /** Spec section 2: titles are empty; document.title is only touched when this is non-empty. */
  readonly title?: string;
}

/** What a screen shows: one page, or a new and an old page chosen by the app version (domain/platform/app-version.rules.ts). */
export type ScreenPage = PageModulePath | { readonly versioned: VersionedPage; readonly new: PageModulePath; readonly old: PageModulePath };

interface ScreenBase extends RouteBase {
  readonly page: ScreenPage;
  /** The text namespaces the page's code reads (its module, its parts and what they import statically; manifests.test.ts holds them to the code). */
  readonly namespaces: readonly Namespace[];
  /**
   * What the page shows of another area (a feature never imports another): by name, a part module
   * (`ui/features/<area>/*.part.tsx`, its component the default export). The page gets each as a
   * loader in `route.parts` and loads it when shown, in a chunk of its own (the Aktivitas tab's
   * Masuk/Pulang and Selesaikan are work's).
   */
  readonly parts?: Readonly<Record<string, PartModulePath>>;
}

/**
 * A route with a screen of its own. A main screen (`main: true`) is one the route preload map
 * (scripts/route-preload.ts) starts in full from the first script: its chunks, its texts and, when
 * logged in, its side's first request; only a main screen may start its first data request with
 * its code (`prefetch`: the map preloads the prefetch's imports).
 */
export type ScreenRoute = ScreenBase & ({ readonly main: true; readonly prefetch?: PrefetchModulePath } | { readonly main?: false; readonly prefetch?: never });

/** A route the spec lists whose feature has not landed: it shows the one placeholder page. */
export interface PlannedRoute extends RouteBase {
  readonly planned: PlaceholderSpec;
  /** A versioned page (domain/platform/app-version.rules.ts) still to come: both its variants show the placeholder. */
  readonly versioned?: VersionedPage;
}

/** `/`: sends the user to their home, or to the login. */
export interface RedirectRoute extends RouteBase {
  readonly redirect: true;
}

export type ManifestRoute = ScreenRoute | PlannedRoute | RedirectRoute;

/**
 * A module of generated checks (scripts/checks-generator.ts, `npm run checks:generate`): the file it
 * writes and, by the module that exports each, the schemas it decodes, in order. A check, its schema
 * and the schema's type share the export's name.
 */
export interface CheckModuleRow {
  readonly file: `adapters/checks/${string}.checks.ts`;
  readonly schemas: { readonly [M in SchemaModulePath]?: readonly string[] };
}

/**
 * A port adapter or use case the container registers (adapters/services.ts): its token by export
 * name (adapters/services.ts, TOKENS), the chunk its factory loads, and the tokens it is built from.
 * The chunk's factory table (`adapters/<side>.registrations.ts`) has one factory per row and none
 * besides, typed by the row: the type checker names either slip.
 */
export interface ServiceRow {
  readonly token: string;
  readonly module: ServiceModulePath;
  /**
   * `true`: registered as a stand-in that loads its chunk on the first call of a method
   * (registerLazily): a port or use case whose every method returns a Promise. `false`: built on its
   * first resolve from a module the composition root's chunk imports statically (its factory table
   * uses `eagerChunkOf`): what must work when no further chunk can be fetched (logging out).
   */
  readonly lazy: boolean;
  readonly needs: readonly string[];
}

export interface SideManifest {
  readonly name: string;
  readonly routes: readonly ManifestRoute[];
  /**
   * What a logged-in main screen of this side loads through the container for its first request,
   * besides its prefetch (the shell's first request comes after): the route preload map lists
   * them with the screen.
   */
  readonly firstRequest?: readonly ModulePath[];
  /**
   * What opens with no signal after one visit (the offline shell precaches these with everything
   * they import and the texts of every language); other screens are kept as they are visited.
   */
  readonly precache?: readonly ModulePath[];
  /** The port adapters and use cases of this side the container registers from these rows. */
  readonly services?: readonly ServiceRow[];
  /** The answers this side's adapters (the shell's: the HTTP client and the stored session) decode with generated checks. */
  readonly checks?: readonly CheckModuleRow[];
}

/** The shell: what every screen has, besides the sides' routes. */
export interface ShellManifest extends SideManifest {
  /** The namespaces the shell's own code reads: every main screen's texts include them. */
  readonly namespaces: readonly Namespace[];
  /**
   * The texts bundled with the entry, in the default language: what /login paints. Every other
   * namespace and language is its own small chunk (scripts/text-bundles.ts).
   */
  readonly eagerNamespaces: readonly Namespace[];
  /**
   * How the build groups the first screen's code (vite.config.ts, codeSplitting). Every module the
   * HTML's script imports statically goes in one shell chunk by itself; `shell` adds modules only
   * imported on demand, `entry` keeps modules in the entry chunk, and each of `own` is a chunk of
   * its own. A module in a group is placed there even when only lazily imported: the shell lists
   * Effect-free modules only, or Effect would ride on every first screen.
   */
  readonly chunks: {
    readonly shell: readonly ModulePath[];
    readonly entry: readonly ModulePath[];
    readonly own: Readonly<Record<string, readonly ModulePath[]>>;
  };
}

/** Logged-in routes of a side's areas belong to that role (a seeker opening /createcompany is told so). */
export const ROLE_OF_AREA: Partial<Record<RouteArea, RoleId>> = { "provider-business": "provider", "provider-jobs": "provider", "seeker-profile": "seeker" };

/** The role a route belongs to, if any. */
export const roleOf = (route: RouteBase): RoleId | undefined => route.role ?? (route.auth === "login" ? ROLE_OF_AREA[route.area] : undefined);

export const isScreen = (route: ManifestRoute): route is ScreenRoute => "page" in route;

/** The page modules of a screen: its page, or a versioned screen's new then old page. */
export const pagesOf = (route: ScreenRoute): readonly PageModulePath[] => (typeof route.page === "string" ? [route.page] : [route.page.new, route.page.old]);
