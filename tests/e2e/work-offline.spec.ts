import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { OrderDetail, PunchRequest, WorkDay } from "../../domain/work/work-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22, a punch with no signal at 360 px in both languages: clocked in and out with the phone
 * offline, each punch shows 'Waiting to send' on its day; back online both reach the server once,
 * marked captured offline, with the location the phone gave (near the place: no 'No location'
 * flag). And a tap kept through a reload with no signal (the offline shell), sent once when the
 * signal is back. The outbox: docs/architecture.md "The punch outbox".
 */

/** What the hire states hand back (mock-server/features/work/work.provider-states.ts). */
interface Hired {
  readonly seekerToken: string;
  readonly orderId: string;
  readonly day1Id: string;
}

const TEXT = {
  en: { clockIn: "Clock in", clockOut: "Clock out", waitingToSend: "Waiting to send", onPhone: "Kept on your phone", waiting: "Waiting for confirmation", offline: "Captured offline", noLocation: "No location" },
  id: { clockIn: "Absen masuk", clockOut: "Absen pulang", waitingToSend: "Menunggu dikirim", onPhone: "Tersimpan di ponselmu", waiting: "Menunggu konfirmasi", offline: "Tercatat saat offline", noLocation: "Tanpa lokasi" },
} as const;

/** A seeker hired for a three-day order that started today, her phone at the job's place with location allowed. */
const hiredAtThePlace = async (page: Page, context: BrowserContext) => {
  const parties = newParties();
  const hired = (await arrange(page.request, PROVIDER_STATE.hiredStartedToday, parties)) as unknown as Hired;
  const order = await apiGet<OrderDetail>(page.request, `/orders/${hired.orderId}`, hired.seekerToken);
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: order.place.point.lat, longitude: order.place.point.lng, accuracy: 20 });
  return { parties, hired };
};

/** The punch ids of the punch POSTs the server answered, in order (a request that got no answer is not counted). */
const answeredPunches = (page: Page): string[] => {
  const ids: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && /\/api\/work-days\/[^/]+\/punches$/.test(request.url())) ids.push((request.postDataJSON() as PunchRequest).punchId);
  });
  return ids;
};

const dayOf = async (page: Page, hired: Hired): Promise<WorkDay | undefined> =>
  (await apiGet<OrderDetail>(page.request, `/orders/${hired.orderId}`, hired.seekerToken)).staff[0]?.days.find((d) => d.dayId === hired.day1Id);

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] clocked in and out with no signal: both punches wait on the phone, and reach the server once each when it is back`, async ({ page, context }) => {
    const { parties, hired } = await hiredAtThePlace(page, context);
    const errors = collectPageErrors(page);
    const sent = answeredPunches(page);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, language);
    const day = page.locator(".wk-day").first();
    await expect(day.getByRole("button", { name: text.clockIn })).toBeVisible();

    await context.setOffline(true);
    await day.getByRole("button", { name: text.clockIn }).click();
    await expect(day.getByText(text.waitingToSend)).toHaveCount(1);
    await day.getByRole("button", { name: text.clockOut }).click();
    await expect(day.getByText(text.waitingToSend)).toHaveCount(2);
    await expect(day.getByRole("button")).toHaveCount(0);
    await screenshot(page, `work/${language}-offline-1-waiting`, { fullPage: true });
    await expectNoA11yViolations(page);
    expect(sent).toEqual([]);

    await context.setOffline(false);
    await expect(day.getByText(text.waitingToSend)).toHaveCount(0);
    await expect(day.getByText(text.waiting, { exact: true })).toBeVisible();
    await expect(day.getByText(text.offline)).toHaveCount(2);
    await expect(day.getByText(text.noLocation)).toHaveCount(0);
    await screenshot(page, `work/${language}-offline-2-sent`, { fullPage: true });

    const server = await dayOf(page, hired);
    expect(server?.status).toBe("awaitingConfirmation");
    expect(server?.clockIn?.capturedOffline).toBe(true);
    expect(server?.clockOut?.capturedOffline).toBe(true);
    expect(server?.clockIn?.flagged).toBeNull();
    // Each punch once, the clock-in first.
    expect(sent).toEqual([server?.clockIn?.punchId, server?.clockOut?.punchId]);
    // What failed for want of signal is the point of the test; nothing else may fail.
    expect(appErrors(errors).filter((e) => !e.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });
}

test.describe("through a reload with no signal", () => {
  // The suite blocks service workers (playwright.config.ts); a reload with no signal needs the offline shell.
  test.use({ serviceWorkers: "allow" });
  test.describe.configure({ timeout: 90_000 });

  test("[en] a tap with no signal is still waiting after a reload with none, and is sent once when the signal is back", async ({ page, context }) => {
    const { parties, hired } = await hiredAtThePlace(page, context);
    const sent = answeredPunches(page);
    await signIn(page, parties.seeker, `/seeker/order?orderId=${hired.orderId}`, "en");
    const day = page.locator(".wk-day").first();
    await expect(day.getByRole("button", { name: TEXT.en.clockIn })).toBeVisible();
    // The offline shell is in once its worker is active (it registers 5 s after the load event).
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/app/"))?.active?.state ?? null), { timeout: 30_000 }).toBe("activated");

    await context.setOffline(true);
    await day.getByRole("button", { name: TEXT.en.clockIn }).click();
    await expect(day.getByText(TEXT.en.waitingToSend)).toHaveCount(1);

    const response = await page.reload();
    expect(response?.fromServiceWorker(), "the page comes from the offline shell").toBe(true);
    // The order cannot load with no signal; the tap is shown kept on the phone.
    const kept = page.getByRole("region", { name: TEXT.en.onPhone });
    await expect(kept.getByText(TEXT.en.waitingToSend)).toHaveCount(1);
    await screenshot(page, "work/en-offline-3-reloaded", { fullPage: true });
    expect(sent).toEqual([]);

    await context.setOffline(false);
    await expect.poll(async () => (await dayOf(page, hired))?.status, { timeout: 15_000 }).toBe("clockedIn");
    await expect(kept).toHaveCount(0);
    const server = await dayOf(page, hired);
    expect(server?.clockIn?.capturedOffline).toBe(true);
    expect(sent).toEqual([server?.clockIn?.punchId]);
  });
});
