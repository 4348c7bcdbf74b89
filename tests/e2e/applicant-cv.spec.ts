import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 19, item 14: the provider who received an application opens the applicant's CV through a
 * short-lived link the applicants list hands out to that provider only; the public resume says
 * whether there is a CV and never links it. Rina applied to Hendra's j-9000 with her CV (seed).
 */
test("the provider who received the application opens the CV; the public resume never links it", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInAsProvider(page, DEMO_ACCOUNTS.hendra.phone, "/provider/applicants?jobId=j-9000");
  const card = page.getByRole("article", { name: DEMO_ACCOUNTS.rina.fullName });
  await expect(card.getByText("CV attached")).toBeVisible();
  await screenshot(page, "applicant-cv/en-applicants", { fullPage: true });
  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: "Open CV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("rina-wulandari-cv.pdf");
  expect(readFileSync(await download.path()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await card.getByRole("link", { name: "Open resume" }).click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO_ACCOUNTS.rina.fullName })).toBeVisible();
  await expect(page.getByText("CV attached")).toBeVisible();
  await expect(page.getByRole("link", { name: /CV/ })).toHaveCount(0);
  await expect(page.locator('a[href*="/api/"]')).toHaveCount(0);
  expect(appErrors(errors)).toEqual([]);
});
