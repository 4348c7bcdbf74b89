import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { recordFigures } from "./figures";

/**
 * Issue 12, "Lists" (docs/performance.md): at 4x CPU the seeker home's job list scrolls through its
 * pages without a dropped frame, and appending a page of 20 costs what its 20 cards cost, not what
 * the whole list does.
 *
 * The list scrolls itself down, 30 px a frame, until PAGES more pages are in. Measured:
 * - each append, from the end of the page's response (Resource Timing) to the moment after the
 *   frame that shows its 20 new cards was rendered (a message posted from that frame's
 *   requestAnimationFrame runs after its style, layout and paint): the answer's check, React's
 *   render (a transition, in slices between the scroll's frames) and commit, layout and paint;
 * - requestAnimationFrame gaps over 50 ms (three frames at 60 Hz) and long tasks (> 50 ms).
 * Recorded for `npm run bench` (issue 20: timing belongs in a benchmark, not in `npm test`), which
 * holds the medians of its runs to their budgets (scripts/bench.ts): the median append, the slowest
 * append (one slow append alone, a garbage collection, is not what this guards against: a clean
 * clone's run saw a single 317 ms append among 83-178 ms ones), the frame gaps and the long tasks.
 * With unmemoized cards (every card rendered again on each page) appends grow with the list, to
 * 280-390 ms by the seventh page (median ~250), and long tasks come back (tried on 2026-11-24). The
 * issue's "well under 100 ms": medians mostly 58-80 ms alone on this machine (load ~2; 85-105 before
 * the lighter job cards), but not beside other test runs (load 4-7: medians 80-170, long tasks back).
 */

const THROTTLE = 4;
const PAGES = 7; // appended while scrolling: 20 -> 160 cards
const GAP_MS = 50;

interface Probe {
  frames: number[];
  longTasks: number[];
  responses: { url: string; end: number }[];
  appends: { count: number; painted: number }[];
  scrolling: boolean;
}

test("at 4x CPU the seeker home scrolls through its pages of 20 jobs: frame gaps, long tasks and the time of each append", async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const probe: Probe = { frames: [], longTasks: [], responses: [], appends: [], scrolling: false };
    (window as unknown as { __probe: Probe }).__probe = probe;
    new PerformanceObserver((list) => {
      if (probe.scrolling) for (const e of list.getEntries()) probe.longTasks.push(Math.round(e.duration));
    }).observe({ type: "longtask" });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceResourceTiming[])
        if (e.name.includes("/api/job-search")) probe.responses.push({ url: e.name, end: e.responseEnd });
    }).observe({ type: "resource", buffered: true });
    // Every frame: the number of cards (a live collection, nearly free); when it grew, note when
    // this frame has been rendered.
    const items = document.getElementsByClassName("ds-infinite__item");
    const channel = new MessageChannel();
    let pending: number | null = null;
    channel.port1.onmessage = () => {
      if (pending !== null) probe.appends.push({ count: pending, painted: performance.now() });
      pending = null;
    };
    let seen = 0;
    const frame = (now: number) => {
      if (probe.scrolling) probe.frames.push(now);
      if (items.length > seen) {
        seen = pending = items.length;
        channel.port2.postMessage(null);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "id");
  await page.getByLabel("Areamu").selectOption("Bekasi Selatan");
  const cards = page.getByRole("list", { name: "Lowongan terdekat" }).getByRole("article");
  await expect(cards).toHaveCount(20);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  try {
    // Scrolling the way a thumb flings, a steady 30 px a frame, until PAGES more pages are in.
    await page.evaluate(
      (target) =>
        new Promise<void>((resolve, reject) => {
          const probe = (window as unknown as { __probe: Probe }).__probe;
          const items = document.getElementsByClassName("ds-infinite__item");
          const started = performance.now();
          probe.scrolling = true;
          const step = () => {
            if (items.length >= target) {
              probe.scrolling = false;
              return resolve();
            }
            if (performance.now() - started > 30_000) return reject(new Error(`the list did not grow to ${target}`));
            window.scrollBy(0, 30);
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      20 * (PAGES + 1),
    );
    await page.waitForTimeout(200); // the last page's rendering is noted a frame later
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }

  const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
  const appendMs = (cards: number): number => {
    const end = probe.responses.find((r) => new URL(r.url).searchParams.get("cursor") === String(cards - 20))?.end;
    const painted = probe.appends.find((a) => a.count === cards)?.painted;
    if (end === undefined || painted === undefined) throw new Error(`no response or frame noted for the page up to ${cards} cards`);
    return Math.round(painted - end);
  };
  const pagesTo = (from: number, count: number) => Array.from({ length: count }, (_, i) => 20 * (from + i + 2));
  const scrolling = pagesTo(0, PAGES).map((n) => ({ cards: n, ms: appendMs(n) }));
  const gaps = probe.frames.slice(1).map((t, i) => Math.round(t - probe.frames[i]!));
  const sorted = [...gaps].sort((a, b) => a - b);
  const dropped = gaps.filter((g) => g > GAP_MS);
  const median = [...scrolling].sort((a, b) => a.ms - b.ms)[Math.floor(scrolling.length / 2)]!.ms;
  const list = (xs: readonly { cards: number; ms: number }[]) => xs.map((x) => `${x.cards - 19}-${x.cards}: ${x.ms} ms`).join(", ");
  console.log(
    [
      `list performance at ${THROTTLE}x CPU (response end -> new cards rendered):`,
      `  appends while scrolling: ${list(scrolling)} (median ${median} ms)`,
      `  frames while scrolling: ${gaps.length}, median gap ${sorted[Math.floor(sorted.length / 2)] ?? 0} ms, max ${sorted[sorted.length - 1] ?? 0} ms, ` +
        `gaps > ${GAP_MS} ms: ${dropped.length} [${dropped.join(", ")}]`,
      `  long tasks while scrolling: ${probe.longTasks.length} [${probe.longTasks.join(", ")}]`,
    ].join("\n"),
  );

  recordFigures({
    "list.append.median": median,
    "list.append.max": Math.max(...scrolling.map((a) => a.ms)),
    "list.frameGaps": dropped.length,
    "list.longTasks": probe.longTasks.length,
  });
});
