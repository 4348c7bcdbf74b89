import { expect, test, type Page } from "@playwright/test";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, setLanguageCookie } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 19, item 7: a place reads the same on every screen, each part once and with its city
 * (domain/format/place.format.ts). j-9000's address already ends with its district
 * ("Jl. Raya No. 1, Kebayoran Baru"); j-9012 is in the district Tangerang of the city Tangerang.
 */

/** The value of a fact row (`<dt>` term, `<dd>` value) of a page. */
const fact = (page: Page, term: string) => page.locator("dl div", { has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) }).locator("dd");

test("[en] the offer form's place of work names the district once and adds the city", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInAsProvider(page, DEMO_ACCOUNTS.hendra.phone, `/provider/offer?jobId=j-9000&seekerId=${DEMO_ACCOUNTS.rina.userId}`);
  await expect(page.getByLabel("Place of work")).toHaveValue("Jl. Raya No. 1, Kebayoran Baru, Jakarta Selatan");
  expect(appErrors(errors)).toEqual([]);
});

test("[id] a share page names a district called like its city once", async ({ page, context }) => {
  await setLanguageCookie(context, "id");
  await page.goto("/app/jobDetailShare?jobId=j-9012");
  await expect(fact(page, "Lokasi kerja")).toHaveText("Tangerang");
  await screenshot(page, "place-text/id-job-detail-share-tangerang", { fullPage: true });
});
