import { expect, test, type Locator, type Page } from "@playwright/test";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { screenshot } from "../support/screenshot";

/**
 * Issue 21: a job shows its business's logo where the business has one (the seed's Hotel Melati),
 * on its card and on the job page's head; a business without one (Bu Tini's warung) shows its
 * initials there.
 */

const HOTEL_MELATI_JOB = "j-1302"; // Front Desk in Kelapa Gading
const WARUNG_JOB = "j-1001"; // Waiter in Kebayoran Baru
const HOTEL_MELATI_LOGO = "/app/business-logos/hotel-melati.svg";

const AREA = { id: "Areamu", en: "Your area" } as const;
const NEAREST = { id: "Lowongan terdekat", en: "Jobs nearest to you" } as const;

/** Whether the image has loaded (the CSP let it in, the file is there). */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

const cardOf = (page: Page, language: "id" | "en", jobId: string): Locator =>
  page
    .getByRole("list", { name: NEAREST[language] })
    .getByRole("article")
    .filter({ has: page.locator(`a[href*="jobId=${jobId}"]`) });

for (const language of ["id", "en"] as const) {
  test(`[${language}] a business's logo on its job card and job page head; initials for a business without one`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", language);

    await page.getByLabel(AREA[language]).selectOption("Kelapa Gading");
    const hotelCard = cardOf(page, language, HOTEL_MELATI_JOB);
    await expect(hotelCard.locator("img")).toHaveAttribute("src", HOTEL_MELATI_LOGO);
    await hotelCard.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(hotelCard.locator("img"))).toBe(true);
    await screenshot(page, `${language}-logo-card`);

    await page.getByLabel(AREA[language]).selectOption("Kebayoran Baru");
    const warungCard = cardOf(page, language, WARUNG_JOB);
    await expect(warungCard.locator(".ds-avatar")).toHaveText("WB");
    await expect(warungCard.locator("img")).toHaveCount(0);
    await screenshot(page, `${language}-initials-card`);

    await page.goto(`/app/seeker/job?jobId=${HOTEL_MELATI_JOB}`);
    const head = page.locator("main header.sj-head");
    await expect(head.locator("img")).toHaveAttribute("src", HOTEL_MELATI_LOGO);
    await expect.poll(() => loaded(head.locator("img"))).toBe(true);
    await expect(head).toContainText("Hotel Melati");
    await screenshot(page, `${language}-logo-job-head`);

    await page.goto(`/app/seeker/job?jobId=${WARUNG_JOB}`);
    await expect(head.locator(".ds-avatar")).toHaveText("WB");
    await expect(head.locator("img")).toHaveCount(0);
    await screenshot(page, `${language}-initials-job-head`);
    expect(appErrors(errors)).toEqual([]);
  });
}
