import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import type { OrderDetail, WorkDay } from "../../domain/work/work-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { apiGet, arrange, balanceOf, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22, the seeker's side of work at 360 px in both languages: today's shift in Aktivitas'
 * Masuk/Pulang, clocking in and out, the day waiting for the provider, who confirms it through the
 * API, and the day paid on her order page without a reload; an absence notice and withdrawing before the start.
 * Each test hires a new seeker through the work provider states (a three-day order, Rp250.000 a day).
 */

/** What the hire states hand back (mock-server/features/work/work.provider-states.ts). */
interface Hired {
  readonly providerToken: string;
  readonly seekerToken: string;
  readonly orderId: string;
  readonly hireId: string;
  readonly day1Id: string;
  readonly day2Id: string;
  readonly day3Id: string;
}

const TEXT = {
  en: {
    tab: "Clock in/out",
    clockIn: "Clock in",
    clockOut: "Clock out",
    waiting: "Waiting for confirmation",
    confirmed: "Confirmed",
    paid: /^Rp250\.000 paid to your balance on /,
    released: "Paid to your balance",
    absence: "I can't come",
    absenceConfirm: "Tell the business",
    absent: "Absent",
    notified: /^You told them on /,
    note: "Your note: Ada acara keluarga",
    withdraw: "Withdraw from this order",
    withdrawConfirm: "Withdraw",
    withdrawn: "You withdrew",
    reason: "Reason: Came two hours late",
    reconfirm: "Ask to reconfirm",
    reconfirmConfirm: "Ask support",
    waitingReconfirm: "Waiting to Reconfirm",
    supportBy: /^Support answers by .+ WIB$/,
    noLocation: "No location",
  },
  id: {
    tab: "Masuk/Pulang",
    clockIn: "Absen masuk",
    clockOut: "Absen pulang",
    waiting: "Menunggu konfirmasi",
    confirmed: "Dikonfirmasi",
    paid: /^Rp250\.000 masuk ke saldomu pada /,
    released: "Sudah masuk saldomu",
    absence: "Saya tidak bisa datang",
    absenceConfirm: "Beri tahu usaha ini",
    absent: "Tidak hadir",
    notified: /^Kamu memberi tahu pada /,
    note: "Catatanmu: Ada acara keluarga",
    withdraw: "Mundur dari pesanan ini",
    withdrawConfirm: "Mundur",
    withdrawn: "Kamu mengundurkan diri",
    reason: "Alasan: Came two hours late",
    reconfirm: "Minta konfirmasi ulang",
    reconfirmConfirm: "Minta ke tim bantuan",
    waitingReconfirm: "Menunggu Konfirmasi Ulang",
    supportBy: /^Tim bantuan menjawab paling lambat .+ WIB$/,
    noLocation: "Tanpa lokasi",
  },
} as const;

