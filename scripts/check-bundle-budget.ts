// Per-chunk budget from the production build: every lazily loaded chunk (each route's screen)
// must stay within 30 KB gzip. The first-screen budget (all JS /app/login loads <= 120 KB gzip)
// is measured in the browser by tests/e2e/budget.spec.ts, which sees what is really fetched.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const ROUTE_CHUNK_BUDGET_BYTES = 30 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const dist = process.env.GAWE_DIST_DIR === undefined ? "dist" : join("ui", process.env.GAWE_DIST_DIR);
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
const gzipBytes = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const routeChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith(".js"));
const rows = routeChunks
  .map((chunk) => ({ src: chunk.src ?? chunk.file, gzip: gzipBytes(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);
const over = rows.filter((row) => row.gzip > ROUTE_CHUNK_BUDGET_BYTES);
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

console.log(`${rows.length} route chunks; largest:`);
for (const row of rows.slice(0, 5)) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.src}`);
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (entry) console.log(`entry chunk ${entry.file}: ${kb(gzipBytes(entry.file))} gzip`);
if (rows.length === 0) {
  console.error("No lazy route chunks found: every route must be its own chunk.");
  process.exit(1);
}
if (over.length > 0) {
  for (const row of over) console.error(`✗ ${row.src}: ${kb(row.gzip)} > ${kb(ROUTE_CHUNK_BUDGET_BYTES)}`);
  process.exit(1);
}
console.log(`✓ every route chunk <= ${kb(ROUTE_CHUNK_BUDGET_BYTES)} gzip`);
