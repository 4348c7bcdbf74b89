import { expect, type Page, type Request } from "@playwright/test";

/** The signed-in user's event stream: open for as long as a screen listens, so never "finished". */
const isEventStream = (request: Request): boolean => new URL(request.url()).pathname === "/api/events";

/**
 * `page.waitForLoadState("networkidle")` for the app's screens: resolves once no request but the
 * event stream has been in flight for 500 ms. Playwright's network idle never comes while the
 * stream is open (every logged-in screen opens it after the page's first touch or key: the home
 * tabs' unread badge, the shell's reminder toast). Call it when the page is made, before what it
 * waits for: it counts the requests it has seen start.
 */
export const networkQuiet = (page: Page): (() => Promise<void>) => {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on("request", (request) => {
    if (isEventStream(request)) return;
    inFlight.add(request);
    changedAt = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return async () => {
    await page.waitForLoadState("load");
    await expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= 500, { timeout: 30_000, intervals: [100] }).toBe(true);
  };
};
