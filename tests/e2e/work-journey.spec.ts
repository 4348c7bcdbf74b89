import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type { OrderDetail, PunchRequest } from "../../domain/work/work-api.schema";
import { appErrors, collectPageErrors, MOCK_URL, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { apiGet, newParties, personAt, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";
import { advanceMockClock, arrangeHire, type HireArranged } from "../support/work-e2e";

/**
 * Issue 22's whole journey at 360 px in both languages, two phones (browser contexts): the
 * seeker's and the provider's, each used through its screens. Only the mock's clock (the next
 * day) and support's answer in the back office go through the request context. A three-day
 * order, Rp250.000 a day (mock-server/features/work/work.provider-states.ts):
 * - day 1 clocked in and out, confirmed by the provider: what is paid to the seeker grows on her
 *   screen without a reload;
 * - day 2 declined with a reason, the seeker asks support to reconfirm, support approves: both
 *   screens show it paid;
 * - day 3 clocked in and out with no signal, kept through a reload with none, each punch reaching
 *   the server once when the signal is back; confirmed by the provider;
 * - the seeker finishes (Selesaikan) and both sides rate each other;
 * - her work certificate shows the three confirmed days, and its public check the same facts.
 * It moves the mock's clock, so it runs in the `phone-clock` project (playwright.config.ts).
 */

const TEXT = {
  en: {
    clockIn: "Clock in",
    clockOut: "Clock out",
    clockedIn: "Clocked in",
    waiting: "Waiting for confirmation",
    confirm: "Confirm",
    confirmAndPay: "Confirm and pay Rp250.000",
    confirmed: "Confirmed",
    decline: "Decline",
    declineDay: "Decline day",
    reason: "Reason",
    declined: "Declined",
    seekerReason: "Reason: Came two hours late",
    reconfirm: "Ask to reconfirm",
    reconfirmConfirm: "Ask support",
    waitingReconfirm: "Waiting to Reconfirm",
    decidedSupport: "Decided by support.",
    providerPaid: "Paid to balance",
    paid: /^Rp250\.000 paid to your balance on /,
    waitingToSend: "Waiting to send",
    onPhone: "Kept on your phone",
    offline: "Captured offline",
    finish: "Finish the job",
    done: "This job is finished.",
    star4: "4 stars",
    star5: "5 stars",
    tag: "Paid on time",
    seekerTag: "Punctual",
    send: "Send rating",
    thanks: "Thank you for your rating",
    certificate: "Work certificate",
    certificateDays: "3 days",
    checkTitle: "Work certificate verification",
    genuine: "Genuine: Gawe issued this certificate.",
    rate: (name: string) => `Rate ${name}`,
  },
  id: {
    clockIn: "Absen masuk",
    clockOut: "Absen pulang",
    clockedIn: "Sudah masuk",
    waiting: "Menunggu konfirmasi",
    confirm: "Konfirmasi",
    confirmAndPay: "Konfirmasi dan bayar Rp250.000",
    confirmed: "Dikonfirmasi",
    decline: "Tolak",
    declineDay: "Tolak hari ini",
    reason: "Alasan",
    declined: "Ditolak",
    seekerReason: "Alasan: Came two hours late",
    reconfirm: "Minta konfirmasi ulang",
    reconfirmConfirm: "Minta ke tim bantuan",
    waitingReconfirm: "Menunggu Konfirmasi Ulang",
    decidedSupport: "Diputuskan oleh tim bantuan.",
    providerPaid: "Dibayar ke saldo",
    paid: /^Rp250\.000 masuk ke saldomu pada /,
    waitingToSend: "Menunggu dikirim",
    onPhone: "Tersimpan di ponselmu",
    offline: "Tercatat saat offline",
    finish: "Selesaikan pekerjaan",
    done: "Pekerjaan ini sudah selesai.",
    star4: "4 bintang",
    star5: "5 bintang",
    tag: "Dibayar tepat waktu",
    seekerTag: "Tepat waktu",
    send: "Kirim penilaian",
    thanks: "Terima kasih atas penilaianmu",
    certificate: "Sertifikat kerja",
    certificateDays: "3 hari",
    checkTitle: "Verifikasi sertifikat kerja",
    genuine: "Asli: sertifikat ini diterbitkan oleh Gawe.",
    rate: (name: string) => `Nilai ${name}`,
  },
} as const;

const HOUR_S = 3_600;

/** The punch ids of the punch POSTs the server answered, in order (a request that got no answer is not counted). */
const answeredPunches = (page: Page): string[] => {
  const ids: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && /\/api\/work-days\/[^/]+\/punches$/.test(request.url())) ids.push((request.postDataJSON() as PunchRequest).punchId);
  });
  return ids;
};

