import { expect, test, type APIRequestContext } from "@playwright/test";
import type { OrderDetail, PunchRequest } from "../../domain/work/work-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, MOCK_URL, newPhone, signedHeaders } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, personAt, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22, the provider's side at phone size, in both languages: the seeker clocks in and out
 * through the API, the provider sees the day waiting on her home and on the order page with its
 * evidence, confirms it (the wage moves to the seeker's balance: the hire's paid amount grows),
 * declines another with a reason (an empty one refused with the field's message), and a Member who
 * does not manage the job sees nothing of its staff. Each test makes its own parties and order.
 * Screenshots: test-results/screens/work-provider/.
 */


const TEXT = {
  en: {
    waitingHome: "1 shift to confirm",
    waitingCard: "1 shift to confirm",
    status: "Waiting for confirmation",
    far: "Far from the place",
    noLocation: "No location",
    auto: /If you do not answer, it is confirmed automatically at .+ WIB\./,
    confirm: "Confirm",
    confirmAndPay: "Confirm and pay Rp250.000",
    confirmed: "Confirmed",
    paid: "Paid to balance",
    decline: "Decline",
    declineDay: "Decline day",
    reason: "Reason",
    required: "Enter a reason",
    declined: "Declined",
    reasonShown: "Reason for declining: Left two hours early",
    notAvailable: "This order is not available",
  },
  id: {
    waitingHome: "1 shift menunggu konfirmasi",
    waitingCard: "1 shift menunggu konfirmasi",
    status: "Menunggu konfirmasi",
    far: "Jauh dari lokasi",
    noLocation: "Tanpa lokasi",
    auto: /Jika tidak kamu jawab, hari ini otomatis dikonfirmasi pada .+ WIB\./,
    confirm: "Konfirmasi",
    confirmAndPay: "Konfirmasi dan bayar Rp250.000",
    confirmed: "Dikonfirmasi",
    paid: "Dibayar ke saldo",
    decline: "Tolak",
    declineDay: "Tolak hari ini",
    reason: "Alasan",
    required: "Masukkan alasannya",
    declined: "Ditolak",
    reasonShown: "Alasan penolakan: Left two hours early",
    notAvailable: "Pesanan ini tidak tersedia",
  },
} as const;

/** What the state 'a seeker is hired for a three-day order that started today' hands back (contracts/README.md). */
interface Hired {
  readonly providerToken: string;
  readonly seekerToken: string;
  readonly memberToken: string;
  readonly jobId: string;
  readonly orderId: string;
  readonly hireId: string;
  readonly day1Id: string;
}

const arrangeHire = async (request: APIRequestContext, params: Parameters<typeof arrange<typeof PROVIDER_STATE.hiredStartedToday>>[2]): Promise<Hired> =>
  (await arrange(request, PROVIDER_STATE.hiredStartedToday, params)) as unknown as Hired;

/** POST as the app does it (signed, with the bearer token); the answer's body. */
const apiPost = async <A>(request: APIRequestContext, path: string, token: string, data: unknown): Promise<A> => {
  const response = await request.post(`${MOCK_URL}/api${path}`, { data, headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` } });
  expect(response.status(), `POST /api${path}`).toBe(200);
  return (await response.json()) as A;
};

/**
 * The seeker clocks day 1 in and out through the API, as her phone would: in 1.5 km from the job's
 * place (flagged far), out with no location (flagged).
 */
const clockInAndOut = async (request: APIRequestContext, seekerToken: string, orderId: string, dayId: string): Promise<void> => {
  const order = await apiGet<OrderDetail>(request, `/orders/${orderId}`, seekerToken);
  const far = { lat: order.place.point.lat + 0.0135, lng: order.place.point.lng };
  const punch = (kind: "in" | "out", location: PunchRequest["location"]) => ({ punchId: `e2e-${dayId}-${kind}-${Date.now()}`, kind, phoneTime: Date.now(), clockOffsetMs: null, offline: false, location });
  await apiPost(request, `/work-days/${dayId}/punches`, seekerToken, punch("in", { point: far, accuracyMeters: 10, source: "browser" }));
  await apiPost(request, `/work-days/${dayId}/punches`, seekerToken, punch("out", null));
};

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the provider sees the clocked day waiting with its evidence, on her home and the order page, and confirms it: its wage goes to the seeker at once`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const who = newParties();
    const hired = await arrangeHire(request, who);
    await clockInAndOut(request, hired.seekerToken, hired.orderId, hired.day1Id);

    const provider = await personAt(browser, who.provider, "/provider", language);
    const { page } = provider;
    // The shifts to confirm show as the home opens, with no touch or key first (they come with the job list).
    await expect(page.locator("#shifts-waiting")).toHaveText(text.waitingHome);
    const waitingLink = page.locator(`li.ds-card[data-job-id="${hired.jobId}"]`).getByRole("link", { name: text.waitingCard });
    await expect(waitingLink).toBeVisible();
    await screenshot(page, `work-provider/${language}-1-home`, { fullPage: true });
    await expectNoA11yViolations(page, "provider home with shifts to confirm");

    // The job's order page lists its days: the one waiting with the seeker's evidence.
    await waitingLink.click();
    await expect(page).toHaveURL(new RegExp(`/app/provider/order\\?orderId=${hired.orderId}$`));
    const day = page.locator(`li[data-day-id="${hired.day1Id}"]`);
    await expect(day).toContainText(text.status);
    await expect(day).toContainText(text.far);
    await expect(day).toContainText(text.noLocation);
    await expect(day).toContainText(/\d{2}[:.]\d{2} WIB/);
    await expect(day.getByText(text.auto)).toBeVisible();
    const hire = page.locator(`li[data-hire-id="${hired.hireId}"]`);
    await expect(hire).toContainText(seekerNameOf(who.seeker));
    const paid = hire.locator(".pw-facts > div", { hasText: text.paid });
    await expect(paid).toContainText("Rp0");
    await screenshot(page, `work-provider/${language}-2-order-waiting`, { fullPage: true });
    await expectNoA11yViolations(page, "order page with a day waiting");

    await day.getByRole("button", { name: text.confirm, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: text.confirmAndPay })).toBeVisible();
    await screenshot(page, `work-provider/${language}-3-confirm-dialog`);
    await dialog.getByRole("button", { name: text.confirmAndPay }).click();
    await expect(day).toContainText(text.confirmed);
    await expect(paid).toContainText("Rp250.000");
    await expect(day.getByRole("button", { name: text.confirm, exact: true })).toHaveCount(0);
    // The server holds the same: the day paid, the hire's released amount.
    const after = await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.providerToken);
    expect(after.staff[0]?.money.released).toBe(250_000);
    expect(after.staff[0]?.days[0]?.paidAt).not.toBeNull();
    await screenshot(page, `work-provider/${language}-4-order-confirmed`, { fullPage: true });
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });

  test(`[${language}] the provider declines a clocked day with a reason (an empty reason is refused with the field's message)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const who = newParties();
    const hired = await arrangeHire(request, { ...who, day1: "awaitingConfirmation" });
    const provider = await personAt(browser, who.provider, `/provider/order?orderId=${hired.orderId}`, language);
    const { page } = provider;
    const day = page.locator(`li[data-day-id="${hired.day1Id}"]`);
    await day.getByRole("button", { name: text.decline, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: text.declineDay }).click();
    await expect(dialog.getByText(text.required)).toBeVisible();
    await expect(dialog.getByLabel(text.reason)).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, `work-provider/${language}-5-decline-empty`);
    await expectNoA11yViolations(page, "decline dialog");
    await dialog.getByLabel(text.reason).fill("Left two hours early");
    await expect(dialog).toContainText("20/300");
    await dialog.getByRole("button", { name: text.declineDay }).click();
    await expect(dialog).toHaveCount(0);
    await expect(day).toContainText(text.declined);
    await expect(day).toContainText(text.reasonShown);
    const after = await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.providerToken);
    expect(after.staff[0]?.days[0]?.status).toBe("declined");
    expect(after.staff[0]?.money.released).toBe(0);
    await screenshot(page, `work-provider/${language}-6-order-declined`, { fullPage: true });
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });
}

test("[en] the home's 'shifts to confirm' opens them: the order's page when one order waits, a link per order when several do", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const provider = newPhone("8155");
  const first = await arrangeHire(request, { provider, seeker: newPhone("8156"), day1: "awaitingConfirmation" });
  const person = await personAt(browser, provider, "/provider", "en");
  const { page } = person;
  await page.locator("#shifts-waiting").getByRole("link", { name: TEXT.en.waitingHome }).click();
  await expect(page).toHaveURL(new RegExp(`/app/provider/order\\?orderId=${first.orderId}$`));
  await expect(page.locator(`li[data-day-id="${first.day1Id}"]`)).toContainText(TEXT.en.status);

  // A second order of another job, with a shift of another seeker waiting.
  const second = await arrangeHire(request, { provider, seeker: newPhone("8156"), day1: "awaitingConfirmation" });
  await page.goto("/app/provider");
  const header = page.locator(".pw-waiting");
  await expect(page.locator("#shifts-waiting")).toHaveText("2 shifts to confirm");
  await expect(header.getByRole("link")).toHaveCount(2);
  await screenshot(page, `work-provider/en-9-home-two-orders-waiting`, { fullPage: true });
  await expectNoA11yViolations(page, "provider home with two orders waiting");
  await header.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/app/provider/order\\?orderId=(${first.orderId}|${second.orderId})$`));
  expect(appErrors(person.errors)).toEqual([]);
  await person.close();
});