/** A provider's POST on a working day, as her app sends it (signed, bearer, a new idempotency key). */
const providerPost = async (request: APIRequestContext, path: string, token: string): Promise<WorkDay> => {
  const response = await request.post(`${MOCK_URL}/api${path}`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}`, "idempotency-key": randomUUID() } });
  expect(response.status(), `POST /api${path}`).toBe(200);
  return (await response.json()) as WorkDay;
};

/** The card of the working day dated `nth` (0: the first) on the order page. */
const dayCard = (page: Page, nth: number) => page.locator(".wk-day").nth(nth);

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the seeker clocks in and out of today's shift; the provider confirms it and her order page shows it paid`, async ({ page, context, request }) => {
    const parties = newParties();
    const hired = (await arrange(request, PROVIDER_STATE.hiredStartedToday, parties)) as unknown as Hired;
    // Her phone at the job's place, location allowed: each punch carries it (the browser's geolocation).
    const place = (await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.seekerToken)).place.point;
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: place.lat, longitude: place.lng, accuracy: 20 });
    const errors = collectPageErrors(page);
    await signIn(page, parties.seeker, "/seeker/activity", language);
    await page.getByRole("tab", { name: text.tab }).click();
    const today = page.locator(".wk-shift").first();
    await expect(today.getByRole("button", { name: text.clockIn })).toBeVisible();
    await screenshot(page, `work/${language}-1-today`, { fullPage: true });
    await expectNoA11yViolations(page);

    await today.getByRole("button", { name: text.clockIn }).click();
    await expect(today.getByRole("button", { name: text.clockOut })).toBeVisible();
    await today.getByRole("button", { name: text.clockOut }).click();
    await expect(today.getByText(text.waiting, { exact: true })).toBeVisible();
    await expect(today.getByRole("button")).toHaveCount(0);

    await today.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/app/seeker/order\\?orderId=${hired.orderId}$`));
    await expect(dayCard(page, 0).getByText(text.waiting, { exact: true })).toBeVisible();
    // Both punches, each with its time in WIB.
    await expect(dayCard(page, 0).locator(".wk-punch")).toHaveCount(2);
    await expect(dayCard(page, 0).locator(".wk-punch").first()).toContainText("WIB");
    await expect(dayCard(page, 0).getByText(text.noLocation)).toHaveCount(0);
    await screenshot(page, `work/${language}-2-order-waiting`, { fullPage: true });
    await expectNoA11yViolations(page);

    await expect(page.locator(".wk-money dd").first()).toHaveText("Rp0");
    await providerPost(request, `/work-days/${hired.day1Id}/confirm`, hired.providerToken);
    // No reload: the per-user event stream brings the confirmation, and what is paid to her grows on screen.
    await expect(dayCard(page, 0).getByText(text.confirmed, { exact: true })).toBeVisible();
    await expect(dayCard(page, 0).getByText(text.paid)).toBeVisible();
    await expect(page.locator(".wk-money dd").first()).toHaveText("Rp250.000");
    await screenshot(page, `work/${language}-3-order-paid`, { fullPage: true });
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] before the start the seeker tells the business she cannot come to a day, then withdraws; the provider's balance gets the rest back`, async ({ page, request }) => {
    const parties = newParties();
    const hired = (await arrange(request, PROVIDER_STATE.hiredStartingTomorrow, parties)) as unknown as Hired;
    const errors = collectPageErrors(page);
    const before = await balanceOf(request, hired.providerToken);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, language);
    const third = dayCard(page, 2);
    await third.getByRole("button", { name: text.absence }).click();
    await page.getByRole("dialog").getByRole("textbox").fill("  Ada acara keluarga  ");
    await screenshot(page, `work/${language}-4a-absence-dialog`);
    await expectNoA11yViolations(page);
    await page.getByRole("dialog").getByRole("button", { name: text.absenceConfirm }).click();
    await expect(third.getByText(text.absent, { exact: true })).toBeVisible();
    await expect(third.getByText(text.notified)).toBeVisible();
    // Her note as she meant it (trimmed), for the business to read too.
    await expect(third).toContainText(text.note);
    await screenshot(page, `work/${language}-4-absence`, { fullPage: true });

    await page.getByRole("button", { name: text.withdraw }).click();
    await screenshot(page, `work/${language}-5-withdraw-dialog`);
    await expectNoA11yViolations(page);
    await page.getByRole("dialog").getByRole("button", { name: text.withdrawConfirm, exact: true }).click();
    await expect(page.getByText(text.withdrawn, { exact: true })).toBeVisible();
    await expect(page.locator(".wk-day")).toHaveCount(0);
    await expect(page.getByRole("button", { name: text.withdraw })).toHaveCount(0);
    await screenshot(page, `work/${language}-6-withdrawn`, { fullPage: true });
    // Nothing was paid: the whole salary (3 x Rp250.000) is back in the business's balance at once.
    expect((await balanceOf(request, hired.providerToken)).balance).toBe(before.balance + 750_000);
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] the seeker asks support once to reconfirm a declined day, sees support's time left, and sees the day paid once support approves it`, async ({ page, request }) => {
    const parties = newParties();
    const hired = (await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...parties, day1: "declined" })) as unknown as Hired;
    const errors = collectPageErrors(page);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, language);
    const first = dayCard(page, 0);
    await expect(first.getByText(text.reason)).toBeVisible();
    await first.getByRole("button", { name: text.reconfirm }).click();
    await page.getByRole("dialog").getByRole("button", { name: text.reconfirmConfirm }).click();
    await expect(first.getByText(text.waitingReconfirm, { exact: true })).toBeVisible();
    // 48 hours for support (spec 4), by the server's clock: the countdown starts just under it.
    await expect(first.getByRole("timer")).toHaveText(/^4[67]:[0-5]\d:[0-5]\d$/);
    await expect(first.getByText(text.supportBy)).toBeVisible();
    // Once per day: the button is gone.
    await expect(first.getByRole("button", { name: text.reconfirm })).toHaveCount(0);
    await screenshot(page, `work/${language}-7-reconfirm`, { fullPage: true });
    await expectNoA11yViolations(page);

    // Support approves in the back office: the day is confirmed and paid, and her page shows it by
    // itself (the event stream), no reload.
    const approved = await request.post(`${MOCK_URL}/__dev/work-days/${encodeURIComponent(hired.day1Id)}/reconfirmation/approve`);
    expect(approved.status()).toBe(200);
    await expect(first.getByText(text.paid)).toBeVisible();
    await expect(first.getByText(text.waitingReconfirm, { exact: true })).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  });
}
