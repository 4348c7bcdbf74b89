import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22: the provider's offer page follows the seeker's answer by itself, on the user's event
 * stream (GET /api/events), without a reload and without polling. Two browsers: the provider's
 * phone and the seeker's.
 */

/** The provider's phone on the offer page, with the app's requests counted from the start. */
const providerAt = async (browser: Browser, phone: string, offerId: string, language: "en" | "id") => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const requests: string[] = [];
  let streamOpen = false;
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) requests.push(`${r.method()} ${url.pathname}`);
  });
  // The headers of the stream's answer come once the server holds the connection.
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/events" && r.status() === 200) streamOpen = true;
  });
  await signIn(page, phone, `/provider/offerDetail?offerId=${offerId}`, language);
  await expect.poll(() => streamOpen, { message: "the event stream is open" }).toBe(true);
  return { page, errors, requests, close: () => context.close() };
};

/** The offer's own status (the payments list has badges of its own). */
const badgeOf = (page: Page) => page.locator("main > p > .ds-badge");

test("[en] the provider's offer page turns to 'Accepted' when the seeker accepts, with no reload", async ({ browser, request }) => {
  const who = newParties();
  const { offerId = "" } = await arrange(request, PROVIDER_STATE.offerSent, who);
  const provider = await providerAt(browser, who.provider, offerId, "en");
  await expect(badgeOf(provider.page)).toHaveText("Sent, waiting for an answer");
  const loaded = provider.page.url();
  const offerReads = () => provider.requests.filter((r) => r === `GET /api/offers/${offerId}`).length;
  const readsBefore = offerReads();

  const seeker = await browser.newContext();
  const seekerPage = await seeker.newPage();
  await signIn(seekerPage, who.seeker, `/seeker/offer?offerId=${offerId}`, "en");
  await seekerPage.getByRole("button", { name: "Accept" }).click();
  await expect(seekerPage.locator(".ds-toast__text")).toHaveText("Offer accepted");

  await expect(badgeOf(provider.page)).toHaveText("Accepted");
  expect(provider.page.url(), "the same page, never reloaded").toBe(loaded);
  // One read of the offer after its event, not a polling loop.
  expect(offerReads() - readsBefore).toBe(1);
  expect(provider.requests.filter((r) => r === "GET /api/events"), "one stream").toHaveLength(1);
  await expectNoA11yViolations(provider.page, "provider's offer, accepted live");
  await screenshot(provider.page, "offers/en-12-provider-offer-accepted-live", { fullPage: true });
  expect(appErrors(provider.errors)).toEqual([]);
  await seeker.close();
  await provider.close();
});

test("[id] halaman tawaran penyedia berubah ke 'Ditolak' dengan pengembalian dana saat pencari kerja menolak, tanpa muat ulang", async ({ browser, request }) => {
  const who = newParties();
  const { offerId = "" } = await arrange(request, PROVIDER_STATE.offerSent, who);
  const provider = await providerAt(browser, who.provider, offerId, "id");
  await expect(badgeOf(provider.page)).toHaveText("Terkirim, menunggu jawaban");
  const loaded = provider.page.url();

  const seeker = await browser.newContext();
  const seekerPage = await seeker.newPage();
  await signIn(seekerPage, who.seeker, `/seeker/offer?offerId=${offerId}`, "id");
  await seekerPage.getByRole("button", { name: "Tolak" }).click();
  await seekerPage.getByRole("button", { name: "Tolak tawaran" }).click();
  await expect(seekerPage.locator(".ds-toast__text")).toHaveText("Tawaran ditolak");

  await expect(badgeOf(provider.page)).toHaveText("Ditolak");
  const refund = provider.page.getByRole("region", { name: "Pembayaran kembali ke saldomu" });
  await expect(refund).toContainText("Pencari kerja menolak.");
  await expect(refund.getByText("Saldomu", { exact: true })).toBeVisible();
  expect(provider.page.url(), "the same page, never reloaded").toBe(loaded);
  await expectNoA11yViolations(provider.page, "provider's offer, declined live");
  await screenshot(provider.page, "offers/id-12-provider-offer-declined-live", { fullPage: true });
  expect(appErrors(provider.errors)).toEqual([]);
  await seeker.close();
  await provider.close();
});
