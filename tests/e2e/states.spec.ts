import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_OTP_CODE, endSessionOnServer, signIn } from "../support/e2e-helpers";

/**
 * The states' one action, the one that can work (issue 21; docs/ui.md "States"): 'Log in again'
 * for a session the server ended, Retry where trying again can help (no signal). Someone else's
 * record with the way home: tests/e2e/page-ways-out.spec.ts.
 */

test("a session the server ended: 'Log in again' instead of Retry, and it logs in and comes back to the page", async ({ page }) => {
  const { phone } = DEMO_ACCOUNTS.hotelAdmin;
  await signIn(page, phone, "/provider", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await endSessionOnServer(page);
  await page.reload();
  await expect(page.getByText("Your session has ended. Please log in again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.getByRole("button", { name: "Log in again" }).click();

  // The login itself, as a person does it, then back where the session ended.
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fprovider$/);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("4-digit code").fill(DEMO_OTP_CODE);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app\/provider$/);
  await expect(page.getByText("Your session has ended. Please log in again.")).toHaveCount(0);
  await expect(page.getByRole("tab").first()).toBeVisible();
});

test("in Indonesian, a whole page whose session ended says so as its heading, with 'Masuk lagi' to the login and back", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "id");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await endSessionOnServer(page);
  await page.goto("/app/JSPersonInfo");
  await expect(page.getByRole("heading", { level: 1, name: "Sesi kamu telah berakhir. Silakan masuk lagi." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Coba lagi" })).toHaveCount(0);
  await page.getByRole("button", { name: "Masuk lagi" }).click();
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2FJSPersonInfo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Masuk ke Gawe" })).toBeVisible();
});

test("no signal: the job page says 'Oops! Failed to load' with Retry, and Retry shows the job once the signal is back", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The job's own request cannot get out, as with no signal (the app's code is already in).
  await page.route("**/api/seeker/jobs/j-1201*", (route) => route.abort("internetdisconnected"));
  await page.goto("/app/seeker/job?jobId=j-1201");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Failed to load. Please try again." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to home" })).toHaveCount(0);
  await page.unroute("**/api/seeker/jobs/j-1201*");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("link", { name: "Apply" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("an action sent after the session ended says so next to it, with 'Log in again' instead of Retry", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/job?jobId=j-1201", "en");
  const save = page.getByRole("button", { name: /^(Save|Saved)$/ });
  await expect(save).toBeVisible();
  await endSessionOnServer(page);
  await save.click();
  const alert = page.getByRole("alert").filter({ hasText: "Your session has ended. Please log in again." });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await alert.getByRole("button", { name: "Log in again" }).click();
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fseeker%2Fjob%3FjobId%3Dj-1201$/);
});
