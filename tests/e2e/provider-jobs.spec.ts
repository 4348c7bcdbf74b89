import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, setLanguageCookie } from "../support/e2e-helpers";
import { jobCard, signInAsProvider } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

const openClosedTab = (page: Page) => page.getByRole("tab", { name: /Closed and drafts|Ditutup dan draf/ }).click();

test("a job with an applicant offers no Edit and says why; its form refuses it too", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider");
  const waiter = jobCard(page, "j-1001");
  await expect(waiter).toContainText("Applicants: 1");
  // Issue 21: the card leads with title, status and counts, then the salary; the Job ID is on the job's applicants page.
  await expect(waiter).toHaveText(/^WaiterOpenApplicants: 1Offers: \d+Rp/);
  await expect(waiter).not.toContainText("Job ID");
  await expect(waiter).toContainText("It has applicants or offers, so it can no longer be edited");
  await expect(waiter.getByRole("link", { name: "Edit Waiter" })).toHaveCount(0);
  await expect(waiter.getByRole("button", { name: "Edit Waiter" })).toHaveCount(0);
  await expect(jobCard(page, "j-1005").getByRole("link", { name: "Edit Dishwasher" })).toBeVisible();
  await expectNoA11yViolations(page, "/provider");
  // The form refuses it when opened by its address.
  await page.goto("/app/jobPosting?jobId=j-1001");
  await expect(page.getByRole("alert")).toContainText("This job can no longer be edited because it has applicants or offers");
  expect(appErrors(errors)).toEqual([]);
});

test("the five priority alerts: extend, reactivate, no need, not enough coupons, expired without coupons", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider");
  await expect(page.getByText("Priority coupons: 3")).toBeVisible();
  await screenshot(page, "provider-home-budi-en", { fullPage: true });
  await expectNoA11yViolations(page, "/provider");

  await jobCard(page, "j-1007").getByRole("button", { name: "Priority of Barista" }).click();
  await expect(page.getByRole("alertdialog", { name: "No need to extend yet" })).toContainText("You can extend it in its last 24 hours.");
  await page.getByRole("button", { name: "OK", exact: true }).click();

  await jobCard(page, "j-1002").getByRole("button", { name: "Priority of Cook" }).click();
  const extend = page.getByRole("dialog", { name: "Extend priority?" });
  await expect(extend).toContainText("for 1 coupon? You have 3.");
  await expectNoA11yViolations(page, "/provider with the extend dialog");
  await extend.getByRole("button", { name: "Extend (1 coupon)" }).click();
  await expect(page.getByText("Priority extended")).toBeVisible();
  await expect(page.getByText("Priority coupons: 2")).toBeVisible();

  await openClosedTab(page);
  await jobCard(page, "j-1006").getByRole("button", { name: "Priority of Delivery Rider" }).click();
  await expect(page.getByRole("dialog", { name: "Reactivate priority?" })).toContainText("for 1 coupon? You have 2.");
  await page.getByRole("button", { name: "Cancel" }).click();

  await signInAsProvider(page, DEMO_ACCOUNTS.kopiAdmin.phone, "/provider");
  await expect(page.getByText("Priority coupons: 0")).toBeVisible();
  await jobCard(page, "j-1101").getByRole("button", { name: "Priority of Barista" }).click();
  await expect(page.getByRole("alertdialog", { name: "Not enough coupons" })).toContainText("Extending needs 1 coupon and you have 0.");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await openClosedTab(page);
  await jobCard(page, "j-1102").getByRole("button", { name: "Priority of Barista" }).click();
  await expect(page.getByRole("alertdialog", { name: "Priority expired" })).toContainText("Reactivating needs 1 coupon and you have 0.");
});

test("a share page opens logged out, in English and Indonesian", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await setLanguageCookie(context, "en");
  await page.goto("/app/jobDetailShare?jobId=j-1201");
  await expect(page.getByRole("heading", { name: "Shop Assistant" })).toBeVisible();
  await expect(page.getByText("TSA Mart")).toBeVisible();
  await expect(page.getByText("Beji, Depok")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Gawe and apply" })).toBeVisible();
  await expectNoA11yViolations(page, "/jobDetailShare");
  await screenshot(page, "job-detail-share-en", { fullPage: true });
  await setLanguageCookie(context, "id");
  await page.goto("/app/jobJPDetailsShare?jobId=j-1201");
  await expect(page.getByRole("link", { name: "Buka Gawe dan lamar" })).toBeVisible();
  await expect(page.getByText("Usaha terverifikasi")).toBeVisible();
  await screenshot(page, "job-detail-share-id", { fullPage: true });
  await page.goto("/app/jobtimedetailsshare?jobId=j-nope");
  await expect(page.getByRole("heading", { name: "Lowongan ini sudah tidak tersedia" })).toBeVisible();
  // The unknown job answers 404 JOB_NOT_FOUND, which the browser logs.
  expect(appErrors(errors).filter((e) => !e.includes("/api/jobs/j-nope)"))).toEqual([]);
});

test("a member still under review cannot post, and is told why", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.pendingMember.phone, "/jobPosting");
  await expect(page.getByText("Your request to join this business is still under review by the Admin")).toBeVisible();
  await expect(page.getByRole("button", { name: "Post job" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save as draft" })).toBeDisabled();
});

test("the provider home and the job form in Indonesian", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider", "id");
  await expect(page.getByRole("heading", { name: "Lowongan saya" })).toBeVisible();
  await expect(jobCard(page, "j-1001").getByText("Pelamar: 1")).toBeVisible();
  await screenshot(page, "provider-home-id", { fullPage: true });
  await page.getByRole("link", { name: "Pasang lowongan" }).click();
  await expect(page.getByRole("heading", { name: "Pasang lowongan" })).toBeVisible();
  // No developer marker under the heading; the variant is only in data-variant.
  await expect(page.getByText("halaman baru")).toHaveCount(0);
  await expect(page.locator('main[data-variant="new"]')).toHaveCount(1);
  await expectNoA11yViolations(page, "/jobPosting id");
  await screenshot(page, "job-posting-id", { fullPage: true });
});

test("a closed job without applicants can be deleted after a confirmation", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.tokoAdmin.phone, "/provider");
  await openClosedTab(page);
  await jobCard(page, "j-1204").getByRole("button", { name: "Delete Merchandiser" }).click();
  await expect(page.getByRole("dialog", { name: "Delete this job?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Merchandiser is deleted")).toBeVisible();
  await openClosedTab(page);
  await expect(jobCard(page, "j-1204")).toHaveCount(0);
});

test("a closed job says why and can be posted again; /recuritment lists the jobs too", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/recuritment");
  await expect(page.getByRole("heading", { name: "My jobs" })).toBeVisible();
  await openClosedTab(page);
  await jobCard(page, "j-1006").getByRole("link", { name: "Why is Delivery Rider closed?" }).click();
  await expect(page.getByText(/This job closed by itself: its closing date \(.+\) has passed/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Post again" })).toHaveCount(0);
  await expectNoA11yViolations(page, "/jobDerated");
  await page.goto("/app/jobDerated?jobId=j-1004");
  await expect(page.getByText("This job is closed and no longer takes applications.")).toBeVisible();
  await page.getByRole("button", { name: "Post again" }).click();
  await expect(page.getByText("This job is open and takes applications.")).toBeVisible();
});
