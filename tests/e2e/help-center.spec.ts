import { expect, test, type Page } from "@playwright/test";
import { Schema } from "effect";
import {
  CancellationPreview,
  OrderRequest,
  OrderRequestList,
  PublicOrderRequest,
  SupportMessageReceipt,
} from "../../domain/work/help-center-api.schema";
import type { OrderDetail } from "../../domain/work/work-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, appUrl, pickFile, pngFile } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, personAt, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";

/**
 * Issue 22, the help center's screens at phone size in both languages. The provider's order and its
 * staff come from the mock (a three-day order that started today, day 1 confirmed and paid); the
 * help center's own answers (the split, the request, the public summary, support messages) are
 * answered here with JSON decoded by the contract's schemas, the split worked out from the order's
 * ledger figures, until the mock's help-center endpoints land (wip-cancel-server).
 * Screenshots: /tmp/wt-cancel-ui/.
 */

const SHOTS = "/tmp/wt-cancel-ui";
const HOUR = 3_600_000;

const TEXT = {
  en: {
    helpTitle: "What do you need help with?",
    cancelJob: "Cancel a job",
    cancelSeeker: "Cancel a seeker",
    hours: "Monday–Friday, 09:00 – 18:00 WIB",
    pickOrder: "Choose the order",
    pickSeeker: "Choose the person",
    reasonTitle: "Why do you want to cancel?",
    noShow: "The seeker did not come",
    others: "Others",
    tellMore: "Tell us more",
    required: "Fill in this field",
    next: "Next",
    mobile: "Mobile number",
    addPhoto: "Add a photo",
    retry: "Try again",
    invalidFormat: "Invalid file format.",
    photo1: "Photo 1",
    wrongPhone: "The mobile number you entered is incorrect",
    summaryTitle: "Check your request",
    keeps: (name: string) => `Paid to ${name} (confirmed days)`,
    back: "Back to your balance",
    send: "Send the request",
    confirmTitle: "Send this cancellation request?",
    confirmOk: "Send",
    requested: "Requested",
    waiting: "Waiting to Reconfirm",
    toOrder: "Open the order",
    notAvailable: "This order request is not available",
    share: "Share link",
    entryOrder: "Cancel this job through the help center",
    seekerCancelled: "The business cancelled your job. You keep Rp250.000 for your confirmed days.",
    othersTitle: "Tell support what happened",
    othersText: "Your message",
    othersSend: "Send to support",
    sent: "Message sent",
  },
  id: {
    helpTitle: "Ada yang bisa kami bantu?",
    cancelJob: "Batalkan pekerjaan",
    cancelSeeker: "Batalkan pencari kerja",
    hours: "Senin–Jumat, 09.00 – 18.00 WIB",
    pickOrder: "Pilih pesanan",
    pickSeeker: "Pilih orangnya",
    reasonTitle: "Kenapa kamu ingin membatalkan?",
    noShow: "Pencari kerja tidak datang",
    others: "Lainnya",
    tellMore: "Ceritakan lebih lanjut",
    required: "Wajib diisi",
    next: "Lanjut",
    mobile: "Nomor HP",
    addPhoto: "Tambah foto",
    retry: "Coba lagi",
    invalidFormat: "Format file tidak valid.",
    photo1: "Foto 1",
    wrongPhone: "Nomor HP yang kamu masukkan salah",
    summaryTitle: "Periksa permintaanmu",
    keeps: (name: string) => `Dibayar ke ${name} (hari yang dikonfirmasi)`,
    back: "Kembali ke saldomu",
    send: "Kirim permintaan",
    confirmTitle: "Kirim permintaan pembatalan ini?",
    confirmOk: "Kirim",
    requested: "Diajukan",
    waiting: "Menunggu Konfirmasi Ulang",
    toOrder: "Buka pesanan",
    notAvailable: "Permintaan pesanan ini tidak tersedia",
    share: "Bagikan tautan",
    entryOrder: "Batalkan pekerjaan ini lewat pusat bantuan",
    seekerCancelled: "Pemberi kerja membatalkan pekerjaanmu. Kamu tetap menerima Rp250.000 untuk hari yang sudah dikonfirmasi.",
    othersTitle: "Ceritakan masalahmu ke tim dukungan",
    othersText: "Pesanmu",
    othersSend: "Kirim ke tim dukungan",
    sent: "Pesan terkirim",
  },
} as const;

const rupiah = (amount: number): string => `Rp${amount.toLocaleString("de-DE")}`;

