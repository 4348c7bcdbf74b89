import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Manifest, Plugin } from "vite";
import type { SideManifest } from "../manifests/manifest.js";
import { REST_ROUTE_MODULE } from "./route-modules.js";
import { offlineShellWorker, type ShellConfig } from "./service-worker.js";

/**
 * The offline shell (docs/deploy.md "Offline shell"): after the build, writes `sw.js` (the worker
 * of service-worker.ts with this build's precache list) and `offline-shell.json` (the kill switch)
 * into the build folder, next to index.html. The list comes from Vite's manifest: the chunks of
 * the manifests' precache roots with everything they import statically, and their stylesheets.
 *
 * GAWE_OFFLINE_SHELL=off at build time writes `{"enabled": false}`: every page of that build then
 * unregisters the worker and deletes its caches, and no worker installs.
 */

/**
 * What opens with no signal after one visit: each manifest's `precache` (the shell and the first
 * screens of each side: their route modules, the use cases they call; manifests/), and the texts
 * of both languages. Paths from the repository root; the build fails when one is missing from the
 * manifest, so a move is noticed. Other screens are kept as they are visited online (cache first).
 */
const precacheRoots = (manifests: readonly SideManifest[]): string[] => manifests.flatMap((manifest) => manifest.precache ?? []);

/** The repository root, which the manifests' paths start from. */
const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
/** Every text bundle (a few KB each), so the language a user picks offline is there. */
const LOCALES = /^i18n\/locales\/[\w-]+\/[\w-]+\.json$/;

/** The precache list of a build: the files (from the build folder) of `roots` and their static imports. */
export const precacheFiles = (manifest: Manifest, keys: readonly string[]): string[] => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`offline shell: ${key} is not in the build's manifest (a manifest's precache list, manifests/)`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].sort();
};

/** The worker script: the function's own source, called with this build's config. */
export const workerScript = (config: ShellConfig): string =>
  `// Gawe offline shell, build ${config.version} (scripts/service-worker.ts, docs/deploy.md).\n"use strict";\n(${offlineShellWorker.toString()})(self, ${JSON.stringify(config, null, 2)});\n`;

export const offlineShell = (manifests: readonly SideManifest[]): Plugin => {
  let root = "";
  let outDir = "";
  let base = "/";
  return {
    name: "gawe:offline-shell",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      order: "post",
      handler() {
        const enabled = process.env.GAWE_OFFLINE_SHELL !== "off";
        writeFileSync(join(outDir, "offline-shell.json"), `${JSON.stringify({ enabled })}\n`);
        const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
        const rootKeys = precacheRoots(manifests).map((source) => relative(root, resolve(REPOSITORY, source)));
        // The rest of the route table (scripts/route-modules.ts): a page opened offline other than a main screen is routed with it.
        const restKeys = Object.keys(manifest).filter((key) => key.endsWith(REST_ROUTE_MODULE));
        if (restKeys.length !== 1) throw new Error("offline shell: the build's manifest has no rest of the route table");
        const files = precacheFiles(manifest, [...rootKeys, ...restKeys, ...Object.keys(manifest).filter((key) => LOCALES.test(key))]);
        const extras = ["favicon.svg"].filter((file) => existsSync(join(outDir, file)));
        const entry = manifest["index.html"]?.file;
        if (entry === undefined) throw new Error("offline shell: the manifest has no index.html entry");
        const html = readFileSync(join(outDir, "index.html"), "utf8");
        const precache = [...files, ...extras].map((file) => `${base}${file}`);
        const version = createHash("sha256")
          .update(html)
          .update(precache.join("\n"))
          .update(offlineShellWorker.toString())
          .digest("hex")
          .slice(0, 16);
        writeFileSync(join(outDir, "sw.js"), workerScript({ version, base, entry: `${base}${entry}`, precache }));
      },
    },
  };
};
