import { expect, test } from "@playwright/test";
import { formatRupiah } from "../../domain/format/number.format";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { arrange, newParties, offersOfJob, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 21, money that says it is safe: a paid payment leads with a check and the amount, then a
 * card with method, Transaction ID and time; the offer after it says 'Total paid'; the seeker's
 * offer says, with a shield, that her salary is already with Gawe, how much, how it is paid out and
 * what a cancellation does (spec 4). Each test makes its own provider, seeker and paid offer.
 */

const TEXT = {
  en: {
    sentTo: (name: string) => `Offer sent to ${name}`,
    totalPaid: "Total paid",
    details: "Payment details",
    time: /^\d{1,2} [A-Z][a-z]{2} 20\d\d, \d{2}:\d{2} WIB$/,
    seeOffer: "See the offer",
    held: "Your salary is already paid to Gawe",
    paid: (business: string, amount: string) => `${business} paid ${amount} to Gawe before sending this offer. Gawe holds it for you.`,
    rules: [
      "It is paid into your Gawe balance for each working day the business confirms.",
      "If you decline or do not answer in time, the money goes back to the business.",
      "If the business cancels the job before it starts, no salary is paid and the money goes back to the business.",
      "If it cancels after the job has started, you are paid for every confirmed working day; the rest goes back to the business.",
    ],
    accept: "Accept",
  },
  id: {
    sentTo: (name: string) => `Tawaran terkirim ke ${name}`,
    totalPaid: "Total dibayar",
    details: "Rincian pembayaran",
    time: /^\d{1,2} [A-Z][a-z]{2} 20\d\d, \d{2}\.\d{2} WIB$/,
    seeOffer: "Lihat tawaran",
    held: "Gajimu sudah dibayar ke Gawe",
    paid: (business: string, amount: string) => `${business} sudah membayar ${amount} ke Gawe sebelum mengirim tawaran ini. Gawe menyimpannya untukmu.`,
    rules: [
      "Gaji masuk ke saldomu di Gawe untuk setiap hari kerja yang dikonfirmasi usaha ini.",
      "Kalau kamu menolak atau tidak menjawab tepat waktu, uangnya kembali ke usaha ini.",
      "Kalau usaha ini membatalkan pekerjaan sebelum dimulai, gaji tidak dibayarkan dan uangnya kembali ke usaha ini.",
      "Kalau dibatalkan setelah pekerjaan dimulai, kamu tetap dibayar untuk setiap hari kerja yang sudah dikonfirmasi; sisanya kembali ke usaha ini.",
    ],
    accept: "Terima",
  },
} as const;

for (const language of ["en", "id"] as const) {
  const L = TEXT[language];

  test(`[${language}] a paid payment leads with a check and the amount, then method, Transaction ID and time; its offer says '${L.totalPaid}'`, async ({ page, request }) => {
    const who = newParties();
    const { paymentId, jobId, providerToken } = await arrange(request, PROVIDER_STATE.paymentSucceeded, who);
    const [offer] = await offersOfJob(request, jobId, providerToken);
    const total = formatRupiah(offer?.price.total ?? 0);
    const errors = collectPageErrors(page);
    await signIn(page, who.provider, `/paymentpage?paymentId=${paymentId ?? ""}`, language);

    const head = page.locator("main header");
    await expect(head.locator(".pm-success__check svg")).toBeVisible();
    await expect(head.getByRole("heading", { level: 1 })).toHaveText(L.sentTo(seekerNameOf(who.seeker)));
    await expect(head.getByText(total, { exact: true })).toBeVisible();
    await expect(head.getByText(L.totalPaid, { exact: true })).toBeVisible();
    // The amount is the largest text of the header (larger than the heading).
    const size = async (text: string) => head.getByText(text, { exact: true }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(total)).toBeGreaterThan(await head.getByRole("heading").evaluate((el) => parseFloat(getComputedStyle(el).fontSize)));

    const details = page.getByRole("region", { name: L.details });
    await expect(details.getByRole("definition")).toHaveText([/^(virtual account|e.wallet) \S+/i, /^TRX-\d{8}-\d{6}$/, L.time]);
    await expectNoA11yViolations(page, `paid payment (${language})`);
    await screenshot(page, `money/${language}-payment-paid`, { fullPage: true });

    await page.getByRole("link", { name: L.seeOffer }).click();
    const price = page.getByRole("region", { name: L.totalPaid });
    await expect(price).toBeVisible();
    await expect(price.getByRole("definition").last()).toHaveText(total);
    await screenshot(page, `money/${language}-offer-paid`, { fullPage: true });
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] the seeker's offer says, with a shield, that her salary is already with Gawe, how it is paid out and what a cancellation does`, async ({ page, request }) => {
    const who = newParties();
    const { offerId, jobId, providerToken } = await arrange(request, PROVIDER_STATE.offerSent, who);
    const [offer] = await offersOfJob(request, jobId, providerToken);
    const errors = collectPageErrors(page);
    await signIn(page, who.seeker, `/seeker/offer?offerId=${offerId ?? ""}`, language);

    const held = page.getByRole("region", { name: L.held });
    await expect(held.locator("h2 svg")).toBeVisible();
    await expect(held.locator("p")).toHaveText(L.paid(offer?.businessName ?? "", formatRupiah(offer?.price.salary ?? 0)));
    await expect(held.getByRole("listitem")).toHaveText([...L.rules]);
    await expectNoA11yViolations(page, `seeker's offer (${language})`);
    await screenshot(page, `money/${language}-seeker-offer-held`, { fullPage: true });

    // Accepted, the money stays held for her; declining and running out are no longer hers to do.
    await page.getByRole("button", { name: L.accept }).click();
    await expect(held.getByRole("listitem")).toHaveText([L.rules[0], L.rules[2], L.rules[3]]);
    expect(appErrors(errors)).toEqual([]);
  });
}
