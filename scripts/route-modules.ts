import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { roleOf, type ManifestRoute, type PageModulePath, type PartModulePath, type PrefetchModulePath } from "../manifests/manifest.js";

/*
 * The routes as the app gets them (ui/routes/route-table.ts reads `virtual:gawe/routes`): the
 * manifests' routes with each page, part and prefetch as a loader of its module (one lazy chunk each,
 * one loader per module), and without what only the build and the docs read (the namespaces, the
 * origin; the area, except on a planned route, whose placeholder names it: a logged-in route's
 * role, which the area implies, is written out instead). Every first screen carries this table,
 * one entry per route (leaving those two out: -0.16 KB gzip on each, at 118 routes). Written from
 * the manifests by the build, so the first screen's code carries no module path and no build
 * data (an import.meta.glob keyed by the manifests' paths carried both: +1.1 KB gzip on every
 * first screen).
 */

export const ROUTE_MODULES = "virtual:gawe/routes";
const RESOLVED = `\0${ROUTE_MODULES}`;
const PLACEHOLDER: PageModulePath = "ui/app/placeholder.page.tsx";
const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));

/** The module's code for `routes`; module paths from `repository`. */
export const routeModulesCode = (routes: readonly ManifestRoute[], repository = REPOSITORY): string => {
  const loaders = new Map<string, string>();
  const loader = (module: PageModulePath | PartModulePath | PrefetchModulePath): string => {
    const known = loaders.get(module);
    if (known !== undefined) return known;
    const name = `l${loaders.size}`;
    loaders.set(module, name);
    return name;
  };
  const placeholder = loader(PLACEHOLDER);
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
  return [
    ...[...loaders].map(([module, name]) => `const ${name} = () => import(${JSON.stringify(`${repository}${module}`)});`),
    `export const placeholder = ${placeholder};`,
    `export const routes = [\n${objects.join(",\n")}\n];`,
    "",
  ].join("\n");
};

export const routeModules = (routes: readonly ManifestRoute[]): Plugin => ({
  name: "gawe:routes",
  resolveId: (id) => (id === ROUTE_MODULES ? RESOLVED : null),
  load: (id) => (id === RESOLVED ? routeModulesCode(routes) : null),
});
