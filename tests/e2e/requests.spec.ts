import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { jobCard, signInAsProvider } from "../support/provider-e2e";
import { networkQuiet } from "../support/network-quiet";

/**
 * Every API request the page sends from now on, as "METHOD /api/path"; not the event stream, which
 * every screen opens with the page's first touch or key (the tap measured may be that one).
 */
const apiRequests = (page: Page): string[] => {
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && pathname !== "/api/events") sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
};

test("the job page asks for its job once, also when the device's location answers after it (the distance is worked out on the page)", async ({ page, context }) => {
  const quiet = networkQuiet(page);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: -6.2262, longitude: 106.8525 });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/seeker/jobs/j-9005")) asked.push(request.url());
  });
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/job?jobId=j-9005", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await quiet();
  expect(asked).toHaveLength(1);
});

test("the job list never waits for the device's location: jobs show while it is still being found", async ({ page }) => {
  // A phone whose GPS never answers (it would, after its timeout).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition: () => undefined, watchPosition: () => 0, clearWatch: () => undefined } });
  });
  await signIn(page, DEMO_ACCOUNTS.seekerSmsOnly.phone, "/seeker", "en");
  await expect(page.getByRole("status").filter({ hasText: "Finding your location" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
});

// Writes refresh what they change (ui/shared/server-state/data.ts): the categories on these screens
// (asked once per visit) and every other read are not asked again. Both save what is already there.
test("saving the profile asks the profile again, and nothing else", async ({ page }) => {
  const quiet = networkQuiet(page);
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/occupation", "en");
  await expect(page.getByRole("button", { name: "Barista", exact: true })).toBeVisible();
  await quiet();
  const sent = apiRequests(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Personal info" })).toBeVisible();
  await quiet();
  // Personal info opening may ask for the profile once more (a screen refreshes what it shows).
  expect(new Set(sent)).toEqual(new Set(["POST /api/seeker/profile", "GET /api/seeker/profile"]));
});

test("saving a job asks the business, its jobs and the job's screening questions again (what the form shows), and nothing else", async ({ page }) => {
  const quiet = networkQuiet(page);
  await signInAsProvider(page, DEMO_ACCOUNTS.hotelAdmin.phone, "/jobPosting?jobId=j-1301", "en");
  await expect(page.getByLabel("Position")).toHaveValue("Housekeeping");
  await quiet();
  const sent = apiRequests(page);
  await page.getByRole("button", { name: "Save and post" }).click();
  await expect(page.getByRole("heading", { name: "Your job is posted" })).toBeVisible();
  // The write first; the reads it refreshes (the business, its jobs, the job's screening questions)
  // run side by side, in either order, and may start
  // after a quiet moment on a busy machine: wait for them rather than for the network to rest.
  await expect.poll(() => [...sent].sort()).toEqual(["GET /api/business", "GET /api/business/jobs", "GET /api/jobs/j-1301/screening-questions", "POST /api/jobs/j-1301/edit"]);
  expect(sent[0]).toBe("POST /api/jobs/j-1301/edit");
  await quiet();
  expect(sent).toHaveLength(4);
});

// A job action on the provider home is a write like a form's (useSubmit's send): it names the
// provider's jobs, so every read holding them is refreshed, not only the home's own.
test("closing a job from the provider home asks the home again, and the job's page shows the closed job, never the open one it had read", async ({ page }) => {
  const quiet = networkQuiet(page);
  const OPEN = "This job is open and takes applications.";
  const CLOSED = "This job is closed and no longer takes applications.";
  await signInAsProvider(page, DEMO_ACCOUNTS.hotelAdmin.phone, "/jobDerated?jobId=j-1302", "en");
  await expect(page.getByText(OPEN)).toBeVisible();
  await page.getByRole("link", { name: "Back to my jobs" }).click();
  await expect(jobCard(page, "j-1302")).toContainText("Front Desk");
  await quiet();

  const sent = apiRequests(page);
  await jobCard(page, "j-1302").getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Front Desk is closed")).toBeVisible();
  await quiet();
  expect(new Set(sent)).toEqual(new Set(["POST /api/jobs/j-1302/close", "GET /api/business", "GET /api/business/jobs"]));

  // The job's page read before the write is not shown again: its answer is held until checked.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/business/jobs", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("tab", { name: /Closed and drafts/ }).click();
  await jobCard(page, "j-1302").getByRole("link", { name: "Why is Front Desk closed?" }).click();
  await expect(page.getByRole("heading", { name: "Job status" })).toBeVisible();
  await expect(page.getByText(OPEN)).toHaveCount(0);
  release();
  await expect(page.getByText(CLOSED)).toBeVisible();
  await page.unroute("**/api/business/jobs");

  // Posting it again (the same kind of write, from the job's page) leaves the demo data as it was.
  await page.getByRole("button", { name: "Post again" }).click();
  await expect(page.getByText(OPEN)).toBeVisible();
});