/** The split cancelling one hire would make now, from the order's ledger figures: confirmed days paid, the rest back. */
const previewOf = (order: OrderDetail, hireId: string | null, daysWaiting = 0): CancellationPreview => {
  const hires = order.staff.filter((h) => hireId === null || h.hireId === hireId);
  const lines = hires.map((h) => ({ hireId: h.hireId, seekerName: h.seekerName, started: h.status !== "upcoming", settlement: { payout: h.money.released, refund: h.money.held } }));
  const total = { payout: lines.reduce((s, l) => s + l.settlement.payout, 0), refund: lines.reduce((s, l) => s + l.settlement.refund, 0) };
  return Schema.decodeUnknownSync(CancellationPreview)({ orderId: order.orderId, hireId, lines, total, daysWaiting, serverNow: order.serverNow });
};

const requestOf = (order: OrderDetail, body: Record<string, unknown>, preview: CancellationPreview): OrderRequest =>
  Schema.decodeUnknownSync(OrderRequest)({
    ...body,
    requestId: "can-e2e-1",
    jobTitle: order.jobTitle,
    businessName: order.businessName,
    scope: body.hireId === null ? "job" : "seeker",
    requestedAt: order.serverNow,
    dueAt: order.serverNow + 48 * HOUR,
    status: "requested",
    lines: preview.lines,
    total: preview.total,
    processedAt: null,
    supportNote: null,
    serverNow: order.serverNow,
  });

