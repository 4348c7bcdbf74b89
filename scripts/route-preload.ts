import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { minifySync, parseSync } from "rolldown/utils";
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { LANGUAGE_COOKIE, SESSION_KEY } from "../adapters/storage/storage-keys.js";
import { browserLanguage, DEFAULT_LANGUAGE, LANGUAGES } from "../domain/identity/language.js";
import { APP_BASE, href } from "../ui/routes/href.js";

/*
 * The route preload map (issue 12: every main screen in one round of requests).
 *
 * Vite's HTML preloads the entry's own imports; a screen's chunk, its texts and the modules its
 * first request needs were asked for only once the entry had run, the texts only once the screen
 * rendered, each waiting for the one before. This plugin writes, at build time and from the
 * build's chunk graph (what Vite's manifest records: each chunk with its imports and
 * stylesheets), a map that the HTML carries and a tiny script that the HTML loads first (async,
 * its own file: the Content-Security-Policy allows no inline script; the map rides on its tag as
 * data, so it is no JavaScript to run and the script's file stays the same from build to build).
 *
 * For a path the script adds <link rel="modulepreload"> (stylesheets: preload) for
 * - the route's page chunk and everything it imports, for every route of the table that names its
 *   page (route(...) and ours(...); versioned(...) names two, and both are listed: they import the
 *   same modules and each is ~150 B; planned routes keep Vite's own preload list);
 * - on main screens (`preload: true` in ui/routes/route-table.ts), also the text bundles of every
 *   i18n namespace those modules read with useTranslation, in the user's language (the `language`
 *   cookie, else the browser's language when the app speaks it, else the default: ui/main.tsx
 *   decides the same way, with the same rule), the route's prefetch and the modules a logged-in route's first
 *   request loads through the container (the side's use cases and the HTTP client:
 *   `firstRequest`), with what they import.
 * It does so for the current URL as the page loads (through the routes' redirects: the home of `/`,
 * the login without a session), and sets `window.gawePreload(path)`, which the shell calls before it
 * imports a screen or a prefetch (ui/app/lazy-page.ts, route-start.ts). So Vite's own list of
 * dependencies is dropped from those imports: the map is the one list (~1.5 KB gzip less code on
 * every first screen; the HTML carries it instead).
 */

type Role = "seeker" | "provider";

/** A route of the table with a page loader of its own, as the source writes it. */
export interface PreloadRoute {
  readonly path: string;
  readonly auth: string;
  readonly role?: Role;
  /** Import specifiers, relative to the route table: its page, or a versioned route's new and old page. */
  readonly pages: readonly string[];
  readonly prefetch?: string;
  /** Marked `preload: true` (a main screen): its texts and first request are in the map too. */
  readonly main: boolean;
}

// ESTree nodes, as far as this file reads them.
interface Node {
  readonly type: string;
  readonly [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
const walk = (node: Node, visit: (node: Node) => void): void => {
  visit(node);
  for (const child of children(node)) walk(child, visit);
};
const literal = (node: unknown): unknown => (isNode(node) && node.type === "Literal" ? node.value : undefined);
/** The specifier of `() => import("x")`, also through a constant holding one. */
const importOf = (node: unknown, constants: ReadonlyMap<string, Node>): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.type === "Identifier") return importOf(constants.get(String(node.name)), constants);
  if (node.type !== "ArrowFunctionExpression" || !isNode(node.body) || node.body.type !== "ImportExpression") return undefined;
  const specifier = literal(node.body.source);
  return typeof specifier === "string" ? specifier : undefined;
};
const property = (object: Node, name: string): unknown =>
  (object.properties as Node[]).find((p) => p.type === "Property" && isNode(p.key) && (p.key.name === name || p.key.value === name))?.value;

/**
 * The routes of the route table's source that name their page: calls such as
 * `ours("/seeker", "login", () => import("..."), { role: "seeker", preload: true, prefetch: () => import("...") })`.
 * Versioned routes name their pages in `{ new: () => import("..."), old: () => import("...") }`.
 * Planned routes (the placeholder's loader sits in their builder) are not listed: Vite's own
 * preload list stays on their import. A route's role is read as it writes it
 * (a route whose role comes from its area must say it: the unit test holds the two equal).
 */
