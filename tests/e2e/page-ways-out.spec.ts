import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";

test("a seeker opening a provider's page is told whose page it is and can switch role", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/createcompany", "en");
  await expect(page.getByRole("heading", { name: "This page is for Job Providers" })).toBeVisible();
  await page.getByRole("link", { name: "Switch to Job Provider" }).click();
  await expect(page).toHaveURL(/\/app\/account\/role$/);
});

test("a provider opening the seeker's job page is told so, in Indonesian, and gets home", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.providerAdmin.phone, "/seeker/job?jobId=j-9005", "id");
  await expect(page.getByRole("heading", { name: "Halaman ini untuk Pencari Kerja" })).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke beranda" }).click();
  await expect(page).toHaveURL(/\/app\/provider$/);
});

test("a job that is gone says so on a full page with a way back", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await page.goto("/app/seeker/job?jobId=j-nope");
  await expect(page.getByRole("heading", { name: "This job is no longer available" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/app\/seeker$/);
});

test("the resume page has its own way back (the webview has no back button)", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.hendra.phone, "/provider", "en");
  await page.goto(`/app/resumeshare?userId=${DEMO_ACCOUNTS.rina.userId}`);
  await expect(page.getByRole("heading", { name: DEMO_ACCOUNTS.rina.fullName })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/app\/provider$/);
});
