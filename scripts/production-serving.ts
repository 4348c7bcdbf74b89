import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { holdIdleConnections } from "../mock-server/http/keep-alive.js";

/**
 * How the production build is served (docs/deploy.md): hashed assets cached for a year and
 * compressed ahead of time (brotli, else gzip), every other answer revalidated. `vite preview`
 * (and with it the e2e suite and `npm run preview`) serves the build this way.
 */

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".html"]);
const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Too small to gain from compression (the headers cost more). */
const MIN_BYTES = 512;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

/** Writes `x.br` and `x.gz` next to every compressible file of the build. */
const precompress = (outDir: string): void => {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
};

/** The precompressed file this client accepts, with its encoding, or the file itself. */
export const chooseEncoding = (file: string, acceptEncoding: string, exists: (path: string) => boolean): { readonly path: string; readonly encoding: "br" | "gzip" | null } => {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, q]) => q === undefined || Number(q.trim().replace(/^q=/, "")) > 0)
      .map(([coding]) => coding),
  );
  const accepts = (coding: string) => accepted.has(coding);
  if (accepts("br") && exists(`${file}.br`)) return { path: `${file}.br`, encoding: "br" };
  if (accepts("gzip") && exists(`${file}.gz`)) return { path: `${file}.gz`, encoding: "gzip" };
  return { path: file, encoding: null };
};

export const productionServing = (): Plugin => {
  let outDir = "";
  let base = "/";
  return {
    name: "gawe-production-serving",
    apply: (_config, env) => env.command === "build" || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle() {
      precompress(outDir);
    },
    configurePreviewServer(server) {
      // The e2e suite's API calls reuse pooled connections to the preview too (its proxy included).
      // Over TLS it is an HTTP/2 server, whose streams share one connection with its own pings.
      if ("keepAliveTimeout" in server.httpServer) holdIdleConnections(server.httpServer);
      const assets = `${base}assets/`;
      const root = normalize(join(outDir, "assets") + sep);
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? "").split("?")[0] ?? "";
        if ((req.method !== "GET" && req.method !== "HEAD") || !url.startsWith(assets)) return next();
        const file = normalize(join(root, decodeURIComponent(url.slice(assets.length))));
        // A chunk that is not there (an old build's, a typo) is a 404, never the SPA's index.html:
        // a page answered for a script is a parse error the app cannot recover from.
        if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404;
          res.setHeader("Cache-Control", "no-cache");
          return void res.end();
        }
        const chosen = chooseEncoding(file, String(req.headers["accept-encoding"] ?? ""), existsSync);
        res.statusCode = 200;
        res.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
        res.setHeader("Cache-Control", IMMUTABLE);
        res.setHeader("Vary", "Accept-Encoding");
        res.setHeader("Content-Length", String(statSync(chosen.path).size));
        if (chosen.encoding !== null) res.setHeader("Content-Encoding", chosen.encoding);
        if (req.method === "HEAD") return void res.end();
        createReadStream(chosen.path).pipe(res);
      });
    },
  };
};
