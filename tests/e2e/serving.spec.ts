import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_DIST_DIR } from "../support/ports";

/** The production serving rules of docs/deploy.md, as the preview server (and so this suite) applies them. */

/**
 * The build's entry chunk, read when a test runs, never at import: `playwright test --list` loads
 * every spec, and a fresh clone has no build yet (scripts/playwright-list.process.test.ts).
 */
const builtEntry = (): { readonly file: string } | undefined => {
  const manifest = JSON.parse(readFileSync(join(E2E_DIST_DIR, ".vite", "manifest.json"), "utf8")) as Record<string, { readonly file: string; readonly isEntry?: boolean }>;
  return Object.values(manifest).find((chunk) => chunk.isEntry === true);
};

test("hashed assets are cached for a year and sent compressed; the page itself is revalidated", async ({ request }) => {
  const entry = builtEntry();
  expect(entry, "the build's entry chunk").toBeDefined();
  const asset = await request.get(`/app/${entry?.file ?? ""}`, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["content-type"]).toContain("text/javascript");
  const gzipOnly = await request.get(`/app/${entry?.file ?? ""}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzipOnly.headers()["content-encoding"]).toBe("gzip");
  const page = await request.get("/app/login");
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect(await page.text()).toContain('<div id="root">');
});

test("a chunk that does not exist is a 404, not the app's HTML", async ({ request }) => {
  const missing = await request.get("/app/assets/not-a-chunk.js");
  expect(missing.status()).toBe(404);
});
