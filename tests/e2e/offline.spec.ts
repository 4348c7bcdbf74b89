import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { E2E_DIST_DIR } from "../support/ports";
import { jobCard, signInAsProvider } from "../support/provider-e2e";

/**
 * A provider screen whose data cannot be fetched shows the catalogue's 'Oops! Failed to load' with
 * Retry (never a skeleton forever), and Retry works once the network is back (issue 9).
 */

/** The file the build made of `source` (a path from the repository root), read from Vite's manifest. */
const builtFile = (source: string): string => {
  const manifest = JSON.parse(readFileSync(join(E2E_DIST_DIR, ".vite", "manifest.json"), "utf8")) as Record<string, { readonly file: string }>;
  const key = Object.keys(manifest).find((k) => resolve("ui", k) === resolve(source));
  if (key === undefined) throw new Error(`${source} is not in the build's manifest`);
  return manifest[key]!.file;
};

test("offline when the provider home's code arrives: 'Oops! Failed to load' with Retry, and Retry shows the jobs once back online", async ({ page, context }) => {
  // The connection drops as the provider's use cases (loaded on first use, docs/performance.md)
  // are fetched: the screen's own chunk and the shell are there, its code for the data is not.
  const useCases = `**/app/${builtFile("adapters/provider.modules.ts")}`;
  await page.route(useCases, async (route) => {
    // The HTML's preload map asks for them together with the screen's own code: the connection
    // drops once the screen is there.
    await page.getByRole("heading", { name: "My jobs" }).waitFor();
    await context.setOffline(true);
    await route.abort("internetdisconnected");
  });
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider");
  await expect(page.getByText("Oops! Failed to load. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();

  await page.unroute(useCases);
  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry" }).click();
  // Chromium keeps a module graph that failed for the page's life, so this Retry reloads the whole
  // app (adapters/lazy.ts): allow a cold start's time on a loaded machine.
  await expect(page.getByRole("heading", { name: "My jobs" })).toBeVisible({ timeout: 15_000 });
  await expect(jobCard(page, "j-1001")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Oops! Failed to load. Please try again.")).toHaveCount(0);
});

test("in Indonesian, when the provider home's data requests fail: 'Oops! Loading gagal' with Coba lagi, which shows the jobs once they answer", async ({ page }) => {
  await page.route("**/api/**", (route) => route.abort("internetdisconnected"));
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider", "id");
  await expect(page.getByText("Oops! Loading gagal")).toBeVisible();
  await expect(page.getByRole("button", { name: "Coba lagi" })).toBeVisible();

  await page.unroute("**/api/**");
  await page.getByRole("button", { name: "Coba lagi" }).click();
  await expect(page.getByRole("heading", { name: "Lowongan saya" })).toBeVisible();
  await expect(jobCard(page, "j-1001")).toBeVisible();
  await expect(page.getByText("Oops! Loading gagal")).toHaveCount(0);
});

test("a sheet first opened while its code cannot load says so, and opens once the signal is back (a failed load is not kept)", async ({ page }) => {
  // The filter sheet's code loads when it is first opened (ui/design-system/lazy-component.ts).
  // React.lazy kept a failed import for the page's life: the sheet failed again after Retry.
  const sheet = `**/app/${builtFile("ui/features/job-search/job-filters.tsx")}`;
  await page.route(sheet, (route) => route.abort("internetdisconnected"));
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker");
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByText("Oops! Failed to load. Please try again.")).toBeVisible();

  await page.unroute(sheet);
  await page.getByRole("button", { name: "Retry" }).click();
  // The fetch failed while online: Chromium remembers the failed graph for the page's life, so the
  // next try reloads the page (lib/load-once.ts, the one policy); a tap after that opens the sheet.
  const dialog = page.getByRole("dialog", { name: "Filter jobs" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Filters" }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test("still without signal, opening the sheet again says so again and keeps the page (no reload into the browser's error page)", async ({ page, context }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker");
  await expect(page.getByRole("button", { name: "Filters" })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await context.setOffline(true);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByText("Oops! Failed to load. Please try again.")).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).click();
  }
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // Back online: the sheet's shared chunks failed too, and only a reload makes Chromium forget
  // them, so the first tap may reload the page; a tap after that opens the sheet.
  await context.setOffline(false);
  const sheet = page.getByRole("dialog", { name: "Filter jobs" });
  await expect(async () => {
    if (!(await sheet.isVisible())) await page.getByRole("button", { name: "Filters" }).click();
    await expect(sheet).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});