test("[en] a Member who does not manage the job sees nothing of its order: not its page, not its staff in the list", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const member = newPhone("8157");
  const who = newParties();
  const hired = await arrangeHire(request, { ...who, member, day1: "awaitingConfirmation" });
  const refused = await request.get(`${MOCK_URL}/api/orders/${hired.orderId}`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${hired.memberToken}` } });
  expect([403, 404]).toContain(refused.status());
  const list = await apiGet<{ items: readonly OrderDetail[] }>(request, "/orders", hired.memberToken);
  expect(list.items.map((o) => o.orderId)).not.toContain(hired.orderId);
  const person = await personAt(browser, member, `/provider/order?orderId=${hired.orderId}`, "en");
  await expect(person.page.getByText(TEXT.en.notAvailable)).toBeVisible();
  await expect(person.page.getByText(seekerNameOf(who.seeker))).toHaveCount(0);
  await screenshot(person.page, `work-provider/en-7-member-not-available`);
  await person.close();
});

test("[id] a day under reconfirmation shows support's due time in WIB and the time left, and no Confirm or Decline", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const who = newParties();
  const hired = await arrangeHire(request, { ...who, day1: "waitingReconfirm" });
  const order = await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.providerToken);
  const asked = order.staff[0]?.days[0]?.reconfirmation;
  expect((asked?.dueAt ?? 0) - (asked?.requestedAt ?? 0), "support answers within 48 hours").toBe(48 * 3_600_000);
  const provider = await personAt(browser, who.provider, `/provider/order?orderId=${hired.orderId}`, "id");
  const day = provider.page.locator(`li[data-day-id="${hired.day1Id}"]`);
  await expect(day).toContainText("Menunggu Konfirmasi Ulang");
  // The same countdown and deadline as the seeker sees (work-day.tsx ReconfirmCountdown).
  await expect(day).toContainText(/Tim bantuan menjawab paling lambat .+ WIB/);
  await expect(day.getByRole("timer")).toHaveText(/^(48:00:00|47:5\d:\d\d)$/);
  await expect(day).toContainText("Alasan penolakan: Came two hours late");
  await expect(day.getByRole("button")).toHaveCount(0);
  await screenshot(provider.page, `work-provider/id-8-reconfirmation`, { fullPage: true });
  await provider.close();
});
