import { createHash } from "node:crypto";
import { dirname, resolve } from "node:path";
import { minifySync } from "rolldown/utils";
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { LANGUAGE_COOKIE, SESSION_KEY } from "../adapters/storage/storage-keys.js";
import { browserLanguage, DEFAULT_LANGUAGE, LANGUAGES } from "../domain/identity/language.js";
import { isScreen, pagesOf, roleOf, type ShellManifest, type SideManifest } from "../manifests/manifest.js";
import { APP_BASE, href } from "../ui/routes/href.js";
import { resolvedRouteModule, REST_ROUTE_MODULE } from "./route-modules.js";

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
 * - the route's page chunk and everything it imports, for every route of the manifests (manifests/)
 *   with a page of its own (a versioned screen names two, and both are listed: they import the
 *   same modules and each is ~150 B; planned routes keep Vite's own preload list);
 * - on main screens (`main: true` in their manifest), also the text bundles of the namespaces the
 *   manifests declare for the screen and the shell, in the user's language (the `language`
 *   cookie, else the browser's language when the app speaks it, else the default: ui/main.tsx
 *   decides the same way, with the same rule), the route's prefetch and the modules a logged-in
 *   route's first request loads through the container (its side's `firstRequest`, then the
 *   shell's: the HTTP client), with what they import.
 * All of it read from the manifests as data; the build's chunk graph says which files hold it.
 * - for any other path (a route that is no main screen, or none), the rest of the route table
 *   (scripts/route-modules.ts): the first part, in the first screen's code, holds only the main
 *   screens, and the shell loads the rest before it routes such a path.
 * It does so for the current URL as the page loads (through the routes' redirects: the home of `/`,
 * the login without a session), and sets `window.gawePreload(path)`, which the shell calls before it
 * imports a screen or a prefetch (ui/app/lazy-page.ts, route-start.ts). So Vite's own list of
 * dependencies is dropped from those imports: the map is the one list (~1.5 KB gzip less code on
 * every first screen; the HTML carries it instead).
 */

/** A screen of the manifests, as the map reads it. */
export interface PreloadRoute {
  readonly path: string;
  readonly auth: string;
  readonly role?: string;
  /** Its page, or a versioned screen's new and old page (from the repository root). */
  readonly pages: readonly string[];
  readonly prefetch?: string;
  /** A main screen: its texts and first request are in the map too. */
  readonly main: boolean;
  /** A main screen's text namespaces: its own and the shell's. */
  readonly namespaces: readonly string[];
  /** A logged-in main screen's first request: its side's modules, then the shell's. */
  readonly firstRequest: readonly string[];
}

/**
 * The screens the map lists: every route of the manifests with a page of its own (planned routes
 * keep Vite's own preload list on the placeholder's import; not found is no path one opens).
 */
export const preloadRoutesOf = (shell: ShellManifest, sides: readonly SideManifest[]): PreloadRoute[] =>
  [shell, ...sides].flatMap((side) =>
    side.routes.flatMap((route): PreloadRoute[] => {
      if (!isScreen(route) || !route.path.startsWith("/")) return [];
      const role = roleOf(route);
      const main = route.main === true;
      return [
        {
          path: route.path,
          auth: route.auth,
          ...(role === undefined ? {} : { role }),
          pages: pagesOf(route),
          ...(route.main === true && route.prefetch !== undefined ? { prefetch: route.prefetch } : {}),
          main,
          namespaces: main ? [...new Set([...shell.namespaces, ...route.namespaces])].sort() : [],
          firstRequest: main && route.auth === "login" && role !== undefined ? [...(side.firstRequest ?? []), ...(shell.firstRequest ?? [])] : [],
        },
      ];
    }),
  );

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
  /** The rest of the route table (scripts/route-modules.ts): what a route other than a main screen needs to be routed (index into f). */
  readonly x: number;
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
    // Only a main screen has its texts here; any other path needs the rest of the route table first.
    if (!route?.t) add(m.x);
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
  /** The manifests the map is made from. */
  readonly shell: ShellManifest;
  readonly sides: readonly SideManifest[];
}

/** The map of a bundle: for each route, what it needs beyond what the HTML already loads. */
export const buildPreloadMap = (
  bundle: Bundle,
  entry: BundleChunk,
  routes: readonly PreloadRoute[],
  /** The module id in the bundle of a module the manifests name. */
  moduleId: (module: string) => string,
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
    const roots = [...route.firstRequest, route.prefetch, ...route.pages].flatMap((module) => (module === undefined ? [] : [chunkOf(moduleId(module))]));
    const t: Record<string, number[]> = {};
    if (route.main) {
      // The namespaces the manifests declare (the shell's and the screen's; held to the code by manifests.test.ts).
      for (const [language, bundles] of texts) t[language] = [...route.namespaces].sort().flatMap((ns) => (bundles.has(ns) ? [indexOf(bundles.get(ns) ?? "")] : []));
    }
    r[route.path] = {
      f: roots.filter((c) => !loaded.has(c)).map(node),
      ...(route.main ? { t } : {}),
      ...(route.auth === "login" ? { a: 1 as const } : {}),
      ...(route.role === undefined ? {} : { o: route.role }),
    };
  }
  const rest = node(chunkOf(resolvedRouteModule(REST_ROUTE_MODULE)));
  const homes = { seeker: href.seekerHome(), provider: href.providerHome() };
  const cookie = `(?:^|;\\s*)${LANGUAGE_COOKIE}=(${LANGUAGES.join("|")})(?:;|$)`;
  return { p: APP_BASE, b: assets, s: SESSION_KEY, c: cookie, d: DEFAULT_LANGUAGE, l: href.login(), h: homes, x: rest, f: files, i: imports.map((list) => list ?? []), r };
};

/** The Vite plugin (build only): writes the script and its tag, from the manifests and the build's chunks. */
export const routePreload = (options: RoutePreloadOptions): Plugin => {
  const repository = resolve(dirname(new URL(import.meta.url).pathname), "..");
  const routes = preloadRoutesOf(options.shell, options.sides);
  /**
   * The chunks the map lists with their imports (the routes' pages and prefetches): Vite's own list
   * of an import's dependencies, in the first screen's code, is dropped for them.
   */
  const mapped = new Set<string>();
  let base = "/";
  /** The id of a module the manifests name, checked to be in the bundle. */
  const moduleIn = (bundle: Bundle, module: string): string => {
    const id = resolve(repository, module);
    if (!Object.values(bundle).some((c) => c.type === "chunk" && c.moduleIds.includes(id))) throw new Error(`route preload: ${module} (manifests) is in no chunk of the build`);
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
        for (const route of routes) {
          for (const module of [...route.pages, route.prefetch]) {
            if (module === undefined) continue;
            const id = moduleIn(chunks, module);
            const chunk = Object.values(chunks).find((c): c is BundleChunk => c.type === "chunk" && c.facadeModuleId === id);
            if (chunk !== undefined) mapped.add(chunk.fileName);
          }
        }
      },
    },
    transformIndexHtml: {
      order: "post",
      handler(this: unknown, html: string, ctx: IndexHtmlTransformContext) {
        const { bundle, chunk } = ctx;
        if (bundle === undefined || chunk === undefined) return html;
        const chunks = bundle as unknown as Bundle;
        const map = buildPreloadMap(chunks, chunk as unknown as BundleChunk, routes, (module) => moduleIn(chunks, module), base);
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
