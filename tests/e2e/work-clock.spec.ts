import { expect, test } from "@playwright/test";
import { appErrors, collectPageErrors, MOCK_URL, signIn } from "../support/e2e-helpers";
import { newParties, personAt, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";
import { advanceMockClock, arrangeHire } from "../support/work-e2e";

/**
 * Issue 22, what the mock's clock decides, at 360 px in both languages (docs/business-rules.md
 * "Work and pay per day"): a clocked day the provider never answers is confirmed and paid by
 * itself 24 hours after its clock-out, and both screens say so; days nobody clocked become absent
 * and do not keep the seeker from finishing (Selesaikan). A three-day order, Rp250.000 a day
 * (mock-server/features/work/work.provider-states.ts). It moves the mock's clock, so it runs in
 * the `phone-clock` project (playwright.config.ts).
 */

const TEXT = {
  en: {
    waiting: "Waiting for confirmation",
    byItself: /^Confirmed by itself on .+ if the business does not answer$/,
    confirmed: "Confirmed",
    paid: /^Rp250\.000 paid to your balance on /,
    decidedAuto: "Confirmed automatically: the business did not answer in time.",
    providerAuto: "Confirmed automatically: nobody answered in time.",
    absent: "Absent",
    noClockIn: "No clock-in by the end of the shift",
    finish: "Finish the job",
    done: "This job is finished.",
  },
  id: {
    waiting: "Menunggu konfirmasi",
    byItself: /^Otomatis dikonfirmasi pada .+ kalau usaha ini tidak menjawab$/,
    confirmed: "Dikonfirmasi",
    paid: /^Rp250\.000 masuk ke saldomu pada /,
    decidedAuto: "Dikonfirmasi otomatis: usaha ini tidak menjawab tepat waktu.",
    providerAuto: "Dikonfirmasi otomatis: tidak ada jawaban tepat waktu.",
    absent: "Tidak hadir",
    noClockIn: "Tidak absen masuk sampai shift selesai",
    finish: "Selesaikan pekerjaan",
    done: "Pekerjaan ini sudah selesai.",
  },
} as const;

const HOUR_S = 3_600;

test.afterEach(async ({ request }) => {
  await request.post(`${MOCK_URL}/__dev/clock/reset`);
});

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] a clocked day the provider never answers is confirmed and paid by itself 24 hours after its clock-out; both screens say it was automatic`, async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const parties = newParties();
    const hired = await arrangeHire(request, PROVIDER_STATE.hiredStartedToday, { ...parties, day1: "awaitingConfirmation" });
    const errors = collectPageErrors(page);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, language);
    const day1 = page.locator(".wk-day").first();
    await expect(day1.getByText(text.waiting, { exact: true })).toBeVisible();
    await expect(day1.getByText(text.byItself)).toBeVisible();
    await expect(page.locator(".wk-money dd").first()).toHaveText("Rp0");

    // A day and a minute later, nobody having answered: she opens her order again.
    await advanceMockClock(request, 24 * HOUR_S + 60);
    await page.reload();
    await expect(day1.getByText(text.confirmed, { exact: true })).toBeVisible();
    await expect(day1.getByText(text.paid)).toBeVisible();
    await expect(day1.getByText(text.decidedAuto)).toBeVisible();
    await expect(page.locator(".wk-money dd").first()).toHaveText("Rp250.000");
    await screenshot(page, `work-clock/${language}-1-auto-confirmed`, { fullPage: true });

    const provider = await personAt(browser, parties.provider, `/provider/order?orderId=${hired.orderId}`, language);
    const day = provider.page.locator(`li[data-day-id="${hired.day1Id}"]`);
    await expect(day).toContainText(text.confirmed);
    await expect(day).toContainText(text.providerAuto);
    await expect(day.getByRole("button")).toHaveCount(0);
    await screenshot(provider.page, `work-clock/${language}-2-auto-confirmed-provider`, { fullPage: true });
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] days nobody clocked become absent on the clock and do not keep her from finishing`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const parties = newParties();
    const hired = await arrangeHire(request, PROVIDER_STATE.hiredStartedToday, { ...parties, day1: "confirmed" });
    const errors = collectPageErrors(page);
    // Past day 3's shift and the 24 hours an offline clock-in may still take to arrive.
    await advanceMockClock(request, (2 * 24 + 8 + 24 + 1) * HOUR_S);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, language);
    for (const nth of [1, 2]) {
      const day = page.locator(".wk-day").nth(nth);
      await expect(day.getByText(text.absent, { exact: true })).toBeVisible();
      await expect(day.getByText(text.noClockIn)).toBeVisible();
      await expect(day.getByRole("button")).toHaveCount(0);
    }
    await screenshot(page, `work-clock/${language}-3-absent`, { fullPage: true });

    await page.goto(`/app/seeker/finish?orderId=${hired.orderId}`);
    // Day 1 stays hers; the two absent days' wages go back to the business.
    await expect(page.locator(".wk-money dd")).toHaveText(["Rp250.000", "Rp500.000"]);
    await page.getByRole("button", { name: text.finish }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.finish }).click();
    await expect(page.getByText(text.done, { exact: true })).toBeVisible();
    await screenshot(page, `work-clock/${language}-4-finished`, { fullPage: true });
    expect(appErrors(errors)).toEqual([]);
  });
}
