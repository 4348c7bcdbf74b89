import { expect, test } from "@playwright/test";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { arrange, newParties, offersOfJob, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 19, what the provider is told when an offer would hire the business's own people or the
 * same person twice for one job: the refusal's text where the Pay button is, the form kept,
 * nothing paid. Data through the back office's provider states (new phones each time).
 */

/** Chromium logs every 4xx answer; the refusal is the point. */
const besides = (errors: readonly string[], refused: RegExp) => appErrors(errors).filter((e) => !refused.test(e));

const TEXT = {
  en: {
    actions: (name: string) => `What to do with ${name}`,
    send: "Send offer",
    wage: "Wage per working day",
    pay: /^Pay Rp[\d.]+ and send$/,
    ownBusiness: "You cannot make an offer to someone from your own business",
    payAgain: "Pay with this method",
    alreadySent: "You already have an offer waiting for this job seeker for this job",
  },
  id: {
    actions: (name: string) => `Tindakan untuk ${name}`,
    send: "Kirim tawaran",
    wage: "Upah per hari kerja",
    pay: /^Bayar Rp[\d.]+ dan kirim$/,
    ownBusiness: "Kamu tidak bisa memberi tawaran kepada orang dari usahamu sendiri",
    payAgain: "Bayar dengan metode ini",
    alreadySent: "Kamu sudah punya tawaran yang menunggu untuk pencari kerja ini di lowongan ini",
  },
} as const;

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] an offer to a Member of the provider's own business: the form says why and keeps what was typed; nothing is made`, async ({ page, request }) => {
    const who = newParties();
    const arranged = await arrange(request, PROVIDER_STATE.jobHasApplicant, { ...who, seekerInBusiness: true });
    const errors = collectPageErrors(page);
    await signIn(page, who.provider, `/provider/applicants?jobId=${arranged.jobId}`, language);
    await page.getByRole("group", { name: text.actions(seekerNameOf(who.seeker)) }).getByRole("link", { name: text.send }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.send })).toBeVisible();
    await page.getByLabel(text.wage).fill("250000");
    await page.getByRole("button", { name: text.pay }).click();
    const refusal = page.getByRole("alert").filter({ hasText: /\S/ });
    await expect(refusal).toHaveText(text.ownBusiness);
    await expect(page.getByRole("heading", { level: 1, name: text.send })).toBeVisible();
    await expect(page.getByLabel(text.wage)).toHaveValue("250.000");
    await refusal.scrollIntoViewIfNeeded();
    await screenshot(page, `offers/${language}-19-own-business`);
    expect(await offersOfJob(request, arranged.jobId, arranged.providerToken)).toEqual([]);
    expect(besides(errors, /status of 403 .*\/api\/offers\)$/)).toEqual([]);
  });

  test(`[${language}] paying a failed offer again once another offer of the job reached the seeker: refused with the reason, no second escrow`, async ({ page, request }) => {
    const who = newParties();
    const arranged = await arrange(request, PROVIDER_STATE.offerPaymentFailed, { ...who, cause: "insufficientBalance", anotherOfferSent: true });
    const errors = collectPageErrors(page);
    await signIn(page, who.provider, `/paymentpage?paymentId=${arranged.paymentId ?? ""}`, language);
    await page.getByRole("button", { name: text.payAgain }).click();
    const refusal = page.getByRole("alert").filter({ hasText: text.alreadySent });
    await expect(refusal).toHaveText(text.alreadySent);
    await refusal.scrollIntoViewIfNeeded();
    await screenshot(page, `offers/${language}-19-already-sent`);
    const offers = await offersOfJob(request, arranged.jobId, arranged.providerToken);
    expect(offers.map((o) => [o.state.status, o.payments.length]).sort()).toEqual([
      ["paymentFailed", 1],
      ["sent", 1],
    ]);
    expect(besides(errors, /status of 409 .*\/api\/offers\/[^/]+\/payments\)$/)).toEqual([]);
  });
}
