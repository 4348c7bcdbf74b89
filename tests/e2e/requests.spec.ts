import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";

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
