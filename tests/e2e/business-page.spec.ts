import { expect, test, type Locator } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { PROVIDER_STATE } from "../../mock-server/provider-state-names";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, newPhone, signIn } from "../support/e2e-helpers";
import { arrange } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22: the business page seekers open. From a job's page (Kopi Senja's Barista job in Kemang,
 * provider-business.seed.ts) the business's name opens its page: logo, name, verified badge, 'no
 * ratings yet', what it is, its photos and its open jobs as the lists' cards; a card opens that
 * job, and back returns the way it came. A business that does not exist is 'not available'.
 */

const KOPI_SENJA_JOB = "j-1101"; // Barista, Kemang (a priority job: first on the page)
const OTHER_KOPI_SENJA_JOB = "j-1104"; // Cashier, Jatinegara
const KOPI_SENJA = "c-kopi-senja";

const TEXT = {
  en: { noJobs: "No open jobs right now", registered: "Registered as Kopi Senja Kemang", verified: "Verified business", noRatings: "No ratings yet", openJobs: /^Open jobs \(\d+\)$/, photo: "Photo 1 of Kopi Senja", missing: "This page is not available", back: "Back" },
  id: { noJobs: "Belum ada lowongan yang dibuka", registered: "Terdaftar sebagai Kopi Senja Kemang", verified: "Usaha terverifikasi", noRatings: "Belum ada penilaian", openJobs: /^Lowongan dibuka \(\d+\)$/, photo: "Foto 1 dari Kopi Senja", missing: "Halaman ini tidak tersedia", back: "Kembali" },
} as const;

/** Whether the image has loaded (the CSP let it in, the file is there). */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

for (const language of ["id", "en"] as const) {
  const text = TEXT[language];

  test(`[${language}] from a job's page to its business's page, its open jobs, and back`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/seeker/job?jobId=${KOPI_SENJA_JOB}`, language);

    const businessLink = page.locator("main header.sj-head").getByRole("link", { name: "Kopi Senja", exact: true });
    await expect(businessLink).toBeVisible();
    await screenshot(page, `${language}-job-page-head`, { scale: "css" });
    await businessLink.click();
    await expect(page).toHaveURL(new RegExp(`/app/seeker/business\\?businessId=${KOPI_SENJA}$`));

    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Kopi Senja");
    await expect(main.locator("header.sb-head img")).toHaveAttribute("src", "/app/business-logos/kopi-senja.svg");
    await expect(main.getByText(text.registered)).toBeVisible();
    await expect(main.getByText(text.verified)).toBeVisible();
    await expect(main.getByText(text.noRatings)).toBeVisible();
    const photo = main.getByRole("img", { name: text.photo });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(photo)).toBe(true);

    const jobs = main.getByRole("list", { name: text.openJobs });
    await expect(main.getByRole("heading", { level: 2, name: text.openJobs })).toBeVisible();
    await expect(jobs.getByRole("article").first().locator(`a[href*="jobId=${KOPI_SENJA_JOB}"]`)).toBeVisible();
    await expect(jobs.locator(`a[href*="jobId=${OTHER_KOPI_SENJA_JOB}"]`)).toBeVisible();
    // Nothing of what the business keeps to itself.
    await expect(main).not.toContainText("hr@kopisenja.id");
    await expect(main).not.toContainText("81322223333");
    await expectNoA11yViolations(page, `business page (${language})`);
    await screenshot(page, `${language}-business-page`, { fullPage: true, scale: "css" });

    // One of its jobs, then back to the business, then back to the job it was opened from.
    await jobs.locator(`a[href*="jobId=${OTHER_KOPI_SENJA_JOB}"]`).click();
    await expect(page).toHaveURL(new RegExp(`jobId=${OTHER_KOPI_SENJA_JOB}$`));
    await expect(page.locator("main header.sj-head").getByRole("link", { name: "Kopi Senja", exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`businessId=${KOPI_SENJA}$`));
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Kopi Senja");
    await page.getByRole("button", { name: text.back, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`jobId=${KOPI_SENJA_JOB}$`));
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] a business without logo or photos shows its initials; one without open jobs says so; an unknown one is not available`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/business?businessId=c-warung-bu-tini", language);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Warung Bu Tini");
    await expect(main.locator("header.sb-head .ds-avatar")).toHaveText("WB");
    await expect(main.getByRole("img")).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 2, name: text.openJobs })).toBeVisible();
    await screenshot(page, `${language}-business-page-initials`, { fullPage: true, scale: "css" });

    // A verified business of its own, made for this test, with no job yet.
    const { businessId } = (await arrange(page.request, PROVIDER_STATE.providerLoggedIn, { phone: newPhone("8129"), business: "verified" })) as unknown as { businessId: string };
    await page.goto(`/app/seeker/business?businessId=${businessId}`);
    await expect(main.getByRole("heading", { level: 2, name: text.openJobs })).toHaveText(/\(0\)$/);
    await expect(main.locator("[data-state='empty']")).toContainText(text.noJobs);
    await expectNoA11yViolations(page, `business page without jobs (${language})`);
    await screenshot(page, `${language}-business-page-no-jobs`, { fullPage: true, scale: "css" });
    expect(appErrors(errors)).toEqual([]);

    await page.goto("/app/seeker/business?businessId=c-nope");
    await expect(main.getByRole("heading", { level: 1, name: text.missing })).toBeVisible();
    await expect(main.getByRole("button", { name: /retry|coba lagi/i })).toHaveCount(0);
    await expectNoA11yViolations(page, `missing business page (${language})`);
    await screenshot(page, `${language}-business-page-missing`, { scale: "css" });
    // The browser logs the API's 404 itself; nothing else may go wrong.
    expect(appErrors(errors).filter((e) => !e.includes("404 (Not Found) (http://127.0.0.1") || !e.includes("/api/businesses/c-nope"))).toEqual([]);
  });
}
