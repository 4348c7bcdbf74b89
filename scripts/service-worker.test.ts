import { describe, expect, it, vi } from "vitest";
import type { Manifest } from "vite";
import { SHELL_CACHE_PREFIX as PAGE_PREFIX } from "../ui/offline-shell/offline-shell";
import { offlineShellWorker, SHELL_CACHE_PREFIX, type LifecycleEvent, type ShellConfig, type WorkerFetchEvent, type WorkerScope } from "./service-worker";
import { precacheFiles, workerScript } from "./service-worker-plugin";

const ORIGIN = "https://gawe.test";
const ENTRY = "/app/assets/entry.js";
const CONFIG: ShellConfig = { version: "v2", base: "/app/", entry: ENTRY, precache: ["/app/assets/entry.js", "/app/assets/home.js", "/app/favicon.svg"] };
const SHELL_HTML = `<!doctype html><script type="module" src="${ENTRY}"></script>`;

const absolute = (input: RequestInfo | URL): string => new URL(input instanceof Request ? input.url : String(input), ORIGIN).href;

/** Cache Storage in memory, keyed by URL, with addAll's all-or-nothing. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly fetch: WorkerScope["fetch"]) {}
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(absolute(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(absolute(request), response);
  }
  async addAll(requests: readonly string[]): Promise<void> {
    const answers = await Promise.all(requests.map(async (r) => [r, await this.fetch(r)] as const));
    if (answers.some(([, a]) => !a.ok)) throw new TypeError("addAll: a request failed");
    for (const [r, a] of answers) this.entries.set(absolute(r), a);
  }
}

interface Network {
  readonly files: Map<string, () => Response>;
  offline: boolean;
  readonly asked: string[];
}

const setUp = (config: ShellConfig = CONFIG) => {
  const network: Network = {
    files: new Map([
      ["/app/offline-shell.json", () => Response.json({ enabled: true })],
      ["/app/", () => new Response(SHELL_HTML, { headers: { "Content-Type": "text/html", "Content-Security-Policy": "frame-ancestors 'none'", "Content-Encoding": "br" } })],
      ...config.precache.map((path) => [path, () => new Response(`body of ${path}`)] as const),
    ]),
    offline: false,
    asked: [],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(absolute(input));
    network.asked.push(url.pathname + url.search);
    if (network.offline) throw new TypeError("Failed to fetch");
    // The host answers every other page of the app with index.html (the SPA), and a missing asset with 404.
    const page = url.pathname.startsWith("/app/") && !url.pathname.startsWith("/app/assets/") ? network.files.get("/app/") : undefined;
    const file = network.files.get(url.pathname) ?? page;
    const response = file === undefined ? new Response("not found", { status: 404 }) : file();
    // A same-origin answer, as a browser types it.
    return Object.defineProperty(response, "type", { value: "basic" });
  });
  const caches = new Map<string, MemoryCache>();
  const listeners = new Map<string, (event: never) => void>();
  const enable = vi.fn(async () => undefined);
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    caches: {
      open: async (name: string) => {
        const cache = caches.get(name) ?? new MemoryCache(fetch);
        caches.set(name, cache);
        return cache as unknown as Cache;
      },
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
    registration: { navigationPreload: { enable } },
    fetch,
    skipWaiting: vi.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
  };
  offlineShellWorker(scope, config);

  const lifecycle = (type: "install" | "activate"): Promise<unknown> => {
    const waits: Promise<unknown>[] = [];
    const event: LifecycleEvent = { waitUntil: (p) => void waits.push(p) };
    (listeners.get(type) as (e: LifecycleEvent) => void)(event);
    return Promise.all(waits);
  };
  /** The worker's answer, or null when it leaves the request to the browser. */
  const request = async (url: string, init: { mode?: RequestMode; method?: string; preload?: Response } = {}): Promise<Response | null> => {
    let answer: Promise<Response> | null = null;
    const waits: Promise<unknown>[] = [];
    const req = new Request(new URL(url, ORIGIN), { method: init.method ?? "GET" });
    Object.defineProperty(req, "mode", { value: init.mode ?? "cors" });
    const event: WorkerFetchEvent = {
      request: req,
      ...(init.preload === undefined ? {} : { preloadResponse: Promise.resolve(init.preload) }),
      respondWith: (r) => void (answer = r),
      waitUntil: (p) => void waits.push(p),
    };
    (listeners.get("fetch") as (e: WorkerFetchEvent) => void)(event);
    const response = answer === null ? null : await answer;
    await Promise.all(waits);
    return response;
  };
  return { network, caches, scope, enable, lifecycle, request, fetch };
};

