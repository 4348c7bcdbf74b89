import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";

/*
 * Sequential network rounds before the first content of each main screen (issue 12: at most 4).
 *
 * A first visit with an empty cache, every request slowed by 150 ms (Chromium's own network
 * emulation, so one round is at least that long). The page notes when its first content enters the
 * document (a MutationObserver from an init script); the requests are read from the page's own
 * timings (the navigation and resource timing entries: start = when the request was queued, end =
 * when its last byte arrived; for the document its first, as HTML is parsed while it streams in).
 * Rounds: the document is round 1; a request is in round n + 1 when the latest round it could have
 * waited for is n, i.e. the highest round of the requests that had finished when it started. What
 * the first content needed had finished before it appeared, so the screen's figure is the highest
 * round among the requests finished by then. It is an upper bound: two requests that did not
 * depend on each other still count as two rounds when one happened to start after the other ended.
 * Requests no content waits for are left out: the favicon and the offline shell's switch (asked
 * for when the page is idle). The seeker screens run with a device whose location never answers:
 * the list must not wait for it (it starts at the remembered or default area), and its late answer
 * would only add requests after the first content.
 */

const BUDGET = 4;
const LATENCY_MS = 150;
const NOT_CONTENT = [/\/app\/favicon\.svg$/, /\/app\/offline-shell\.json$/];

interface Timing {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

interface Measured {
  readonly contentAt: number;
  readonly timings: readonly Timing[];
  /** Every API request of the visit, until the network went quiet. */
  readonly api: readonly string[];
}

/** What counts as a screen's first content: an element matching `selector` whose text contains `text`. */
interface FirstContent {
  readonly selector: string;
  readonly text: string;
  /** A device whose location never answers. */
  readonly noGps?: boolean;
}

/** Rounds of every request, as described above. */
export const roundsOf = (timings: readonly Timing[]): readonly (Timing & { readonly round: number })[] => {
  const sorted = [...timings].sort((a, b) => a.start - b.start || a.end - b.end);
  const done: (Timing & { round: number })[] = [];
  for (const t of sorted) {
    const before = done.filter((d) => d.end <= t.start).reduce((max, d) => Math.max(max, d.round), 0);
    done.push({ ...t, round: before + 1 });
  }
  return done;
};

const short = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/app\/assets\//, "")}${search}`;
};

/** Opens `path` in a fresh context (the cache empty, `storage` signed in or not), slowed down, and measures it. */
const measure = async (browser: Browser, storage: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>, path: string, content: FirstContent): Promise<Measured> => {
  const context = await browser.newContext({ storageState: storage });
  try {
    const page = await context.newPage();
    if (content.noGps === true)
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition: () => undefined, watchPosition: () => 0, clearWatch: () => undefined } });
      });
    await page.addInitScript(({ selector, text }: FirstContent) => {
      const w = window as unknown as { __firstContent?: number };
      const seen = (): boolean => [...document.querySelectorAll(selector)].some((e) => (e.textContent ?? "").includes(text));
      new MutationObserver((_records, observer) => {
        if (w.__firstContent === undefined && seen()) {
          w.__firstContent = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, content);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto(`/app${path}`);
    await page.waitForFunction(() => (window as unknown as { __firstContent?: number }).__firstContent !== undefined, null, { timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        contentAt: (window as unknown as { __firstContent: number }).__firstContent,
        // The document counts as answered at its first byte: the browser parses HTML as it streams in.
        timings: [{ name: nav.name, start: nav.startTime, end: nav.responseStart }, ...resources.map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }))],
        api: resources.filter((e) => e.name.includes("/api/")).map((e) => e.name),
      };
    }).then((measured) => ({ ...measured, timings: measured.timings.filter((t) => !NOT_CONTENT.some((re) => re.test(t.name))) }));
  } finally {
    await context.close();
  }
};

/**
 * The rounds before the first content, printed with what each round asked for. The screen's data
 * is asked for once, although its route's prefetch starts it before the screen is there.
 */
