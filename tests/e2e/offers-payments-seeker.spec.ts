import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, coveredByToast, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { arrange, BackOffice, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 14, the seeker's side of what cannot be answered: a confirmed job at the same time
 * (SCHEDULE_CONFLICT, said where the buttons are) and an offer that expired unanswered ('Whoops,
 * you have not responded'), in both languages; and /bound's two results. Offers are made through
 * the back office's provider states (new phones each time), expired through its 'Expire now'.
 */

test("[id] a seeker with a confirmed job at the same time cannot accept and is told why; once the back office lets the offer run out, she sees 'Wah, kamu belum merespons'", async ({ page, browser, request }) => {
  const who = newParties();
  const { offerId } = await arrange(request, PROVIDER_STATE.seekerHasClashingJob, { ...who, clash: "overlap" });
  const errors = collectPageErrors(page);
  await signIn(page, who.seeker, `/seeker/offer?offerId=${offerId ?? ""}`, "id");
  await expect(page.getByText("Menunggu jawabanmu", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Terima" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Kamu sudah punya pekerjaan di waktu ini");
  // Still hers to answer (she may decline), nothing accepted.
  await expect(page.getByRole("button", { name: "Tolak" })).toBeEnabled();
  await expect(page.getByText("Kamu sudah menerima tawaran ini.")).toHaveCount(0);
  await screenshot(page, "offers/id-9-seeker-schedule-conflict", { fullPage: true });

  const office = await BackOffice.open(browser);
  await office.expireOffer(offerId ?? "");
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Wah, kamu belum merespons");
  await expect(page.getByText("Kedaluwarsa", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Terima" })).toHaveCount(0);
  await screenshot(page, "offers/id-10-seeker-expired", { fullPage: true });
  // Chromium logs every 4xx answer; the refusal was the point.
  expect(appErrors(errors).filter((e) => !/status of 409 .*\/api\/offers\/[^/]+\/accept\)$/.test(e))).toEqual([]);
  await office.close();
});

test("[id] the toast after accepting leaves the heading and 'Kamu menerima' in sight (issue 19: it covered them)", async ({ page, request }) => {
  const who = newParties();
  const { offerId } = await arrange(request, PROVIDER_STATE.offerSent, who);
  await signIn(page, who.seeker, `/seeker/offer?offerId=${offerId ?? ""}`, "id");
  await page.getByRole("button", { name: "Terima" }).click();
  const chip = page.getByText("Kamu menerima", { exact: true });
  await expect(chip).toBeVisible();
  await expect(page.locator(".ds-toast__text")).toHaveText("Tawaran diterima");
  const heading = page.getByRole("heading", { level: 1 });
  expect(await coveredByToast(page, [heading, chip]), "where the page was left").toEqual([]);
  // Read from the top, as the page opens: the toast still covers neither.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await coveredByToast(page, [heading, chip]), "at the top of the page").toEqual([]);
  await screenshot(page, "offers/id-11-seeker-accepted-toast");
});

test("[en] the seeker opens an offer that expired unanswered: 'Whoops, you have not responded'", async ({ page, browser, request }) => {
  const who = newParties();
  const { offerId } = await arrange(request, PROVIDER_STATE.offerSent, who);
  const office = await BackOffice.open(browser);
  await office.expireOffer(offerId ?? "");
  const errors = collectPageErrors(page);
  await signIn(page, who.seeker, "/seeker/activity", "en");
  await page.getByRole("tab", { name: "Offers" }).click();
  const card = page.getByRole("list", { name: "Your offers" }).getByRole("listitem");
  await expect(card).toContainText("Expired");
  await card.getByRole("link").click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Whoops, you have not responded");
  await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expectNoA11yViolations(page, "seeker's expired offer");
  await screenshot(page, "offers/en-9-seeker-expired", { fullPage: true });
  expect(appErrors(errors)).toEqual([]);
  await office.close();
});

for (const language of ["en", "id"] as const) {
  test(`[${language}] /bound: an e-wallet linked, or not with Retry`, async ({ page, context }) => {
    const L = language === "en";
    // "E‑wallet" with a non-breaking hyphen (U+2011): the heading never breaks it into "e-" and "wallet".
    await setLanguageCookie(context, language);
    await page.goto("/app/bound?status=success");
    await expect(page.getByRole("heading", { level: 1, name: L ? "E\u2011wallet linked" : "E\u2011wallet tertaut" })).toBeVisible();
    await expect(page.getByRole("link", { name: L ? "Done" : "Selesai" })).toBeVisible();
    await expectNoA11yViolations(page, `/bound success (${language})`);
    await screenshot(page, `offers/${language}-bound-success`);
    await page.goto("/app/bound?status=failed");
    await expect(page.getByRole("heading", { level: 1, name: L ? "E\u2011wallet link failed" : "Gagal menautkan e\u2011wallet" })).toBeVisible();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("button", { name: L ? "Retry" : "Coba lagi" })).toBeVisible();
    await expectNoA11yViolations(page, `/bound failed (${language})`);
    await screenshot(page, `offers/${language}-bound-failed`);
  });
}
