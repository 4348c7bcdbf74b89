import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { collectPageErrors, DEMO_ACCOUNTS, setLanguageCookie, signIn } from "../support/e2e-helpers";

/**
 * The offline shell (issue 12, docs/deploy.md "Offline shell"): after one visit with signal, the
 * app opens with none, from the service worker's cache; the kill switch removes it; inside the
 * native app it stays off unless the host opts in. The first visit is never controlled by the worker
 * (it registers 5 s after the load event and claims no page), so the other tests see today's
 * behaviour on their first load.
 */

// The suite blocks service workers (playwright.config.ts); here the worker is what is tested.
test.use({ serviceWorkers: "allow" });

// Every test waits for the worker (5 s after the load event) once or twice.
test.describe.configure({ timeout: 90_000 });

const workerState = (page: Page): Promise<string | null> =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/app/"))?.active?.state ?? null);

const shellCaches = (page: Page): Promise<string[]> => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("gawe-shell-")));

/** The worker registers 5 s after the load event, when idle, then caches the shell: allow a loaded machine its time. */
const shellReady = async (page: Page): Promise<void> => {
  await expect.poll(() => workerState(page), { timeout: 30_000 }).toBe("activated");
};

/** Refusals of the page's Content-Security-Policy and uncaught errors (offline, failed requests are expected). */
const seriousErrors = (errors: readonly string[]): readonly string[] => errors.filter((e) => /Content Security Policy|Uncaught|TypeError|ReferenceError/.test(e));

const offlineReload = async (page: Page, context: BrowserContext) => {
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), "the page comes from the offline shell").toBe(true);
  // Really no signal: a request the worker leaves alone fails.
  expect(await page.evaluate(() => fetch("/app/offline-shell.json", { cache: "no-store" }).then(() => "online", () => "offline"))).toBe("offline");
};

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test("after one visit with signal, /app/login opens with none, from the offline shell", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await setLanguageCookie(context, "en");
  await page.goto("/app/login");
  await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
  // The first visit is not controlled: the worker claims no page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await shellReady(page);

  await offlineReload(page, context);
  await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toBeVisible();
  expect(seriousErrors(errors)).toEqual([]);
});

test("a logged-in seeker's home opens with no signal: the shell, the home and its texts, and the list says it could not load", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await expect(page.getByRole("tab", { name: "Saved" })).toBeVisible();
  await shellReady(page);

  await offlineReload(page, context);
  await expect(page).toHaveURL(/\/app\/seeker$/);
  await expect(page.getByRole("tab", { name: "Saved" })).toBeVisible();
  await expect(page.getByText("Oops! Failed to load. Please try again.")).toBeVisible();
  // Back online, Retry shows the jobs.
  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(seriousErrors(errors)).toEqual([]);
});

test("kill switch: offline-shell.json saying disabled unregisters the worker and deletes its caches; with no signal the app no longer opens", async ({ page, context }) => {
  await setLanguageCookie(context, "en");
  await page.goto("/app/login");
  await shellReady(page);
  expect(await shellCaches(page)).toHaveLength(1);

  await context.route("**/app/offline-shell.json", (route) => route.fulfill({ json: { enabled: false } }));
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => shellCaches(page)).toEqual([]);

  await context.setOffline(true);
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test("a precache that fails never becomes active: with no signal the app does not open from a half-filled cache", async ({ page, context }) => {
  // One chunk of the provider's screens (not loaded by /app/login) cannot be fetched by the worker.
  let refused = "";
  await context.route(/\/app\/assets\/[\w-]+\.js$/, async (route) => {
    if (route.request().serviceWorker() !== null && refused === "") refused = route.request().url();
    return route.request().url() === refused ? route.fulfill({ status: 404, body: "" }) : route.fallback();
  });
  await setLanguageCookie(context, "en");
  await page.goto("/app/login");
  await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
  await expect.poll(() => refused, { timeout: 30_000 }).not.toBe("");
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/app/")) === undefined), { timeout: 30_000 }).toBe(true);
  expect(await shellCaches(page)).toEqual([]);
  await context.setOffline(true);
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test.describe("inside the native app", () => {
  const webview = "Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 GaweApp/2.1.5";

  test("off unless the host opts in: a worker found there is removed; with the host's token it registers", async ({ browser }) => {
    const app = await browser.newContext({ userAgent: webview });
    const page = await app.newPage();
    // A worker left from before (say, the host switched the shell off), registered from a page
    // that is not the app: the app's first load removes it.
    await page.goto("/app/favicon.svg");
    await page.evaluate(() => navigator.serviceWorker.register("/app/sw.js", { scope: "/app/" }));
    await shellReady(page);
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => shellCaches(page)).toEqual([]);
    await app.close();

    const optedIn = await browser.newContext({ userAgent: `${webview} GaweOfflineShell/1` });
    const opted = await optedIn.newPage();
    await opted.goto("/app/login");
    await shellReady(opted);
    await optedIn.close();
  });
});
