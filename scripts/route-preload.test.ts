import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SHELL_MANIFEST, SIDES } from "../manifests";
import type { SideManifest } from "../manifests/manifest";
import { allRoutes } from "../ui/routes/route-table";
import { buildPreloadMap, preloadRoutesOf, preloadScriptSource, preloadScriptTag, type PreloadMap, type PreloadRoute } from "./route-preload";

// Every side's part of the table loaded (the app loads them as it needs them: ui/app/router.tsx).
const ROUTES = await allRoutes();

describe("the routes the preload map lists", () => {
  const found = preloadRoutesOf(SHELL_MANIFEST, SIDES);

  it("are the manifests' routes with a page of their own, with the auth, role, pages and prefetch the app's route table gives them", () => {
    const own = ROUTES.filter((r) => (r.screen.kind === "single" || r.screen.kind === "versioned") && r.status === "done" && r.path.startsWith("/") && r.path !== "/");
    expect(found.map((r) => r.path).sort()).toEqual(own.map((r) => r.path).sort());
    expect(found.filter((r) => r.main).map((r) => r.path).sort()).toEqual(ROUTES.filter((r) => r.preload === true).map((r) => r.path).sort());
    expect(found.filter((r) => r.main).map((r) => r.path)).toEqual(expect.arrayContaining(["/login", "/seeker", "/seeker/job", "/provider"]));
    for (const route of found) {
      const def = own.find((r) => r.path === route.path);
      expect(route.auth, route.path).toBe(def?.auth);
      expect(route.role, route.path).toBe(def?.role);
      expect(route.prefetch !== undefined, route.path).toBe(def?.prefetch !== undefined);
      // The loaders the app calls import the modules the map names: a versioned route's new page, then its old one.
      const loaders = def?.screen.kind === "single" ? [def.screen.load] : def?.screen.kind === "versioned" ? [def.screen.new, def.screen.old] : [];
      expect(route.pages.length, route.path).toBe(loaders.length);
      route.pages.forEach((page, i) => expect(String(loaders[i]), route.path).toContain(page.replace(/^ui\//, "")));
      if (route.prefetch !== undefined) expect(String(def?.prefetch)).toContain(route.prefetch.replace(/^ui\//, ""));
    }
  });

  it("give a main screen the shell's namespaces with its own, and a logged-in one its side's first request then the shell's; other screens neither", () => {
    const side: SideManifest = {
      name: "test",
      routes: [
        { path: "/a", auth: "login", area: "home", role: "seeker", page: "ui/app/not-found.page.tsx", namespaces: ["jobs"], main: true, prefetch: "ui/features/job-search/seeker-jobs.prefetch.ts" },
        { path: "/b", auth: "public", area: "home", page: "ui/features/auth/login.page.tsx", namespaces: ["auth", "common"], main: true },
        { path: "/c", auth: "login", area: "seeker-profile", page: "ui/features/seeker-profile/js-mita.page.tsx", namespaces: ["seeker"] },
        {
          path: "/v",
          auth: "login",
          area: "home",
          page: { versioned: "occupation", new: "ui/features/seeker-profile/occupation-new.page.tsx", old: "ui/features/seeker-profile/occupation-old.page.tsx" },
          namespaces: [],
        },
        { path: "/p", auth: "public", area: "growth", planned: {} },
        // @ts-expect-error A prefetch's imports come from the map alone: only a main screen may have one.
        { path: "/d", auth: "login", area: "home", page: "ui/app/not-found.page.tsx", namespaces: [], prefetch: "ui/features/job-search/seeker-job.prefetch.ts" },
      ],
      firstRequest: ["adapters/seeker.modules.ts"],
    };
    const shell = { ...SHELL_MANIFEST, namespaces: ["common" as const], routes: [], firstRequest: ["adapters/http/http-client.ts" as const] };
    expect(preloadRoutesOf(shell, [side]).slice(0, 4)).toEqual([
      {
        path: "/a",
        auth: "login",
        role: "seeker",
        pages: ["ui/app/not-found.page.tsx"],
        prefetch: "ui/features/job-search/seeker-jobs.prefetch.ts",
        main: true,
        namespaces: ["common", "jobs"],
        firstRequest: ["adapters/seeker.modules.ts", "adapters/http/http-client.ts"],
      },
      { path: "/b", auth: "public", pages: ["ui/features/auth/login.page.tsx"], main: true, namespaces: ["auth", "common"], firstRequest: [] },
      // A route whose role comes from its area has it too.
      { path: "/c", auth: "login", role: "seeker", pages: ["ui/features/seeker-profile/js-mita.page.tsx"], main: false, namespaces: [], firstRequest: [] },
      { path: "/v", auth: "login", pages: ["ui/features/seeker-profile/occupation-new.page.tsx", "ui/features/seeker-profile/occupation-old.page.tsx"], main: false, namespaces: [], firstRequest: [] },
    ]);
    // A planned route keeps Vite's own preload list on the placeholder's import.
    expect(preloadRoutesOf(shell, [side]).map((r) => r.path)).not.toContain("/p");
  });
});

/** A build as the map reads it: the entry (already loaded by the HTML) and the chunks behind it. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) => ({
  type: "chunk" as const,
  fileName,
  moduleIds,
  imports,
  facadeModuleId: moduleIds[0] ?? null,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});
const entry = chunk("assets/entry.js", ["/r/ui/index.html", "/r/ui/app/shell.tsx"], ["assets/react.js"], ["assets/index.css"]);
const bundle = {
  "assets/entry.js": entry,
  "assets/react.js": chunk("assets/react.js", ["/r/node_modules/react-dom/index.js"]),
  "assets/home.js": chunk("assets/home.js", ["/r/ui/home.page.tsx", "/r/ui/card.tsx"], ["assets/react.js", "assets/icons.js"], ["assets/home.css"]),
  "assets/icons.js": chunk("assets/icons.js", ["/r/ui/icons.tsx"], [], ["assets/index.css"]),
  "assets/home.prefetch.js": chunk("assets/home.prefetch.js", ["/r/ui/home.prefetch.ts"], ["assets/query.js"]),
  "assets/query.js": chunk("assets/query.js", ["/r/node_modules/@tanstack/query.js"]),
  "assets/seeker.modules.js": chunk("assets/seeker.modules.js", ["/r/adapters/seeker.modules.ts"], ["assets/effect.js"]),
  "assets/effect.js": chunk("assets/effect.js", ["/r/node_modules/effect/index.js"]),
  "assets/login.js": chunk("assets/login.js", ["/r/ui/login.page.tsx"], ["assets/react.js"]),
  "assets/me.js": chunk("assets/me.js", ["/r/ui/me.page.tsx"], ["assets/icons.js"]),
  "assets/en-jobs.js": chunk("assets/en-jobs.js", ["/r/ui/i18n/locales/en/jobs.json"]),
  "assets/id-jobs.js": chunk("assets/id-jobs.js", ["/r/ui/i18n/locales/id/jobs.json"]),
  "assets/en-common.js": chunk("assets/en-common.js", ["/r/ui/i18n/locales/en/common.json"]),
  "assets/en-auth.js": chunk("assets/en-auth.js", ["/r/ui/i18n/locales/en/auth.json"]),
  "assets/rest.js": chunk("assets/rest.js", ["\0virtual:gawe/routes/rest"], ["assets/react.js"]),
  "index.css": { type: "asset" as const },
};
// The shell reads `common`; the manifests declare each main screen's namespaces with the shell's.
const routes: PreloadRoute[] = [
  { path: "/login", auth: "public", pages: ["ui/login.page.tsx"], main: true, namespaces: ["auth", "common"], firstRequest: [] },
  {
    path: "/seeker",
    auth: "login",
    role: "seeker",
    pages: ["ui/home.page.tsx"],
    prefetch: "ui/home.prefetch.ts",
    main: true,
    namespaces: ["common", "jobs"],
    firstRequest: ["adapters/seeker.modules.ts"],
  },
  { path: "/seeker/me", auth: "login", role: "seeker", pages: ["ui/me.page.tsx"], main: false, namespaces: [], firstRequest: [] },
];
const map = buildPreloadMap(bundle, entry, routes, (module) => `/r/${module}`, "/app/");
/** What the map preloads for `path` in `language`: its texts, its roots and what they import. */
const filesOf = (path: string, language: string) => {
  const route = map.r[path];
  const seen = new Set<number>();
  const walk = (i: number): void => {
    if (seen.has(i)) return;
    seen.add(i);
    map.i[i]?.forEach(walk);
  };
  [...(route?.t?.[language] ?? []), ...(route?.f ?? [])].forEach(walk);
  return [...seen].map((i) => map.f[i]);
};

describe("the preload map of a build", () => {
  it("lists a route's page, prefetch and first-request modules with what they import, and their stylesheets, minus what the HTML loads", () => {
    expect(filesOf("/seeker", "id").sort()).toEqual(
      ["home.js", "icons.js", "home.prefetch.js", "query.js", "seeker.modules.js", "effect.js", "home.css", "id-jobs.js"].sort(),
    );
    expect(map.r["/seeker"]).toMatchObject({ a: 1, o: "seeker" });
  });

  it("gives each language the text bundles of the namespaces the manifests declare for the route and the shell, where they are chunks of their own", () => {
    expect(filesOf("/seeker", "en").filter((f) => f?.startsWith("en-")).sort()).toEqual(["en-common.js", "en-jobs.js"]);
    // Indonesian common and auth ride in the entry: nothing to preload.
    expect(filesOf("/login", "id")).toEqual(["login.js"]);
    expect(filesOf("/login", "en").sort()).toEqual(["en-auth.js", "en-common.js", "login.js"]);
    expect(map.r["/login"]?.a).toBeUndefined();
  });

  it("gives any other screen its page with what it imports (no texts, no first request)", () => {
    expect(filesOf("/seeker/me", "en").sort()).toEqual(["icons.js", "me.js"]);
    expect(map.r["/seeker/me"]?.t).toBeUndefined();
  });

  it("goes on the script's tag as data the HTML carries as it is", () => {
    expect(preloadScriptTag("/app/assets/x.js", map)).toBe(`<script async src="/app/assets/x.js" data-routes='${JSON.stringify(map)}'></script>`);
    expect(() => preloadScriptTag("/x.js", { ...map, l: "/it's" })).toThrow(/escaping/);
  });
});

/** Runs the built script in a stand-in page; returns the links it added and its navigation hook. */
const runScript = (preloadMap: PreloadMap, url: string, storage: Record<string, string>, cookie = "", modulepreload = true, languages: readonly string[] = ["id-ID"]) => {
  const links: { rel: string; as?: string; href: string; crossOrigin?: string }[] = [];
  const window: { gawePreload?: (path: string) => void } = {};
  runInNewContext(preloadScriptSource(), {
    window,
    navigator: { languages },
    location: { pathname: url },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    document: {
      cookie,
      currentScript: { dataset: { routes: JSON.stringify(preloadMap) } },
      createElement: () => ({ relList: { supports: (rel: string) => rel !== "modulepreload" || modulepreload } }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
  return { hrefs: () => links.map((l) => l.href.replace("/app/assets/", "")), links, window };
};
const seekerSession = { "gawe.session": JSON.stringify({ roleId: "seeker" }) };
const providerSession = { "gawe.session": JSON.stringify({ roleId: "provider" }) };

describe("the preload script", () => {
  it("preloads the current route's files in the language of the cookie: modules as modulepreload, stylesheets as preload, both as CORS requests", () => {
    const { links, hrefs } = runScript(map, "/app/seeker", seekerSession, "a=1; language=en");
    expect(hrefs().sort()).toEqual(filesOf("/seeker", "en").sort());
    expect(links.find((l) => l.href.endsWith("home.css"))).toMatchObject({ rel: "preload", as: "style", crossOrigin: "" });
    expect(runScript(map, "/app/seeker", seekerSession, "language=fr").hrefs().sort()).toEqual(filesOf("/seeker", "id").sort());
    // Without modulepreload (iOS < 17), a plain preload still fetches the file, as Vite's own helper does.
    expect(runScript(map, "/app/seeker", seekerSession, "", false).links.find((l) => l.href.endsWith("home.js"))).toMatchObject({ rel: "preload", as: "script" });
    expect(links.find((l) => l.href.endsWith("home.js"))).toMatchObject({ rel: "modulepreload", as: "script", crossOrigin: "" });
  });

  it("without a stored choice, preloads the texts of the browser's language when the app speaks it (issue 19), else the default's", () => {
    expect(runScript(map, "/app/login", {}, "", true, ["en-US", "en"]).hrefs().sort()).toEqual(filesOf("/login", "en").sort());
    expect(runScript(map, "/app/login", {}, "", true, ["fr-FR", "in-ID"]).hrefs()).toEqual(filesOf("/login", "id"));
    expect(runScript(map, "/app/login", {}, "", true, ["fr-FR"]).hrefs()).toEqual(filesOf("/login", "id"));
    // The stored choice wins over the browser.
    expect(runScript(map, "/app/login", {}, "language=id", true, ["en-US"]).hrefs()).toEqual(filesOf("/login", "id"));
  });

  it("follows the routes' redirects: `/` to the role's home, a logged-in route without a session to the login; nothing for the other role's screen", () => {
    expect(runScript(map, "/app/", seekerSession).hrefs().sort()).toEqual(filesOf("/seeker", "id").sort());
    expect(runScript(map, "/app/", {}).hrefs()).toEqual(filesOf("/login", "id"));
    expect(runScript(map, "/app/seeker", {}).hrefs()).toEqual(filesOf("/login", "id"));
    expect(runScript(map, "/app/seeker", { "gawe.session": "{oops" }).hrefs()).toEqual(filesOf("/login", "id"));
    expect(runScript(map, "/app/seeker", providerSession).hrefs()).toEqual([]);
  });

  it("preloads the rest of the route table for any path but a main screen's, the other role's too (the first screen's code routes only the main screens)", () => {
    expect(runScript(map, "/app/seeker/me", seekerSession).hrefs().sort()).toEqual(["icons.js", "me.js", "rest.js"]);
    expect(runScript(map, "/app/seeker/me", providerSession).hrefs()).toEqual(["rest.js"]);
    expect(runScript(map, "/app/unknown", seekerSession).hrefs()).toEqual(["rest.js"]);
    expect(runScript(map, "/app/unknown", {}).hrefs()).toEqual(["rest.js"]);
    expect(runScript(map, "/app/seeker", providerSession).hrefs()).toEqual([]);
    expect(runScript(map, "/app/login", {}).hrefs()).not.toContain("rest.js");
  });

  it("lets the shell preload a screen it navigates to, each file once", () => {
    const { hrefs, window } = runScript(map, "/app/login", seekerSession);
    window.gawePreload?.("/seeker");
    window.gawePreload?.("/seeker");
    expect(hrefs().sort()).toEqual([...filesOf("/login", "id"), ...filesOf("/seeker", "id")].sort());
  });
});