export const preloadRoutesOf = (source: string, file = "route-table.ts"): PreloadRoute[] => {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`route preload: cannot parse ${file}: ${errors[0]?.message ?? ""}`);
  const constants = new Map<string, Node>();
  walk(program as unknown as Node, (node) => {
    if (node.type === "VariableDeclarator" && isNode(node.id) && node.id.type === "Identifier" && isNode(node.init)) constants.set(String(node.id.name), node.init);
  });
  const routes: PreloadRoute[] = [];
  walk(program as unknown as Node, (node) => {
    if (node.type !== "CallExpression") return;
    const args = node.arguments as Node[];
    const path = literal(args[0]);
    const options = args.at(-1);
    if (typeof path !== "string" || !path.startsWith("/")) return;
    const object = options?.type === "ObjectExpression" ? options : undefined;
    const prefetch = object === undefined ? undefined : importOf(property(object, "prefetch"), constants);
    const main = object !== undefined && literal(property(object, "preload")) === true;
    // The prefetch's own imports are preloaded by the map only (routePreload drops Vite's list for them).
    if (prefetch !== undefined && !main) throw new Error(`route preload: ${path} has a prefetch, so it must be marked preload: true`);
    // A versioned route's pages sit in an object of their own, before its options.
    const variants = args.find((a) => a !== object && a.type === "ObjectExpression");
    const loaders = variants === undefined ? args : [property(variants, "new"), property(variants, "old")];
    const pages = loaders.flatMap((a) => importOf(a, constants) ?? []);
    if (pages.length === 0) {
      if (main) throw new Error(`route preload: ${path} is marked preload but has no page loader of the form () => import("...")`);
      return;
    }
    const role = object === undefined ? undefined : literal(property(object, "role"));
    routes.push({
      path,
      auth: String(literal(args[1])),
      ...(role === "seeker" || role === "provider" ? { role } : {}),
      pages,
      ...(prefetch === undefined ? {} : { prefetch }),
      main,
    });
  });
  return routes;
};

