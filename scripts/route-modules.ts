import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { isScreen, roleOf, type ManifestRoute, type PageModulePath, type PartModulePath, type PrefetchModulePath } from "../manifests/manifest.js";

/*
 * The routes as the app gets them (ui/routes/route-table.ts reads `virtual:gawe/routes`): the
 * manifests' routes with each page, part and prefetch as a loader of its module (one lazy chunk each,
 * one loader per module), and without what only the build and the docs read (the namespaces, the
 * origin; the area, except on a planned route, whose placeholder names it: a logged-in route's
 * role, which the area implies, is written out instead). Written from the manifests by the build,
 * so the first screen's code carries no module path and no build data (an import.meta.glob keyed
 * by the manifests' paths carried both: +1.1 KB gzip on every first screen).
 *
 * In two parts, as a first screen needs them. `virtual:gawe/routes`, which every first screen
 * carries: the main screens (the ones the route preload map starts in full: the login and the
 * homes), the redirect of `/` and the not-found page, with the loader of the rest. The rest
 * (`virtual:gawe/routes/rest`, a chunk of its own): every other route and the placeholder. The app
 * loads the rest on the page's first touch or key, and at once for a path the first part does not
 * hold (ui/app/router.tsx; the HTML's preload script fetches it beside such a page's chunk: no round
 * more). Each entry cost every first screen ~0.05-0.08 KB gzip (its loader, chunk name and preload
 * list with it): at 118 routes the split took 2.1-2.2 KB off the login, the homes and the job page
 * (docs/architecture.md, "The route table in two parts").
 */

export const ROUTE_MODULES = "virtual:gawe/routes";
/** The rest of the table: what no first screen needs. */
export const REST_ROUTE_MODULE = `${ROUTE_MODULES}/rest`;
const PLACEHOLDER: PageModulePath = "ui/app/placeholder.page.tsx";
const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));

/** Whether `route` is in the first part: a main screen, the redirect of `/` or the not-found page. */
export const inFirstPart = (route: ManifestRoute): boolean => (isScreen(route) && route.main === true) || "redirect" in route || route.path === "*";

/** A part's loaders and entries, for `routes`; module paths from `repository`. */
const partCode = (routes: readonly ManifestRoute[], repository: string, head: readonly PageModulePath[]): { readonly loaders: string[]; readonly entries: string; readonly names: readonly string[] } => {
  const loaders = new Map<string, string>();
  const loader = (module: PageModulePath | PartModulePath | PrefetchModulePath): string => {
    const known = loaders.get(module);
    if (known !== undefined) return known;
    const name = `l${loaders.size}`;
    loaders.set(module, name);
    return name;
  };
  const names = head.map(loader);
  const value = (key: string, field: unknown): string | undefined => {
    if (key === "namespaces") return undefined;
    if (key === "prefetch") return loader(field as PrefetchModulePath);
    if (key === "parts") return `{${Object.entries(field as Record<string, PartModulePath>).map(([name, module]) => `${JSON.stringify(name)}:${loader(module)}`).join(",")}}`;
    if (key === "page" && typeof field === "string") return loader(field as PageModulePath);
    if (key === "page") {
      const page = field as { readonly versioned: string; readonly new: PageModulePath; readonly old: PageModulePath };
      return `{versioned:${JSON.stringify(page.versioned)},new:${loader(page.new)},old:${loader(page.old)}}`;
    }
    return JSON.stringify(field);
  };
  const objects = routes.map((route) => {
    const role = roleOf(route);
    const runtime: Readonly<Record<string, unknown>> = { ...route, ...(role === undefined ? {} : { role }) };
    const fields = Object.entries(runtime).flatMap(([key, field]) => {
      if (key === "origin" || (key === "area" && !("planned" in route))) return [];
      const text = value(key, field);
      return text === undefined ? [] : [`${key}:${text}`];
    });
    return `{${fields.join(",")}}`;
  });
  return {
    loaders: [...loaders].map(([module, name]) => `const ${name} = () => import(${JSON.stringify(`${repository}${module}`)});`),
    entries: `export const routes = [\n${objects.join(",\n")}\n];`,
    names,
  };
};

/** The first part (`virtual:gawe/routes`) for `routes`: its routes and the loader of the rest. */
export const routeModulesCode = (routes: readonly ManifestRoute[], repository = REPOSITORY): string => {
  const { loaders, entries } = partCode(routes.filter(inFirstPart), repository, []);
  return [...loaders, `export const rest = () => import(${JSON.stringify(REST_ROUTE_MODULE)});`, entries, ""].join("\n");
};

/** The rest (`virtual:gawe/routes/rest`) for `routes`: its routes and the placeholder of the planned ones. */
export const restRoutesCode = (routes: readonly ManifestRoute[], repository = REPOSITORY): string => {
  const { loaders, entries, names } = partCode(
    routes.filter((route) => !inFirstPart(route)),
    repository,
    [PLACEHOLDER],
  );
  return [...loaders, `export const placeholder = ${names[0]};`, entries, ""].join("\n");
};

/** The module id of a part in the build (`\0` marks it virtual): what the route preload map and the offline shell look for. */
export const resolvedRouteModule = (id: string): string => `\0${id}`;

export const routeModules = (routes: readonly ManifestRoute[]): Plugin => ({
  name: "gawe:routes",
  resolveId: (id) => (id === ROUTE_MODULES || id === REST_ROUTE_MODULE ? resolvedRouteModule(id) : null),
  load: (id) => (id === resolvedRouteModule(ROUTE_MODULES) ? routeModulesCode(routes) : id === resolvedRouteModule(REST_ROUTE_MODULE) ? restRoutesCode(routes) : null),
});
