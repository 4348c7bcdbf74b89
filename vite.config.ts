import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { MANIFEST_ROUTES, SHELL_MANIFEST, SIDES } from "./manifests/index.js";
import { contentSecurityPolicyMeta } from "./scripts/content-security-policy.js";
import { productionServing } from "./scripts/production-serving.js";
import { routeModules } from "./scripts/route-modules.js";
import { routePreload } from "./scripts/route-preload.js";
import { offlineShell } from "./scripts/service-worker-plugin.js";
import { textBundles } from "./scripts/text-bundles.js";

/** Where the mock API listens; scripts/start.ts and the e2e setup set it. */
const mockOrigin = process.env.GAWE_MOCK_ORIGIN ?? "http://127.0.0.1:4010";
/**
 * HTTPS, and with it HTTP/2, for `vite preview` when GAWE_PREVIEW_TLS names a folder with
 * `cert.pem` and `key.pem`: production hosts serve over HTTP/2 (docs/deploy.md), and
 * `npm run lighthouse` measures the build that way.
 */
const previewTls = () => {
  const dir = process.env.GAWE_PREVIEW_TLS;
  return dir === undefined || dir === "" ? undefined : { cert: readFileSync(join(dir, "cert.pem")), key: readFileSync(join(dir, "key.pem")) };
};
const proxy = {
  "/api": { target: mockOrigin, changeOrigin: true },
  "/event": { target: mockOrigin, changeOrigin: true },
  "/__dev": { target: mockOrigin, changeOrigin: true },
};

// react-router 7's package exports point at its development build even in production
// (remix-run/react-router#14102): dev warnings and ~2 KB gzip more on the first screen.
const reactRouterProduction = (file: string): string =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * What the page runs before it imports anything on demand: every module the HTML's script imports
 * statically, found once the module graph is complete (buildEnd, before the chunks are made). The
 * shell group takes them too, so the first screen's code is one chunk, not react-dom and the
 * adapters in the entry and the rest in the shell, each file with its own copy of the names they
 * share and of Vite's dependency lists (-1.2 KB gzip on every screen).
 */
const firstScreenModules = () => {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "gawe:first-screen-modules",
    apply: "build",
    buildEnd() {
      const visit = (id: string): void => {
        if (modules.has(id)) return;
        modules.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry !== true) continue;
        for (const script of this.getModuleInfo(id)?.importedIds ?? []) this.getModuleInfo(script)?.importedIds.forEach(visit);
      }
    },
  };
  return { plugin, has: (id: string): boolean => modules.has(id) };
};

const firstScreen = firstScreenModules();
/** The modules (from the repository root) of one of the shell manifest's chunk groups, as the build's module ids. */
const moduleIds = (modules: readonly string[]): ReadonlySet<string> => new Set(modules.map((module) => fileURLToPath(new URL(`./${module}`, import.meta.url))));
const SHELL_CHUNK = moduleIds(SHELL_MANIFEST.chunks.shell);
const ENTRY_CHUNK = moduleIds(SHELL_MANIFEST.chunks.entry);

export default defineConfig(({ command }) => ({
  root: "ui",
  resolve:
    command === "build"
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
            // react-i18next imports useSyncExternalStore from this shim for React < 18; on React 19
            // the shim hands out React's own hook, so its fallback is dead weight (~0.2 KB gzip).
            { find: /^use-sync-external-store\/shim$/, replacement: "react" },
            // tsyringe's package names its ES2015 build ("es2015") beside the ES5 one Vite picks
            // ("module"); the app targets ES2022, so the ES5 down-levelling is dead weight (-1.3 KB gzip).
            { find: /^tsyringe$/, replacement: fileURLToPath(new URL("./node_modules/tsyringe/dist/esm2015/index.js", import.meta.url)) },
          ],
        }
      : {},
  base: "/app/",
  publicDir: "public",
  // The production build carries its Content-Security-Policy as a <meta> (docs/deploy.md).
  plugins: [react(), routeModules(MANIFEST_ROUTES), textBundles(SHELL_MANIFEST), contentSecurityPolicyMeta(), productionServing(), offlineShell([SHELL_MANIFEST, ...SIDES]), routePreload({ shell: SHELL_MANIFEST, sides: SIDES }), firstScreen.plugin],
  build: {
    // GAWE_DIST_DIR lets parallel builds (two checkouts, two e2e runs) keep apart; relative to ui/.
    outDir: process.env.GAWE_DIST_DIR ?? "../dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Phones that lack <link rel=modulepreload> (iOS < 17) fetch chunks as they are imported;
    // the polyfill would cost every first screen for their sake.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Hash-only names: every route chunk's name is listed in the first screen's preload map,
        // and readable prefixes there cost ~1 KB gzip. The manifest maps sources to files. Seven
        // characters (42 bits; the least the bundler allows for this many chunks, it says when
        // more are needed): the shell names ~290 files and random characters do not compress,
        // so each character less is ~0.3 KB gzip on every first screen.
        chunkFileNames: "assets/[hash:7].js",
        entryFileNames: "assets/[hash:7].js",
        // Without groups the shell splits into ~40 tiny shared chunks, each gzipped on its own:
        // more bytes and more requests on the first screen. The always-needed shell goes in one
        // chunk, with everything the entry script imports statically (firstScreenModules above);
        // route screens stay their own lazy chunks. Effect has no group, so it splits by use:
        // the logged-in homes load only its core (Result, Data: ~5.7 KB), Schema's part (~20.7 KB)
        // comes with the first schema (docs/architecture.md, "First paint of the homes without
        // Effect"). The shared submit kit rides in the shell (the shell manifest's `chunks`). A
        // module in a group is placed there even when only lazily imported, so the shell group
        // lists Effect-free modules only (docs/performance.md): one that imports Effect would pull
        // it into every first screen.
        codeSplitting: {
          groups: [
            // The shell manifest's chunks (manifests/shell.manifest.ts says why each is there).
            ...Object.entries(SHELL_MANIFEST.chunks.own).map(([name, modules]) => {
              const ids = moduleIds(modules);
              return { name, test: (id: string) => ids.has(id) };
            }),
            { name: "shell", test: (id: string) => SHELL_CHUNK.has(id) || (firstScreen.has(id) && !ENTRY_CHUNK.has(id)) },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true, proxy },
  // Hashed assets are served by productionServing (a year, immutable, precompressed); everything
  // else, index.html first, is revalidated on every visit so a new build is seen at once.
  preview: { host: "127.0.0.1", port: 4173, strictPort: true, proxy, headers: { "Cache-Control": "no-cache" }, https: previewTls() },
}));