/** The namespaces a module reads with useTranslation("ns") or useTranslation(["ns", ...]). */
export const namespacesOf = (code: string): string[] => {
  const found = new Set<string>();
  for (const call of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*"|'[^']*')/g)) {
    for (const name of (call[1] ?? "").matchAll(/["']([\w-]+)["']/g)) found.add(name[1] ?? "");
  }
  return [...found];
};

/** What the preload script is built with (the map of this build). */
export interface PreloadMap {
  /** The app's base path: location.pathname minus this is the route's path. */
  readonly p: string;
  /** Prefix of every file. */
  readonly b: string;
  /** localStorage key of the session; a pattern whose group 1 is the language in document.cookie; the default language. */
  readonly s: string;
  readonly c: string;
  readonly d: string;
  /** Path of the login and of each role's home (the redirects the routes make). */
  readonly l: string;
  readonly h: Readonly<Record<string, string>>;
  /** Every file the map names, and what each imports that the HTML does not load (indices into f). */
  readonly f: readonly string[];
  readonly i: readonly (readonly number[])[];
  /** Per route: the files it starts from, its texts per language, whether it needs a session (a) and whose side it is (o). */
  readonly r: Readonly<Record<string, { readonly f: readonly number[]; readonly t?: Readonly<Record<string, readonly number[]>>; readonly a?: 1; readonly o?: string }>>;
}

/**
 * The preload script's code: runs in the page, from its own file, before the entry; imports
 * nothing (the domain's language rule comes in as `pick`, its own source written into the file).
 * Kept short (every screen loads it): whatever goes wrong (storage off, no map) only means no head
 * start.
 */
function preloadScript(tag: HTMLOrSVGScriptElement | null, pick: typeof browserLanguage): void {
  const m = JSON.parse((tag as HTMLScriptElement).dataset.routes as string) as PreloadMap;
  const done: Record<string, 1> = {};
  const preload = (path: string): void => {
    let role: string | undefined;
    try {
      role = (JSON.parse(localStorage.getItem(m.s) as string) as { roleId?: string }).roleId;
    } catch {
      // logged out, or storage off
    }
    let route = m.r[path === "/" ? (m.h[role as string] ?? m.l) : path];
    if (route?.a && !role) route = m.r[m.l];
    if (!route || (route.o && role && route.o !== role)) return;
    (route.t?.[document.cookie.match(m.c)?.[1] ?? pick(navigator.languages || []) ?? m.d] ?? []).concat(route.f).forEach(add);
  };
  const add = (i: number): void => {
    const file = m.f[i] as string;
    if (done[file]) return;
    done[file] = 1;
    const link = document.createElement("link");
    const css = file.endsWith(".css");
    // As Vite's own preloads and module scripts ask (CORS, same-origin credentials), so the browser
    // reuses the answer; a browser without modulepreload (iOS < 17) still fetches the file.
    link.crossOrigin = "";
    link.rel = css || !link.relList.supports("modulepreload") ? "preload" : "modulepreload";
    link.as = css ? "style" : "script";
    link.href = m.b + file;
    document.head.appendChild(link);
    m.i[i]?.forEach(add);
  };
  window.gawePreload = preload;
  preload(location.pathname.slice(m.p.length) || "/");
}

/** The script's file content. */
export const preloadScriptSource = (): string =>
  minifySync("route-preload.js", `(${preloadScript.toString()})(document.currentScript, ${browserLanguage.toString()});`).code;

/** The script's tag, carrying the map as data. */
export const preloadScriptTag = (src: string, map: PreloadMap): string => {
  const json = JSON.stringify(map);
  // Single-quoted: the JSON's own quotes stay as they are (file names, paths and keys hold no ' < &).
  if (/['<&]/.test(json)) throw new Error("route preload: the map holds a character that needs escaping in HTML");
  return `<script async src="${src}" data-routes='${json}'></script>`;
};

/** A chunk of the bundle, as far as the map reads it. */
interface BundleChunk {
  readonly type: "chunk";
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
  readonly facadeModuleId: string | null;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string>; readonly importedAssets: Set<string> };
}
type Bundle = Readonly<Record<string, BundleChunk | { readonly type: "asset" }>>;

export interface RoutePreloadOptions {
  /** The route table, from the repository root. */
  readonly routeTable: string;
  /** Modules (from the repository root) that a logged-in route's first request loads through the container, per role. */
  readonly firstRequest: Readonly<Record<Role, readonly string[]>>;
}

/** The map of a bundle: for each route, what it needs beyond what the HTML already loads. */
export const buildPreloadMap = (
  bundle: Bundle,
  entry: BundleChunk,
  routes: readonly PreloadRoute[],
  modules: { readonly pages: (route: PreloadRoute) => readonly string[]; readonly prefetch: (route: PreloadRoute) => string | undefined; readonly firstRequest: Readonly<Record<Role, readonly string[]>> },
  namespaces: ReadonlyMap<string, readonly string[]>,
  base: string,
): PreloadMap => {
  const chunks = Object.values(bundle).filter((c): c is BundleChunk => c.type === "chunk");
  const chunkOf = (id: string): BundleChunk => {
    const found = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (found === undefined) throw new Error(`route preload: ${id} is in no chunk of the build`);
    return found;
  };
  const closure = (start: BundleChunk, into = new Set<BundleChunk>()): Set<BundleChunk> => {
    if (into.has(start)) return into;
    into.add(start);
    for (const file of start.imports) {
      const next = bundle[file];
      if (next?.type === "chunk") closure(next, into);
    }
    return into;
  };
  const loaded = closure(entry);
  const loadedCss = new Set([...loaded].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const texts = new Map<string, Map<string, string>>();
  for (const chunk of chunks) {
    const match = /[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? "");
    if (match?.[1] === undefined || match[2] === undefined) continue;
    if (!texts.has(match[1])) texts.set(match[1], new Map());
    texts.get(match[1])?.set(match[2], chunk.fileName);
  }

  const assets = `${base}assets/`;
  // The graph, as Vite's manifest has it: each file once, with the files it imports (chunks and
  // stylesheets) that the HTML does not load already; the script walks it from a route's roots.
  const files: string[] = [];
  const imports: number[][] = [];
  const indexOf = (fileName: string): number => {
    const name = fileName.startsWith("assets/") ? fileName.slice("assets/".length) : fileName;
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const node = (chunk: BundleChunk): number => {
    const known = files.indexOf(chunk.fileName.replace(/^assets\//, ""));
    if (known >= 0) return known;
    const at = indexOf(chunk.fileName);
    const next = chunk.imports.flatMap((file) => {
      const imported = bundle[file];
      return imported?.type === "chunk" && !loaded.has(imported) ? [node(imported)] : [];
    });
    const css = [...(chunk.viteMetadata?.importedCss ?? [])].filter((file) => !loadedCss.has(file)).map(indexOf);
    imports[at] = [...next, ...css];
    return at;
  };
  const r: Record<string, PreloadMap["r"][string]> = {};
  for (const route of routes) {
    // In the order the browser should ask when connections are few (HTTP/1.1): the first request's
    // modules, then the page (the texts go first of all, in the script). Main screens only: the
    // others get their page.
    const first = route.main && route.auth === "login" && route.role !== undefined ? modules.firstRequest[route.role] : [];
    const roots = [...first, modules.prefetch(route), ...modules.pages(route)].flatMap((id) => (id === undefined ? [] : [chunkOf(id)]));
    const t: Record<string, number[]> = {};
    if (route.main) {
      const needed = new Set<BundleChunk>();
      for (const root of roots) closure(root, needed);
      const read = new Set([...needed, ...loaded].flatMap((c) => c.moduleIds.flatMap((id) => namespaces.get(id) ?? [])));
      for (const [language, bundles] of texts) t[language] = [...read].sort().flatMap((ns) => (bundles.has(ns) ? [indexOf(bundles.get(ns) ?? "")] : []));
    }
    r[route.path] = {
      f: roots.filter((c) => !loaded.has(c)).map(node),
      ...(route.main ? { t } : {}),
      ...(route.auth === "login" ? { a: 1 as const } : {}),
      ...(route.role === undefined ? {} : { o: route.role }),
    };
  }
  const homes = { seeker: href.seekerHome(), provider: href.providerHome() };
  const cookie = `(?:^|;\\s*)${LANGUAGE_COOKIE}=(${LANGUAGES.join("|")})(?:;|$)`;
  return { p: APP_BASE, b: assets, s: SESSION_KEY, c: cookie, d: DEFAULT_LANGUAGE, l: href.login(), h: homes, f: files, i: imports.map((list) => list ?? []), r };
};

/** The Vite plugin (build only): collects each module's namespaces, then writes the script and its tag. */
export const routePreload = (options: RoutePreloadOptions): Plugin => {
  const repository = resolve(dirname(new URL(import.meta.url).pathname), "..");
  const fromRepository = (path: string): string => resolve(repository, path);
  const tablePath = fromRepository(options.routeTable);
  const namespaces = new Map<string, readonly string[]>();
  /**
   * The chunks the map lists with their imports (the routes' pages and prefetches): Vite's own list
   * of an import's dependencies, in the first screen's code, is dropped for them.
   */
  const mapped = new Set<string>();
  let base = "/";
  /** The module `specifier` of the route table names, as it sits in the bundle. */
  const moduleIn = (bundle: Bundle, specifier: string): string => {
    const stem = resolve(dirname(tablePath), specifier);
    const id = [".tsx", ".ts", ""].map((ext) => `${stem}${ext}`).find((candidate) => Object.values(bundle).some((c) => c.type === "chunk" && c.moduleIds.includes(candidate)));
    if (id === undefined) throw new Error(`route preload: ${specifier} (route table) is in no chunk of the build`);
    return id;
  };
  return {
    name: "gawe:route-preload",
    apply: "build",
    config: () => ({
      build: {
        modulePreload: {
          // The route screen and startRoute (ui/app/) ask the map before they import a page or a
          // prefetch: Vite's own list of that import's dependencies would repeat the map's, in every
          // first screen's code (~2 KB gzip for all the routes).
          resolveDependencies: (file, deps, { hostType }) => (hostType === "js" && mapped.has(file) ? [] : deps),
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: "pre",
      handler(_output, bundle) {
        const chunks = bundle as unknown as Bundle;
        for (const route of preloadRoutesOf(readFileSync(tablePath, "utf8"), tablePath)) {
          for (const specifier of [...route.pages, route.prefetch]) {
            if (specifier === undefined) continue;
            const id = moduleIn(chunks, specifier);
            const chunk = Object.values(chunks).find((c): c is BundleChunk => c.type === "chunk" && c.facadeModuleId === id);
            if (chunk !== undefined) mapped.add(chunk.fileName);
          }
        }
      },
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes("node_modules")) return null;
      const found = namespacesOf(code);
      if (found.length > 0) namespaces.set(id, found);
      return null;
    },
    transformIndexHtml: {
      order: "post",
      handler(this: unknown, html: string, ctx: IndexHtmlTransformContext) {
        const { bundle, chunk } = ctx;
        if (bundle === undefined || chunk === undefined) return html;
        const routes = preloadRoutesOf(readFileSync(tablePath, "utf8"), tablePath);
        const moduleAt = (specifier: string): string => moduleIn(bundle as unknown as Bundle, specifier);
        const map = buildPreloadMap(
          bundle as unknown as Bundle,
          chunk as unknown as BundleChunk,
          routes,
          {
            pages: (route) => route.pages.map(moduleAt),
            prefetch: (route) => (route.prefetch === undefined ? undefined : moduleAt(route.prefetch)),
            firstRequest: { seeker: options.firstRequest.seeker.map(fromRepository), provider: options.firstRequest.provider.map(fromRepository) },
          },
          namespaces,
          base,
        );
        const source = preloadScriptSource();
        const fileName = `assets/${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
        // `this` is the build's plugin context here (Vite calls the HTML hooks from generateBundle).
        (this as { emitFile(file: { type: "asset"; fileName: string; source: string }): string }).emitFile({ type: "asset", fileName, source });
        // Listed as the HTML's asset in the manifest, so whatever reads the manifest (the offline shell) knows it.
        (chunk as unknown as BundleChunk).viteMetadata?.importedAssets.add(fileName);
        const tag = preloadScriptTag(`${base}${fileName}`, map);
        const at = html.indexOf("<script");
        if (at < 0) throw new Error("route preload: the built index.html has no script to put the preload script before");
        return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
      },
    },
  };
};
