import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { DEMO, setLanguageCookie, signIn } from "../support/e2e-helpers";

/** Budget of spec'd first screens: every JS file the browser fetched, gzip-measured from dist/. */
const FIRST_SCREEN_BUDGET = 120 * 1024;
const DIST_DIR = process.env.GAWE_DIST_DIR === undefined ? "dist" : `ui/${process.env.GAWE_DIST_DIR}`;

const jsFetched = (urls: string[]): number =>
  [...new Set(urls)]
    .map((url) => new URL(url).pathname.replace(/^\/app\//, `${DIST_DIR}/`))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

test("the JavaScript /app/login loads stays within 120 KB gzip", async ({ page, context }) => {
  await setLanguageCookie(context, "id");
  const urls: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) urls.push(response.url());
  });
  await page.goto("/app/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const bytes = jsFetched(urls);
  console.log(`/app/login loads ${urls.length} JS files, ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
});

test("the JavaScript of the seeker home (first load) stays within 120 KB gzip", async ({ page, context, browser }) => {
  await signIn(page, DEMO.seeker, "/seeker");
  const state = await context.storageState();
  const fresh = await browser.newContext({ storageState: state });
  const home = await fresh.newPage();
  const urls: string[] = [];
  home.on("response", (response) => {
    if (response.url().endsWith(".js")) urls.push(response.url());
  });
  await home.goto("/app/seeker");
  await expect(home.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await home.waitForLoadState("networkidle");
  const bytes = jsFetched(urls);
  console.log(`/app/seeker loads ${urls.length} JS files, ${(bytes / 1024).toFixed(1)} KB gzip`);
  expect(bytes).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET);
  await fresh.close();
});