describe("the offline shell's worker: install", () => {
  it("caches the shell and the listed chunks under the build's name, then takes over at the next load", async () => {
    const w = setUp();
    await w.lifecycle("install");
    const cache = w.caches.get("gawe-shell-v2");
    expect([...(cache?.entries.keys() ?? [])].sort()).toEqual([`${ORIGIN}/app/`, ...CONFIG.precache.map((p) => ORIGIN + p)].sort());
    const shell = await cache?.match("/app/");
    expect(await shell?.text()).toBe(SHELL_HTML);
    // The host's headers stay (its policy), not the encoding of a body that is no longer encoded.
    expect(shell?.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    expect(shell?.headers.get("Content-Encoding")).toBeNull();
    expect(w.scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it("fails, caching nothing, when offline-shell.json switches it off or is missing", async () => {
    for (const flag of [() => Response.json({ enabled: false }), () => new Response("", { status: 404 }), () => new Response("<html>")]) {
      const w = setUp();
      w.network.files.set("/app/offline-shell.json", flag);
      await expect(w.lifecycle("install")).rejects.toThrow();
      expect(w.caches.size).toBe(0);
      expect(w.scope.skipWaiting).not.toHaveBeenCalled();
    }
  });

  it("fails when a chunk cannot be fetched, and leaves no half-filled cache behind", async () => {
    const w = setUp();
    w.network.files.delete("/app/assets/home.js");
    await expect(w.lifecycle("install")).rejects.toThrow();
    expect(w.caches.has("gawe-shell-v2")).toBe(false);
    expect(w.scope.skipWaiting).not.toHaveBeenCalled();
  });

  it("fails when index.html is another build's (it does not load this build's entry)", async () => {
    const w = setUp();
    w.network.files.set("/app/", () => new Response('<script type="module" src="/app/assets/newer.js"></script>'));
    await expect(w.lifecycle("install")).rejects.toThrow(/another build/);
    expect(w.caches.size).toBe(0);
  });

  it("fails with no signal", async () => {
    const w = setUp();
    w.network.offline = true;
    await expect(w.lifecycle("install")).rejects.toThrow();
    expect(w.scope.skipWaiting).not.toHaveBeenCalled();
  });
});

describe("the offline shell's worker: activate", () => {
  it("drops the caches of other builds (only its own kind) and turns navigation preload on", async () => {
    const w = setUp();
    await w.scope.caches.open("gawe-shell-v1");
    await w.scope.caches.open("someone-else");
    await w.lifecycle("install");
    await w.lifecycle("activate");
    expect([...w.caches.keys()].sort()).toEqual(["gawe-shell-v2", "someone-else"]);
    expect(w.enable).toHaveBeenCalledOnce();
  });
});

describe("the offline shell's worker: fetch", () => {
  it("answers a navigation from the network while there is signal, the cached shell only without", async () => {
    const w = setUp();
    await w.lifecycle("install");
    w.network.files.set("/app/", () => new Response("newer build"));
    expect(await (await w.request("/app/seeker", { mode: "navigate" }))?.text()).toBe("newer build");
    // The newer page does not replace the cached shell: only an install does, with its chunks.
    w.network.offline = true;
    expect(await (await w.request("/app/seeker", { mode: "navigate" }))?.text()).toBe(SHELL_HTML);
  });

  it("uses the navigation's preloaded answer when there is one", async () => {
    const w = setUp();
    const answer = await w.request("/app/login", { mode: "navigate", preload: new Response("preloaded") });
    expect(await answer?.text()).toBe("preloaded");
    expect(w.network.asked).toEqual([]);
  });

  it("without a cached shell, a navigation with no signal fails as it would without the worker", async () => {
    const w = setUp();
    w.network.offline = true;
    await expect(w.request("/app/login", { mode: "navigate" })).rejects.toThrow("Failed to fetch");
  });

  it("answers hashed assets and precached files from the cache, and keeps hashed assets fetched online", async () => {
    const w = setUp();
    await w.lifecycle("install");
    w.network.offline = true;
    expect(await (await w.request("/app/assets/home.js"))?.text()).toBe("body of /app/assets/home.js");
    expect(await (await w.request("/app/favicon.svg"))?.text()).toBe("body of /app/favicon.svg");
    w.network.offline = false;
    w.network.files.set("/app/assets/other-screen.js", () => new Response("other screen"));
    expect(await (await w.request("/app/assets/other-screen.js"))?.text()).toBe("other screen");
    w.network.offline = true;
    expect(await (await w.request("/app/assets/other-screen.js"))?.text()).toBe("other screen");
  });

  it("leaves alone the API, the kill-switch file, photos, queries, other origins and writes", async () => {
    const w = setUp();
    await w.lifecycle("install");
    for (const url of ["/api/job-search", "/event/track", "/app/offline-shell.json", "/app/sw.js", "/app/job-photos/1.webp", "/app/assets/home.js?retry=1", "https://cdn.gawe.id/app/assets/x.js", "/other/page"]) {
      expect(await w.request(url), url).toBeNull();
    }
    expect(await w.request("/app/assets/home.js", { method: "POST" })).toBeNull();
  });
});

describe("the build's worker script", () => {
  it("is the worker's own source called with the config, and runs on its own", async () => {
    const script = workerScript(CONFIG);
    const w = setUp();
    const listeners: string[] = [];
    new Function("self", script)({ ...w.scope, addEventListener: (type: string) => void listeners.push(type) });
    expect(listeners.sort()).toEqual(["activate", "fetch", "install"]);
    expect(script).toContain(JSON.stringify(CONFIG.version));
  });

  it("names its caches as the page's kill switch expects", () => {
    expect(SHELL_CACHE_PREFIX).toBe(PAGE_PREFIX);
    expect(offlineShellWorker.toString()).toContain(`"${SHELL_CACHE_PREFIX}"`);
  });
});

describe("the precache list", () => {
  const manifest: Manifest = {
    "index.html": { file: "assets/entry.js", src: "index.html", isEntry: true, imports: ["_shell.js"], dynamicImports: ["features/a.page.tsx", "features/b.page.tsx"], css: ["assets/entry.css"] },
    "_shell.js": { file: "assets/shell.js" },
    "features/a.page.tsx": { file: "assets/a.js", isDynamicEntry: true, imports: ["_shell.js", "_kit.js"], css: ["assets/a.css"] },
    "features/b.page.tsx": { file: "assets/b.js", isDynamicEntry: true },
    "_kit.js": { file: "assets/kit.js", assets: ["assets/icon.svg"] },
  };

  it("holds the roots' chunks, their static imports and stylesheets, not what they load on demand", () => {
    expect(precacheFiles(manifest, ["index.html", "features/a.page.tsx"])).toEqual([
      "assets/a.css",
      "assets/a.js",
      "assets/entry.css",
      "assets/entry.js",
      "assets/icon.svg",
      "assets/kit.js",
      "assets/shell.js",
    ]);
  });

  it("stops the build when a root is not in the manifest (a screen moved)", () => {
    expect(() => precacheFiles(manifest, ["features/moved.page.tsx"])).toThrow(/precache list/);
  });
});
