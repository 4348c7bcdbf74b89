import type { Page, Request, Route } from "@playwright/test";

/**
 * Sequential request rounds, counted from what each request waited for: nothing is timed, so a slow
 * or busy machine gives the same figure as an idle one (issue 20).
 *
 * Every request of the page is held until the counter lets it go. Round 1 is what `open` asks for
 * (the document, or the chunks of a tap). When a round has been let go, the counter waits until the
 * page has done everything it does with those answers: each has arrived in the page (it is in the
 * page's resource timing; a document has been committed), and the page's main thread has run out
 * of work twice (two tasks of the lowest priority have run). Whatever the page asks for by then is held:
 * it could only be asked for after something of that round had answered (everything before was
 * answered and settled), so it is the next round. A fetch that waits for another fetch's answer is
 * therefore one round later, which the request's initiator alone could not tell (its stack names the
 * script that called fetch, not the answer it awaited). The screen's figure is the number of rounds
 * let go before its first content is there.
 *
 * Each request is printed with its initiator (CDP `Network.requestWillBeSent`: `parser` for the
 * document's own tags, else the script whose code asked for it), which tells what a new round waited for.
 */

export interface RoundRequest {
  readonly url: string;
  /** The script whose code asked for it (short name), `module` (Chromium's module loader), `parser` (the document's tags), or CDP's initiator type. */
  readonly by: string;
}

export interface CountRoundsOptions {
  /**
   * Starts what is measured: a tap, or a navigation with `waitUntil: "commit"` (its load event waits
   * for held requests). Not awaited before the first round is let go.
   */
  readonly open: (page: Page) => Promise<unknown>;
  /** Whether the first content is there; asked after each round, so it must not wait. */
  readonly shown: (page: Page) => Promise<boolean>;
  /** Requests no content waits for (the favicon, the offline shell's switch): let through, not counted. */
  readonly ignore?: readonly RegExp[];
  /** How a held request is answered once let go; by the server unless said otherwise. */
  readonly answer?: (route: Route) => Promise<void>;
}

/** Requests the page asked for while the previous round settled; `rounds[0]` is round 1. */
export type Rounds = readonly (readonly RoundRequest[])[];

/** `/app/assets/abc.js` -> `abc.js`, anything else its path and query. */
export const shortUrl = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/app\/assets\//, "")}${search}`;
};

/**
 * Resolves once the page's main thread has had nothing more urgent to do, twice: a task of the
 * lowest priority runs after every task the answers queued (script evaluation, React's work, a
 * fetch's continuation). Not `requestIdleCallback` nor frames: a document whose stylesheet is still
 * held renders no frame and gets no idle period.
 */
export const idle = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const { scheduler } = window as unknown as { scheduler: { postTask(task: () => void, options: { priority: "background" }): Promise<void> } };
    await scheduler.postTask(() => undefined, { priority: "background" });
    await scheduler.postTask(() => undefined, { priority: "background" });
  });

/** Resolves once `request`'s answer (the `times`th for its URL) has arrived in the page, or it failed. */
const arrived = async (page: Page, request: Request, times: number, committed: Promise<unknown>): Promise<void> => {
  const response = await request.response();
  if (response === null || (await response.finished()) !== null) return;
  if (request.isNavigationRequest()) {
    await committed;
    return;
  }
  // The network layer is done with it; resource timing has it once the page has it too.
  await page.waitForFunction(
    ({ url, times }) => performance.getEntriesByName(url).length >= times,
    { url: request.url(), times },
  );
};

export const countRounds = async (page: Page, { open, shown, ignore = [], answer = (route) => route.continue() }: CountRoundsOptions): Promise<Rounds> => {
  const by = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
    // Chromium's module loader (a static import, a modulepreload) names no script: "module".
    const script = [initiator.stack, initiator.stack?.parent].flatMap((s) => s?.callFrames ?? []).find((f) => f.url !== "")?.url;
    by.set(request.url, initiator.type !== "script" ? initiator.type : script === undefined ? "module" : shortUrl(script));
  });
  // A home asks for ~60 files; the default buffer of 250 entries must not drop the ones waited for.
  await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));

  const held: Route[] = [];
  let holding = true;
  let wake = (): void => undefined;
  const handler = async (route: Route): Promise<void> => {
    if (!holding || ignore.some((re) => re.test(route.request().url()))) return route.continue();
    held.push(route);
    wake();
  };
  await page.route("**/*", handler);

  const rounds: string[][] = [];
  try {
    const opened = open(page);
    opened.catch(() => undefined); // awaited where it matters: a navigation's commit
    // Nothing can be asked of the page while a navigation waits for its document: first what `open` asks for.
    await Promise.race([new Promise<void>((resolve) => (held.length > 0 ? resolve() : (wake = resolve))), opened]);
    const navigating = () => held.some((route) => route.request().isNavigationRequest());
    while (navigating() || !(await shown(page).catch(() => false))) {
      if (held.length === 0) {
        // Nothing asked for yet: wait for a request, or for content that needed none.
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), page.waitForTimeout(250)]);
        continue;
      }
      const document = navigating();
      const round = held.splice(0);
      // How many entries each URL has before its answer: a URL asked for again needs one more. A new document starts with none.
      const urls = round.map((route) => route.request().url());
      rounds.push(urls);
      const before = document ? urls.map(() => 0) : await page.evaluate((list) => list.map((url) => performance.getEntriesByName(url).length), urls);
      const times = urls.map((url, i) => (before[i] ?? 0) + urls.slice(0, i + 1).filter((u) => u === url).length);
      // A request the page gave up on while it was held cannot be answered; it counts as failed.
      await Promise.all(round.map((route) => answer(route).catch(() => undefined)));
      await Promise.all(round.map((route, i) => arrived(page, route.request(), times[i] ?? 1, opened)));
      await idle(page);
    }
  } finally {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    await page.unroute("**/*", handler);
    await cdp.detach().catch(() => undefined);
  }
  return rounds.map((urls) => urls.map((url) => ({ url, by: by.get(url) ?? "?" })));
};

/** The rounds, one line each, every request with what asked for it: `2: [parser] a.js, b.css`. */
export const describeRounds = (rounds: Rounds): string =>
  rounds
    .map((round, i) => {
      const groups = new Map<string, string[]>();
      for (const r of round) groups.set(r.by, [...(groups.get(r.by) ?? []), shortUrl(r.url)]);
      return `  ${i + 1}: ${[...groups].map(([who, urls]) => `[${who}] ${urls.join(", ")}`).join("; ")}`;
    })
    .join("\n");