/** The seeker's phone at the job's place, location allowed: each punch carries it. */
const atThePlace = async (context: BrowserContext, request: APIRequestContext, hired: HireArranged): Promise<void> => {
  const place = (await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.seekerToken)).place.point;
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: place.lat, longitude: place.lng, accuracy: 20 });
};

/** Support answers in the back office: the reconfirmation of `dayId` approved (its wage paid). */
const supportApproves = async (request: APIRequestContext, dayId: string): Promise<void> => {
  const approved = await request.post(`${MOCK_URL}/__dev/work-days/${encodeURIComponent(dayId)}/reconfirmation/approve`);
  expect(approved.status(), `support approves the reconfirmation of ${dayId}`).toBe(200);
};

test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 240_000 });

test.afterEach(async ({ context, request }) => {
  await context.setOffline(false);
  await request.post(`${MOCK_URL}/__dev/clock/reset`);
});

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] a three-day order from the first clock-in to both ratings and her work certificate, on the seeker's phone and the provider's`, async ({ page, context, request, browser }) => {
    const parties = newParties();
    const hired = await arrangeHire(request, PROVIDER_STATE.hiredStartedToday, parties);
    await atThePlace(context, request, hired);
    const seekerName = seekerNameOf(parties.seeker);
    const shots = `work-journey/${language}`;

    // The seeker's phone (this test's page) and the provider's (a browser of her own), each on the order.
    const errors = collectPageErrors(page);
    /** What failed with no signal on day 3 (requests, chunks the offline shell does not keep) is the point of it: errors[from, to). */
    const offlineErrors = { from: 0, to: 0 };
    const sent = answeredPunches(page);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, language);
    const provider = await personAt(browser, parties.provider, `/provider/order?orderId=${hired.orderId}`, language);
    const seekerDay = (n: number) => page.locator(".wk-day").nth(n);
    const released = page.locator(".wk-money dd").first();
    const providerDay = (dayId: string) => provider.page.locator(`li[data-day-id="${dayId}"]`);
    const providerPaid = provider.page.locator(`li[data-hire-id="${hired.hireId}"] .pw-facts > div`, { hasText: text.providerPaid });
    /** The next day: the mock's clock moves on 24 hours, and each person opens the order again. */
    const nextDay = async () => {
      await advanceMockClock(request, 24 * HOUR_S);
      await page.reload();
      await provider.page.reload();
    };

    await test.step("day 1: the seeker clocks in and out, the provider confirms, and what is paid to her grows on her screen", async () => {
      await expect(released).toHaveText("Rp0");
      await seekerDay(0).getByRole("button", { name: text.clockIn }).click();
      await expect(seekerDay(0).getByRole("heading")).toContainText(text.clockedIn);
      await seekerDay(0).getByRole("button", { name: text.clockOut }).click();
      await expect(seekerDay(0).getByText(text.waiting, { exact: true })).toBeVisible();
      // The provider's order page learns it from the event stream, no reload.
      const day1 = providerDay(hired.day1Id);
      await day1.getByRole("button", { name: text.confirm, exact: true }).click();
      await provider.page.getByRole("dialog").getByRole("button", { name: text.confirmAndPay }).click();
      await expect(day1).toContainText(text.confirmed);
      await expect(providerPaid).toContainText("Rp250.000");
      // On her phone, without a reload.
      await expect(seekerDay(0).getByText(text.paid)).toBeVisible();
      await expect(released).toHaveText("Rp250.000");
      await screenshot(page, `${shots}-1-day1-paid`, { fullPage: true });
      await screenshot(provider.page, `${shots}-1-day1-provider`, { fullPage: true });
    });

    await test.step("day 2: declined with a reason, reconfirmation asked, support approves: both screens show it paid", async () => {
      await nextDay();
      await seekerDay(1).getByRole("button", { name: text.clockIn }).click();
      await expect(seekerDay(1).getByRole("heading")).toContainText(text.clockedIn);
      await seekerDay(1).getByRole("button", { name: text.clockOut }).click();
      await expect(seekerDay(1).getByText(text.waiting, { exact: true })).toBeVisible();
      const day2 = providerDay(hired.day2Id);
      await day2.getByRole("button", { name: text.decline, exact: true }).click();
      const dialog = provider.page.getByRole("dialog");
      await dialog.getByLabel(text.reason).fill("Came two hours late");
      await dialog.getByRole("button", { name: text.declineDay }).click();
      await expect(day2).toContainText(text.declined);

      await expect(seekerDay(1).getByText(text.seekerReason)).toBeVisible();
      await seekerDay(1).getByRole("button", { name: text.reconfirm }).click();
      await page.getByRole("dialog").getByRole("button", { name: text.reconfirmConfirm }).click();
      await expect(seekerDay(1).getByText(text.waitingReconfirm, { exact: true })).toBeVisible();
      await expect(day2).toContainText(text.waitingReconfirm);
      await screenshot(page, `${shots}-2-day2-reconfirm`, { fullPage: true });

      await supportApproves(request, hired.day2Id);
      await expect(seekerDay(1).getByText(text.paid)).toBeVisible();
      await expect(released).toHaveText("Rp500.000");
      await expect(day2).toContainText(text.confirmed);
      await expect(day2).toContainText(text.decidedSupport);
      await expect(providerPaid).toContainText("Rp500.000");
      await screenshot(page, `${shots}-2-day2-paid`, { fullPage: true });
      await screenshot(provider.page, `${shots}-2-day2-provider`, { fullPage: true });
    });

    await test.step("day 3: clocked in and out with no signal, kept through a reload with none, each punch sent once when the signal is back", async () => {
      await nextDay();
      const day3 = seekerDay(2);
      await expect(day3.getByRole("button", { name: text.clockIn })).toBeVisible();
      // The offline shell answers a reload with no signal once its worker is active (it registers 5 s after the load event).
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/app/"))?.active?.state ?? null), { timeout: 30_000 }).toBe("activated");
      expect(sent).toHaveLength(4);

      offlineErrors.from = errors.length;
      await context.setOffline(true);
      await day3.getByRole("button", { name: text.clockIn }).click();
      await expect(day3.getByText(text.waitingToSend)).toHaveCount(1);
      await day3.getByRole("button", { name: text.clockOut }).click();
      await expect(day3.getByText(text.waitingToSend)).toHaveCount(2);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker(), "the page comes from the offline shell").toBe(true);
      const kept = page.getByRole("region", { name: text.onPhone });
      await expect(kept.getByText(text.waitingToSend)).toHaveCount(2);
      await screenshot(page, `${shots}-3-day3-offline`, { fullPage: true });
      expect(sent).toHaveLength(4);

      await context.setOffline(false);
      await expect(kept).toHaveCount(0, { timeout: 15_000 });
      await expect(day3.getByText(text.waiting, { exact: true })).toBeVisible();
      offlineErrors.to = errors.length;
      await expect(day3.getByText(text.offline)).toHaveCount(2);
      const server = (await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.seekerToken)).staff[0]?.days.find((d) => d.dayId === hired.day3Id);
      expect(server?.status).toBe("awaitingConfirmation");
      // Each of day 3's punches reached the server once, the clock-in first.
      expect(sent.slice(4)).toEqual([server?.clockIn?.punchId, server?.clockOut?.punchId]);

      const day3Provider = providerDay(hired.day3Id);
      await day3Provider.getByRole("button", { name: text.confirm, exact: true }).click();
      await provider.page.getByRole("dialog").getByRole("button", { name: text.confirmAndPay }).click();
      await expect(day3Provider).toContainText(text.confirmed);
      await expect(day3.getByText(text.paid)).toBeVisible();
      await expect(released).toHaveText("Rp750.000");
      await screenshot(page, `${shots}-3-day3-paid`, { fullPage: true });
    });

    await test.step("Selesaikan once the last shift is over, then both ratings", async () => {
      await advanceMockClock(request, 9 * HOUR_S);
      await page.goto(`/app/seeker/finish?orderId=${hired.orderId}`);
      // Every day paid: all of it stays hers, nothing goes back.
      await expect(page.locator(".wk-money dd")).toHaveText(["Rp750.000", "Rp0"]);
      await page.getByRole("button", { name: text.finish }).click();
      await page.getByRole("dialog").getByRole("button", { name: text.finish }).click();
      await expect(page.getByText(text.done, { exact: true })).toBeVisible();
      await page.getByRole("radio", { name: text.star4 }).check();
      await page.getByRole("button", { name: text.tag }).click();
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("heading", { name: text.thanks })).toBeVisible();
      await screenshot(page, `${shots}-4-seeker-rated`, { fullPage: true });

      const card = provider.page.locator(`[data-hire-id="${hired.hireId}"]`);
      await card.getByRole("link", { name: text.rate(seekerName) }).click();
      await provider.page.getByRole("radio", { name: text.star5 }).check();
      await provider.page.getByRole("button", { name: text.seekerTag }).click();
      await provider.page.getByRole("button", { name: text.send }).click();
      await expect(provider.page.getByRole("heading", { name: text.thanks })).toBeVisible();
      await screenshot(provider.page, `${shots}-4-provider-rated`, { fullPage: true });
    });

    await test.step("her work certificate: three confirmed days and the business's rating; anyone checks it by its code", async () => {
      await page.goto(`/app/seeker/order?orderId=${hired.orderId}`);
      await page.getByRole("link", { name: text.certificate }).click();
      await expect(page.getByRole("heading", { level: 1, name: text.certificate })).toBeVisible();
      const sheet = page.locator(".wc-sheet");
      await expect(sheet).toContainText(seekerName);
      await expect(sheet).toContainText(text.certificateDays);
      await expect(sheet.getByRole("img", { name: text.star5 })).toBeVisible();
      const code = await sheet.locator(".wc-code").innerText();
      await screenshot(page, `${shots}-5-certificate`, { fullPage: true });
      const stranger = await browser.newContext({ viewport: { width: 360, height: 640 } });
      await setLanguageCookie(stranger, language);
      const check = await stranger.newPage();
      await check.goto(`/app/certificate?code=${code}`);
      await expect(check.getByRole("heading", { level: 1, name: text.checkTitle })).toBeVisible();
      await expect(check.getByRole("status").filter({ hasText: text.genuine })).toBeVisible();
      expect(await check.locator(".wc-sheet dd").allInnerTexts()).toEqual(await sheet.locator("dd").allInnerTexts());
      await stranger.close();
    });

    // Nothing failed but for want of signal.
    expect(appErrors(errors.filter((_, i) => i < offlineErrors.from || i >= offlineErrors.to))).toEqual([]);
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });
}
