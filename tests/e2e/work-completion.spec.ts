import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { arrange, balanceOf, newParties, personAt, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22, finishing a hire and both ratings at 360 px in both languages. The hire is arranged
 * through the API's own steps (mock-server/features/work/completion.provider-states.ts): three days
 * that ended, day 1 confirmed, day 2 declined, day 3 nobody clocked (absent), Rp250.000 a day. The
 * seeker finishes it from Selesaikan and rates the business; the provider sees the Rp500.000 of
 * the declined and absent days back and rates the seeker; the business page shows the rating.
 * Finishing waits while a day waits for support ('Waiting to Reconfirm').
 */

interface Ended {
  readonly providerToken: string;
  readonly businessId: string;
  readonly seekerToken: string;
  readonly seekerId: string;
  readonly hireId: string;
  readonly orderId: string;
}

const TEXT = {
  en: {
    tab: "Complete",
    finishLink: "Finish and rate",
    finish: "Finish the job",
    back: "Goes back to the business",
    done: "This job is finished.",
    star4: "4 stars",
    star5: "5 stars",
    tag: "Paid on time",
    seekerTag: "Punctual",
    send: "Send rating",
    thanks: "Thank you for your rating",
    refunded: "Refunded to you",
    rate: (name: string) => `Rate ${name}`,
    rated: (name: string) => `You rated ${name}`,
    rating: "4 out of 5 · 1 rating",
    seekerRating: "5 out of 5 from 1 business",
    waitingReconfirm: "Waiting to Reconfirm",
  },
  id: {
    tab: "Selesaikan",
    finishLink: "Selesaikan dan nilai",
    finish: "Selesaikan pekerjaan",
    back: "Kembali ke usaha",
    done: "Pekerjaan ini sudah selesai.",
    star4: "4 bintang",
    star5: "5 bintang",
    tag: "Dibayar tepat waktu",
    seekerTag: "Tepat waktu",
    send: "Kirim penilaian",
    thanks: "Terima kasih atas penilaianmu",
    refunded: "Dikembalikan kepadamu",
    rate: (name: string) => `Nilai ${name}`,
    rated: (name: string) => `Kamu sudah menilai ${name}`,
    rating: "4 dari 5 · 1 penilaian",
    seekerRating: "5 dari 5 · dinilai 1 usaha",
    waitingReconfirm: "Menunggu Konfirmasi Ulang",
  },
} as const;

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the seeker finishes a settled hire and rates the business; the provider gets the declined and absent days back and rates her; the business page shows the rating`, async ({ page, request, browser }) => {
    const parties = newParties();
    const ended = (await arrange(request, PROVIDER_STATE.hireEnded, parties)) as unknown as Ended;
    const before = await balanceOf(request, ended.providerToken);
    const errors = collectPageErrors(page);
    await signIn(page, parties.seeker, "/seeker/activity", language);
    await page.getByRole("tab", { name: text.tab, exact: true }).click();
    await page.getByRole("link", { name: text.finishLink }).click();
    await expect(page).toHaveURL(new RegExp(`/app/seeker/finish\\?orderId=${ended.orderId}$`));
    // What finishing does, before the tap: Rp250.000 stays hers, Rp500.000 goes back.
    await expect(page.locator(".wk-money dd")).toHaveText(["Rp250.000", "Rp500.000"]);
    await expect(page.getByText(text.back, { exact: true })).toBeVisible();
    await screenshot(page, `work-completion/${language}-1-finish`, { fullPage: true });
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: text.finish }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.finish }).click();
    await expect(page.getByText(text.done, { exact: true })).toBeVisible();
    expect((await balanceOf(request, ended.providerToken)).balance).toBe(before.balance + 500_000);

    // The rating: stars as radios, tags as toggle chips, a comment with its counter.
    await page.getByRole("radio", { name: text.star4 }).check();
    await page.getByRole("button", { name: text.tag }).click();
    await expect(page.getByRole("button", { name: text.tag })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("textbox").fill("Briefing jelas, dibayar tiap hari");
    await expect(page.locator(".ds-field__counter")).toHaveText("33/280");
    await screenshot(page, `work-completion/${language}-2-rate-business`, { fullPage: true });
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: text.send }).click();
    await expect(page.getByRole("heading", { name: text.thanks })).toBeVisible();
    await expect(page.getByRole("button", { name: text.send })).toHaveCount(0);
    await screenshot(page, `work-completion/${language}-3-rated`, { fullPage: true });

    // The provider, in her own browser: the refund on the order, then "Rate <seeker>".
    const seekerName = seekerNameOf(parties.seeker);
    const provider = await personAt(browser, parties.provider, `/provider/order?orderId=${ended.orderId}`, language);
    const card = provider.page.locator(`[data-hire-id="${ended.hireId}"]`);
    await expect(card.getByText(text.refunded)).toBeVisible();
    await expect(card).toContainText("Rp500.000");
    await screenshot(provider.page, `work-completion/${language}-4-provider-order`, { fullPage: true });
    await card.getByRole("link", { name: text.rate(seekerName) }).click();
    await provider.page.getByRole("radio", { name: text.star5 }).check();
    await provider.page.getByRole("button", { name: text.seekerTag }).click();
    await screenshot(provider.page, `work-completion/${language}-5-rate-seeker`, { fullPage: true });
    await expectNoA11yViolations(provider.page);
    await provider.page.getByRole("button", { name: text.send }).click();
    await expect(provider.page.getByRole("heading", { name: text.thanks })).toBeVisible();
    await provider.page.goBack();
    await provider.page.reload();
    await expect(provider.page.getByText(text.rated(seekerName))).toBeVisible();
    // Her resume, as providers open it from their applicants, shows the providers' rating of her.
    await provider.page.goto(`/app/resumeshare?userId=${ended.seekerId}`);
    await expect(provider.page.locator(".rs-rating")).toHaveText(text.seekerRating);
    await screenshot(provider.page, `work-completion/${language}-5b-resume`);
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();

    // The business page seekers open shows its rating.
    await page.goto(`/app/seeker/business?businessId=${ended.businessId}`);
    await expect(page.locator(".sb-rating__value")).toHaveText(text.rating);
    await screenshot(page, `work-completion/${language}-6-business-page`, { fullPage: true });
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] finishing waits while a day waits for support ('Waiting to Reconfirm')`, async ({ page, request }) => {
    const parties = newParties();
    const hired = (await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...parties, day1: "waitingReconfirm" })) as unknown as Ended;
    const errors = collectPageErrors(page);
    await signIn(page, parties.seeker, `/seeker/finish?orderId=${hired.orderId}`, language);
    await expect(page.getByRole("heading", { name: text.waitingReconfirm })).toBeVisible();
    await expect(page.getByRole("button", { name: text.finish })).toHaveCount(0);
    await screenshot(page, `work-completion/${language}-7-waiting-to-reconfirm`, { fullPage: true });
    await expectNoA11yViolations(page);
    // The server refuses it too, with the reason the app shows.
    const refused = await request.post(`${MOCK_URL}/api/hires/${hired.hireId}/complete`, {
      headers: { ...(await signedHeaders()), authorization: `Bearer ${hired.seekerToken}`, "idempotency-key": randomUUID() },
    });
    expect([refused.status(), ((await refused.json()) as { error: { code: string; details: unknown } }).error]).toMatchObject([409, { code: "HIRE_NOT_READY_TO_FINISH", details: { reason: "waitingReconfirm" } }]);
    expect(appErrors(errors)).toEqual([]);
  });
}