const report = (screen: string, { contentAt, timings, api }: Measured): number => {
  expect.soft(api.filter((url, i) => api.indexOf(url) !== i), `${screen}: API requests asked twice`).toEqual([]);
  const rounds = roundsOf(timings);
  const needed = rounds.filter((r) => r.end <= contentAt);
  const count = needed.reduce((max, r) => Math.max(max, r.round), 0);
  const lines = [...new Set(needed.map((r) => r.round))]
    .sort((a, b) => a - b)
    .map((n) => `  ${n}: ${needed.filter((r) => r.round === n).map((r) => short(r.name)).join(", ")}`);
  if (process.env.ROUNDS_DEBUG) for (const r of rounds) console.log(`    ${r.round} ${Math.round(r.start)}-${Math.round(r.end)} ${short(r.name)}`);
  console.log(`${screen}: ${count} rounds before first content (${Math.round(contentAt)} ms at ${LATENCY_MS} ms latency, budget ${BUDGET})\n${lines.join("\n")}`);
  return count;
};

test("/app/login reaches its first content in at most 4 rounds, in either language", async ({ browser, page }) => {
  for (const language of ["id", "en"] as const) {
    await setLanguageCookie(page.context(), language);
    const rounds = report(`/app/login (${language})`, await measure(browser, await page.context().storageState(), "/login", { selector: "input[type=tel]", text: "" }));
    expect.soft(rounds).toBeLessThanOrEqual(BUDGET);
  }
});

test("the seeker home and a job page reach their first content in at most 4 rounds", async ({ browser, page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const storage = await page.context().storageState();
  const home = report("/app/seeker", await measure(browser, storage, "/seeker", { selector: "ul.ds-infinite article", text: "", noGps: true }));
  const job = report("/app/seeker/job", await measure(browser, storage, "/seeker/job?jobId=j-9005", { selector: "h1", text: "Cashier", noGps: true }));
  expect.soft(home).toBeLessThanOrEqual(BUDGET);
  expect.soft(job).toBeLessThanOrEqual(BUDGET);
});

test("the provider home reaches its first content in at most 4 rounds", async ({ browser, page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const home = report("/app/provider", await measure(browser, await page.context().storageState(), "/provider", { selector: "li.ds-card", text: "Job ID j-" }));
  expect(home).toBeLessThanOrEqual(BUDGET);
});

/** The layout shift of a first visit of the seeker home until the device's location has answered. */
const seekerHomeShift = async (browser: Browser, storage: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>, location: "granted" | "denied") => {
  const context = await browser.newContext({ storageState: storage });
  try {
    if (location === "granted") {
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation({ latitude: -6.2262, longitude: 106.8525 });
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/app/seeker");
    const answered = location === "granted" ? page.getByText("Showing jobs nearest to your location.") : page.getByText("Location is off or unavailable.", { exact: false });
    await expect(answered).toBeVisible();
    await expect(page.locator("ul.ds-infinite article").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    return await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  } finally {
    await context.close();
  }
};

test("the seeker home does not shift while the device's location is found: the place notice keeps its height", async ({ browser, page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const storage = await page.context().storageState();
  for (const location of ["denied", "granted"] as const) {
    const shift = await seekerHomeShift(browser, storage, location);
    console.log(`/app/seeker, location ${location}: CLS ${shift.toFixed(4)}`);
    expect.soft(shift, `location ${location}`).toBe(0);
  }
});

test("navigating inside the app asks for a screen's chunk and everything it imports at once", async ({ browser, page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await expect(page.locator("ul.ds-infinite article").first()).toBeVisible();
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const fresh = await context.newPage();
    const cdp = await context.newCDPSession(fresh);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await fresh.goto("/app/seeker");
    await expect(fresh.locator("ul.ds-infinite article").first()).toBeVisible();
    // The first key or touch asks for the error texts (ui/i18n/i18n.ts): before the measured tap.
    await fresh.keyboard.press("Shift");
    await fresh.waitForLoadState("networkidle");
    const from = await fresh.evaluate(() => performance.now());
    await fresh.getByRole("link", { name: "Me" }).click();
    // The Me tab's own heading: the home's would count before anything of the new screen loaded.
    await expect(fresh.getByRole("heading", { level: 1, name: "Me" })).toBeVisible();
    const shown = await fresh.evaluate(() => performance.now());
    const timings = await fresh.evaluate((after) =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) => e.startTime >= after && e.name.endsWith(".js")).map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
    from);
    const rounds = roundsOf(timings.filter((t) => t.end <= shown));
    const count = rounds.reduce((max, r) => Math.max(max, r.round), 0);
    console.log(`/app/seeker -> /app/seeker/me: its code in ${count} round(s): ${rounds.map((r) => `${r.round}:${short(r.name)}`).join(", ")}`);
    expect(count).toBeLessThanOrEqual(2);
  } finally {
    await context.close();
  }
});
