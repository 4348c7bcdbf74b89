import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";

/** Every API request the page sends from now on, as "METHOD /api/path". */
const apiRequests = (page: Page): string[] => {
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
};

test("the job page asks for its job once, also when the device's location answers after it (the distance is worked out on the page)", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: -6.2262, longitude: 106.8525 });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/seeker/jobs/j-9005")) asked.push(request.url());
  });
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/job?jobId=j-9005", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
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
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/occupation", "en");
  await expect(page.getByRole("button", { name: "Barista", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const sent = apiRequests(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Personal info" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Personal info opening may ask for the profile once more (a screen refreshes what it shows).
  expect(new Set(sent)).toEqual(new Set(["POST /api/seeker/profile", "GET /api/seeker/profile"]));
});

test("saving a job asks the business and its jobs again (what the form shows), and nothing else", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.hotelAdmin.phone, "/jobPosting?jobId=j-1301", "en");
  await expect(page.getByLabel("Position")).toHaveValue("Housekeeping");
  await page.waitForLoadState("networkidle");
  const sent = apiRequests(page);
  await page.getByRole("button", { name: "Save and post" }).click();
  await expect(page.getByRole("heading", { name: "Your job is posted" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(sent).toEqual(["POST /api/jobs/j-1301/edit", "GET /api/business", "GET /api/business/jobs"]);
});