const json = (body: unknown) => ({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

/** Answers the help center's calls for one order, as the mock will; returns the request bodies it was sent. */
const answerHelpCenter = async (page: Page, order: OrderDetail, options: { readonly daysWaiting?: number } = {}) => {
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  let filed: OrderRequest | null = null;
  await page.route(/\/api\/orders\/[^/]+\/cancellation-preview/, (route) => {
    const hireId = new URL(route.request().url()).searchParams.get("hireId");
    return route.fulfill(json(previewOf(order, hireId, options.daysWaiting ?? 0)));
  });
  await page.route(/\/api\/cancellation-requests(\/[^/]+)?$/, (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      const body = request.postDataJSON() as Record<string, unknown>;
      sent.push({ body, key: request.headers()["idempotency-key"] ?? null });
      if ((options.daysWaiting ?? 0) > 0) return route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "CANCELLATION_BLOCKED_BY_RECONFIRMATION", message: "Waiting to Reconfirm" } }) });
      filed = requestOf(order, body, previewOf(order, (body.hireId as string | null) ?? null));
      return route.fulfill(json(filed));
    }
    if (request.url().endsWith("/cancellation-requests")) return route.fulfill(json(Schema.decodeUnknownSync(OrderRequestList)({ items: filed === null ? [] : [filed], serverNow: order.serverNow })));
    return route.fulfill(json(filed));
  });
  return sent;
};

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the provider asks to cancel one seeker after the start: reason, proof and number, the exact split in Rupiah before confirming, then the request with its countdown`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const who = newParties();
    const hired = await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...who, day1: "confirmed" });
    const { providerToken, orderId } = hired as unknown as { providerToken: string; orderId: string };
    const order = await apiGet<OrderDetail>(request, `/orders/${orderId}`, providerToken);
    const hire = order.staff[0];
    expect(hire, "the order's one hire").toBeDefined();
    const name = seekerNameOf(who.seeker);

    const provider = await personAt(browser, who.provider, "/helpcenter", language);
    const { page } = provider;
    const sent = await answerHelpCenter(page, order);
    await expect(page.getByRole("heading", { level: 1, name: text.helpTitle })).toBeVisible();
    await expect(page.getByText(text.hours)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-1-helpcenter.png`, fullPage: true });
    await expectNoA11yViolations(page, "help center");

    await page.getByRole("link", { name: new RegExp(text.cancelSeeker) }).click();
    await page.getByRole("button", { name: new RegExp(order.orderId) }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.pickSeeker })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-2-cancellist-staff.png`, fullPage: true });
    await expectNoA11yViolations(page, "cancel list, staff");
    await page.getByRole("button", { name: new RegExp(name) }).click();

    await expect(page.getByRole("heading", { level: 1, name: text.reasonTitle })).toBeVisible();
    await page.getByRole("button", { name: text.next }).click();
    await page.getByLabel(text.others).check();
    await page.getByRole("button", { name: text.next }).click();
    await expect(page.getByText(text.required)).toBeVisible();
    await page.getByLabel(text.tellMore).fill("Renovasi dapur mendadak");
    await expect(page.getByText("23/500")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-3-cancelreason.png`, fullPage: true });
    await expectNoA11yViolations(page, "cancel reason");
    // A reload keeps what was chosen and typed (the flow's session draft).
    await page.reload();
    await expect(page.getByLabel(text.tellMore)).toHaveValue("Renovasi dapur mendadak");
    await page.getByLabel(text.noShow).check();
    await page.getByRole("button", { name: text.next }).click();

    // A file of the wrong type is refused with the upload rules' text before it is sent; a photo is uploaded and shown.
    await pickFile(page, text.addPhoto, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByText(text.invalidFormat)).toBeVisible();
    await pickFile(page, text.retry, pngFile("warung-tutup.png"));
    await expect(page.getByRole("img", { name: text.photo1 })).toBeVisible();
    await page.getByLabel(text.mobile).fill("12345");
    await page.getByRole("button", { name: text.next }).click();
    await expect(page.getByText(text.wrongPhone)).toBeVisible();
    await page.getByLabel(text.mobile).fill("81234567890");
    await page.screenshot({ path: `${SHOTS}/${language}-4-reasondetail.png`, fullPage: true });
    await expectNoA11yViolations(page, "reason detail");
    await page.getByRole("button", { name: text.next }).click();

    await expect(page.getByRole("heading", { level: 1, name: text.summaryTitle })).toBeVisible();
    const line = page.locator(`[data-hire-id="${hire?.hireId}"]`);
    await expect(line).toContainText(text.keeps(name));
    await expect(line).toContainText(rupiah(hire?.money.released ?? -1));
    await expect(line).toContainText(rupiah(hire?.money.held ?? -1));
    await page.screenshot({ path: `${SHOTS}/${language}-5-orderrequest.png`, fullPage: true });
    await expectNoA11yViolations(page, "order request summary");
    // The back button returns to the previous step with its input.
    await page.goBack();
    await expect(page.getByLabel(text.mobile)).toHaveValue(/812/);
    await page.goForward();

    await page.getByRole("button", { name: text.send }).click();
    const dialog = page.getByRole("dialog", { name: text.confirmTitle });
    await expect(dialog).toContainText(rupiah(hire?.money.held ?? -1));
    await page.screenshot({ path: `${SHOTS}/${language}-6-confirm.png` });
    await dialog.getByRole("button", { name: text.confirmOk, exact: true }).click();

    await expect(page).toHaveURL(/\/app\/orderrequestmoredetail\?requestId=can-e2e-1$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ orderId, hireId: hire?.hireId, reason: "seekerNoShow", otherReason: null, mobile: "81234567890" });
    expect(sent[0]?.body.proofMedia).toEqual([expect.stringMatching(/\/api\/uploads\/.+\/warung-tutup\.png$/)]);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator(".ds-badge", { hasText: text.requested })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^(48:00:00|47:5\d:\d\d)$/);
    await page.screenshot({ path: `${SHOTS}/${language}-7-detail.png`, fullPage: true });
    await expectNoA11yViolations(page, "order request detail");
    // "Share link": a signed link, built by href to the public /orderrequest, shown to copy as well as shared.
    await page.route(/\/api\/cancellation-requests\/can-e2e-1\/link$/, (route) => route.fulfill(json({ requestId: "can-e2e-1", expiresAt: order.serverNow + 72 * HOUR, signature: "sig-e2e" })));
    await page.getByRole("button", { name: text.share }).click();
    await expect(page.getByRole("link", { name: /\/app\/orderrequest\?requestId=can-e2e-1&expires=\d+&signature=sig-e2e$/ })).toBeVisible();

    await page.goto(appUrl("/orderrequestmore"));
    await expect(page.locator('[data-request-id="can-e2e-1"]')).toContainText(text.requested);
    await page.screenshot({ path: `${SHOTS}/${language}-8-orderrequestmore.png`, fullPage: true });
    await expectNoA11yViolations(page, "order requests");
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });

  test(`[${language}] a cancellation is refused while a day waits to be reconfirmed, with the way to the order`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const who = newParties();
    const hired = await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...who, day1: "waitingReconfirm" });
    const { providerToken, orderId } = hired as unknown as { providerToken: string; orderId: string };
    const order = await apiGet<OrderDetail>(request, `/orders/${orderId}`, providerToken);
    // From the order page's entry point.
    const provider = await personAt(browser, who.provider, `/provider/order?orderId=${orderId}`, language);
    const { page } = provider;
    await answerHelpCenter(page, order, { daysWaiting: 1 });
    await expect(page.getByRole("link", { name: text.entryOrder })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-0-provider-order-entry.png`, fullPage: true });
    await page.getByRole("link", { name: text.entryOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/app/cancellist\\?scope=job&orderId=${orderId}$`));
    const row = page.getByRole("button", { name: new RegExp(order.orderId) });
    await expect(row).toContainText(text.waiting);
    await page.screenshot({ path: `${SHOTS}/${language}-9-cancellist-waiting.png`, fullPage: true });
    await row.click();
    await page.getByLabel(text.noShow).check();
    await page.getByRole("button", { name: text.next }).click();
    await page.getByLabel(text.mobile).fill("81234567890");
    await page.getByRole("button", { name: text.next }).click();
    const refusal = page.getByRole("alert").filter({ hasText: text.waiting });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("button", { name: text.send })).toHaveCount(0);
    await expect(refusal.getByRole("link", { name: text.toOrder })).toHaveAttribute("href", `/app/provider/order?orderId=${orderId}`);
    await page.screenshot({ path: `${SHOTS}/${language}-10-waiting.png`, fullPage: true });
    await expectNoA11yViolations(page, "order request refused while waiting");
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });

  test(`[${language}] the public link shows the summary without a login; a forged one is 'not available' with support's hours`, async ({ page }) => {
    const now = Date.now();
    const summary = Schema.decodeUnknownSync(PublicOrderRequest)({
      requestId: "can-pub-1",
      orderId: "ord-pub-1",
      jobTitle: "Barista",
      businessName: "Kopi Senja",
      scope: "job",
      reason: "businessClosed",
      requestedAt: now - HOUR,
      dueAt: now + 47 * HOUR,
      status: "requested",
      total: { payout: 250_000, refund: 500_000 },
      processedAt: null,
    });
    await page.route(/\/api\/order-requests\//, (route) =>
      new URL(route.request().url()).searchParams.get("signature") === "good-signature"
        ? route.fulfill(json(summary))
        : route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: { code: "ORDER_REQUEST_NOT_AVAILABLE", message: "not available" } }) }),
    );
    await page.context().addCookies([{ name: "language", value: language, url: appUrl("/") }]);
    await page.goto(appUrl(`/orderrequest?requestId=can-pub-1&expires=${now + 24 * HOUR}&signature=good-signature`));
    await expect(page.getByText("ord-pub-1")).toBeVisible();
    await expect(page.getByText(rupiah(500_000))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-11-public.png`, fullPage: true });
    await expectNoA11yViolations(page, "public order request");
    await page.goto(appUrl(`/orderrequest?requestId=can-pub-1&expires=${now + 24 * HOUR}&signature=forged`));
    await expect(page.getByRole("heading", { level: 1, name: text.notAvailable })).toBeVisible();
    await expect(page.getByText(text.hours)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-12-public-not-available.png`, fullPage: true });
    await expectNoA11yViolations(page, "public order request not available");
  });

  test(`[${language}] /others sends a message to support once, and the receipt says when support replies`, async ({ browser, request }) => {
    const who = newParties();
    await arrange(request, PROVIDER_STATE.providerLoggedIn, { phone: who.provider, business: "verified" });
    const provider = await personAt(browser, who.provider, "/others", language);
    const { page } = provider;
    const keys: (string | null)[] = [];
    await page.route(/\/api\/support-messages$/, (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? null);
      const now = Date.now();
      return route.fulfill(json(Schema.decodeUnknownSync(SupportMessageReceipt)({ messageId: "msg-1", receivedAt: now, replyDueAt: now + 48 * HOUR, withinSupportHours: false })));
    });
    await expect(page.getByRole("heading", { level: 1, name: text.othersTitle })).toBeVisible();
    await page.getByRole("button", { name: text.othersSend }).click();
    await expect(page.getByText(text.required)).toBeVisible();
    await page.getByLabel(text.othersText).fill("Saldo saya belum bertambah setelah hari kerja dikonfirmasi.");
    await page.screenshot({ path: `${SHOTS}/${language}-13-others.png`, fullPage: true });
    await expectNoA11yViolations(page, "others");
    await page.getByRole("button", { name: text.othersSend }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.sent })).toBeVisible();
    expect(keys).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS}/${language}-14-others-sent.png`, fullPage: true });
    await expectNoA11yViolations(page, "others sent");
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });

  test(`[${language}] the seeker's order page tells her the business cancelled and what she keeps`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const who = newParties();
    const hired = await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...who, day1: "confirmed" });
    const { seekerToken, orderId } = hired as unknown as { seekerToken: string; orderId: string };
    const order = await apiGet<OrderDetail>(request, `/orders/${orderId}`, seekerToken);
    const cancellation = { requestId: "can-e2e-2", status: "cancelled", requestedAt: order.serverNow - HOUR, dueAt: order.serverNow + 47 * HOUR, settlement: { payout: 250_000, refund: 500_000 } };
    const seeker = await personAt(browser, who.seeker, "/seeker/activity", language);
    const { page } = seeker;
    await page.route(new RegExp(`/api/orders/${orderId}$`), (route) =>
      route.fulfill(json({ ...order, staff: order.staff.map((h) => ({ ...h, status: "cancelled", cancellation })) })),
    );
    await page.goto(appUrl(`/seeker/order?orderId=${orderId}`));
    await expect(page.getByText(text.seekerCancelled)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${language}-15-seeker-order-cancelled.png`, fullPage: true });
    expect(appErrors(seeker.errors)).toEqual([]);
    await seeker.close();
  });
}
