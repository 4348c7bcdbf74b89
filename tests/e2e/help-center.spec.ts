import { expect, test } from "@playwright/test";
import type { OrderDetail } from "../../domain/work/work-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, appUrl, MOCK_URL, pickFile, pngFile } from "../support/e2e-helpers";
import { apiGet, arrange, idInUrl, newParties, personAt, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22, the help center's screens at phone size in both languages, against the mock: a provider
 * cancels one seeker of a three-day order that started today (day 1 confirmed and paid): the exact
 * split in Rupiah before confirming, then support processes it in the back office (/__dev) and the
 * request shows cancelled with the split applied, the seeker's order tells her what she keeps; a
 * request refused while a day waits to be reconfirmed; one before the start that refunds everything;
 * the public link's summary and a forged one 'not available'; /others. Screenshots: test-results/screens/help-center/.
 */


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
    cancelled: "Cancelled",
    applied: "Applied by support",
    beforeStart: "Not started yet: no salary is due and the whole payment goes back to your balance.",
    seekerKeeps: (amount: string) => `The business cancelled your job. You keep ${amount} for your confirmed days.`,
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
    cancelled: "Dibatalkan",
    applied: "Sudah diterapkan tim bantuan",
    beforeStart: "Belum mulai: tidak ada gaji yang dibayar dan seluruh pembayaran kembali ke saldomu.",
    seekerKeeps: (amount: string) => `Pemberi kerja membatalkan pekerjaanmu. Kamu tetap menerima ${amount} untuk hari yang sudah dikonfirmasi.`,
    entryOrder: "Batalkan pekerjaan ini lewat pusat bantuan",
    seekerCancelled: "Pemberi kerja membatalkan pekerjaanmu. Kamu tetap menerima Rp250.000 untuk hari yang sudah dikonfirmasi.",
    othersTitle: "Ceritakan masalahmu ke tim bantuan",
    othersText: "Pesanmu",
    othersSend: "Kirim ke tim bantuan",
    sent: "Pesan terkirim",
  },
} as const;

const rupiah = (amount: number): string => `Rp${amount.toLocaleString("de-DE")}`;

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
    const sent: { body: Record<string, unknown>; key: string | null }[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/cancellation-requests")) sent.push({ body: r.postDataJSON() as Record<string, unknown>, key: r.headers()["idempotency-key"] ?? null });
    });
    await expect(page.getByRole("heading", { level: 1, name: text.helpTitle })).toBeVisible();
    await expect(page.getByText(text.hours)).toBeVisible();
    await screenshot(page, `help-center/${language}-1-helpcenter`, { fullPage: true });
    await expectNoA11yViolations(page, "help center");

    await page.getByRole("link", { name: new RegExp(text.cancelSeeker) }).click();
    await page.getByRole("button", { name: new RegExp(order.orderId) }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.pickSeeker })).toBeVisible();
    await screenshot(page, `help-center/${language}-2-cancellist-staff`, { fullPage: true });
    await expectNoA11yViolations(page, "cancel list, staff");
    await page.getByRole("button", { name: new RegExp(name) }).click();

    await expect(page.getByRole("heading", { level: 1, name: text.reasonTitle })).toBeVisible();
    await page.getByRole("button", { name: text.next }).click();
    await page.getByLabel(text.others).check();
    await page.getByRole("button", { name: text.next }).click();
    await expect(page.getByText(text.required)).toBeVisible();
    await page.getByLabel(text.tellMore).fill("Renovasi dapur mendadak");
    await expect(page.getByText("23/500")).toBeVisible();
    await screenshot(page, `help-center/${language}-3-cancelreason`, { fullPage: true });
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
    await screenshot(page, `help-center/${language}-4-reasondetail`, { fullPage: true });
    await expectNoA11yViolations(page, "reason detail");
    await page.getByRole("button", { name: text.next }).click();

    await expect(page.getByRole("heading", { level: 1, name: text.summaryTitle })).toBeVisible();
    const line = page.locator(`[data-hire-id="${hire?.hireId}"]`);
    await expect(line).toContainText(text.keeps(name));
    await expect(line).toContainText(rupiah(hire?.money.released ?? -1));
    await expect(line).toContainText(rupiah(hire?.money.held ?? -1));
    await screenshot(page, `help-center/${language}-5-orderrequest`, { fullPage: true });
    await expectNoA11yViolations(page, "order request summary");
    // The back button returns to the previous step with its input.
    await page.goBack();
    await expect(page.getByLabel(text.mobile)).toHaveValue(/812/);
    await page.goForward();

    await page.getByRole("button", { name: text.send }).click();
    const dialog = page.getByRole("dialog", { name: text.confirmTitle });
    await expect(dialog).toContainText(rupiah(hire?.money.held ?? -1));
    await screenshot(page, `help-center/${language}-6-confirm`);
    await dialog.getByRole("button", { name: text.confirmOk, exact: true }).click();

    await expect(page).toHaveURL(/\/app\/orderrequestmoredetail\?requestId=[^&]+$/);
    const requestId = idInUrl(page, "requestId");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ orderId, hireId: hire?.hireId, reason: "seekerNoShow", otherReason: null, mobile: "81234567890" });
    expect(sent[0]?.body.proofMedia).toEqual([expect.stringMatching(/\/api\/uploads\/.+\/warung-tutup\.png$/)]);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator(".ds-badge", { hasText: text.requested })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^(48:00:00|47:5\d:\d\d)$/);
    await screenshot(page, `help-center/${language}-7-detail`, { fullPage: true });
    await expectNoA11yViolations(page, "order request detail");
    // "Share link": a signed link, built by href to the public /orderrequest, shown to copy as well as shared.
    await page.getByRole("button", { name: text.share }).click();
    const shared = page.getByRole("link", { name: new RegExp(`/app/orderrequest\\?requestId=${requestId}&expires=\\d+&signature=.+$`) });
    await expect(shared).toBeVisible();
    // The shared link opens the public summary with no session.
    const publicUrl = (await shared.getAttribute("href")) ?? "";
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(publicUrl);
    await expect(strangerPage.getByText(order.orderId)).toBeVisible();
    await stranger.close();

    // Support processes it (the back office): the split is applied, the request shows cancelled.
    const processed = await request.post(`${MOCK_URL}/__dev/cancellation-requests/${requestId}/process`);
    expect(processed.status(), "support processes the request").toBe(200);
    await page.reload();
    await expect(page.locator(".ds-badge", { hasText: text.cancelled })).toBeVisible();
    await expect(page.getByText(text.applied).first()).toBeVisible();
    await expect(page.locator(`[data-hire-id="${hire?.hireId}"]`)).toContainText(rupiah(hire?.money.released ?? -1));
    await screenshot(page, `help-center/${language}-7b-detail-cancelled`, { fullPage: true });

    await page.goto(appUrl("/orderrequestmore"));
    await expect(page.locator(`[data-request-id="${requestId}"]`)).toContainText(text.cancelled);
    await screenshot(page, `help-center/${language}-8-orderrequestmore`, { fullPage: true });
    await expectNoA11yViolations(page, "order requests");
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();

    // The seeker is told: her order shows the cancellation and what she keeps.
    const seeker = await personAt(browser, who.seeker, `/seeker/order?orderId=${orderId}`, language);
    await expect(seeker.page.getByText(text.seekerKeeps(rupiah(hire?.money.released ?? -1)))).toBeVisible();
    await screenshot(seeker.page, `help-center/${language}-8b-seeker-order-cancelled`, { fullPage: true });
    await seeker.close();
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
    await expect(page.getByRole("link", { name: text.entryOrder })).toBeVisible();
    await screenshot(page, `help-center/${language}-0-provider-order-entry`, { fullPage: true });
    await page.getByRole("link", { name: text.entryOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/app/cancellist\\?scope=job&orderId=${orderId}$`));
    const row = page.getByRole("button", { name: new RegExp(order.orderId) });
    await expect(row).toContainText(text.waiting);
    await screenshot(page, `help-center/${language}-9-cancellist-waiting`, { fullPage: true });
    await row.click();
    await page.getByLabel(text.noShow).check();
    await page.getByRole("button", { name: text.next }).click();
    await page.getByLabel(text.mobile).fill("81234567890");
    await page.getByRole("button", { name: text.next }).click();
    const refusal = page.getByRole("alert").filter({ hasText: text.waiting });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("button", { name: text.send })).toHaveCount(0);
    await expect(refusal.getByRole("link", { name: text.toOrder })).toHaveAttribute("href", `/app/provider/order?orderId=${orderId}`);
    await screenshot(page, `help-center/${language}-10-waiting`, { fullPage: true });
    await expectNoA11yViolations(page, "order request refused while waiting");
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });

  test(`[${language}] the public link shows the summary without a login; a forged one is 'not available' with support's hours`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const asked = (await arrange(request, PROVIDER_STATE.cancellationRequested, { ...newParties(), scope: "job" })) as unknown as Record<string, string>;
    await page.context().addCookies([{ name: "language", value: language, url: appUrl("/") }]);
    const link = (signature: string) => appUrl(`/orderrequest?requestId=${asked.requestId}&expires=${asked.linkExpires}&signature=${signature}`);
    await page.goto(link(asked.linkSignature ?? ""));
    await expect(page.getByText(asked.orderId ?? "")).toBeVisible();
    await expect(page.locator(".ds-badge", { hasText: text.requested })).toBeVisible();
    await screenshot(page, `help-center/${language}-11-public`, { fullPage: true });
    await expectNoA11yViolations(page, "public order request");
    await page.goto(link("forged"));
    await expect(page.getByRole("heading", { level: 1, name: text.notAvailable })).toBeVisible();
    await expect(page.getByText(text.hours)).toBeVisible();
    await screenshot(page, `help-center/${language}-12-public-not-available`, { fullPage: true });
    await expectNoA11yViolations(page, "public order request not available");
  });

  test(`[${language}] cancelling a job before its start shows no salary and the whole payment back to the balance`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const who = newParties();
    const hired = (await arrange(request, PROVIDER_STATE.hiredStartingTomorrow, who)) as unknown as Record<string, string>;
    const order = await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.providerToken ?? "");
    const salary = order.staff[0]?.money.salary ?? -1;
    const provider = await personAt(browser, who.provider, `/cancellist?scope=job&orderId=${hired.orderId}`, language);
    const { page } = provider;
    await page.getByRole("button", { name: new RegExp(order.orderId) }).click();
    await page.getByLabel(text.noShow).check();
    await page.getByRole("button", { name: text.next }).click();
    await page.getByLabel(text.mobile).fill("81234567890");
    await page.getByRole("button", { name: text.next }).click();
    await expect(page.getByText(text.beforeStart)).toBeVisible();
    const line = page.locator(`[data-hire-id="${order.staff[0]?.hireId}"]`);
    await expect(line).toContainText("Rp0");
    await expect(line).toContainText(rupiah(salary));
    await screenshot(page, `help-center/${language}-16-before-start`, { fullPage: true });
    await page.getByRole("button", { name: text.send }).click();
    await page.getByRole("dialog", { name: text.confirmTitle }).getByRole("button", { name: text.confirmOk, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/orderrequestmoredetail\?requestId=[^&]+$/);
    const requestId = idInUrl(page, "requestId");
    expect((await request.post(`${MOCK_URL}/__dev/cancellation-requests/${requestId}/process`)).status()).toBe(200);
    const after = await apiGet<OrderDetail>(request, `/orders/${hired.orderId}`, hired.providerToken ?? "");
    expect(after.staff[0]?.money).toMatchObject({ released: 0, held: 0, refunded: salary });
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });

  test(`[${language}] /others sends a message to support once, and the receipt says when support replies`, async ({ browser, request }) => {
    const who = newParties();
    await arrange(request, PROVIDER_STATE.providerLoggedIn, { phone: who.provider, business: "verified" });
    const provider = await personAt(browser, who.provider, "/others", language);
    const { page } = provider;
    const keys: (string | null)[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/support-messages")) keys.push(r.headers()["idempotency-key"] ?? null);
    });
    await expect(page.getByRole("heading", { level: 1, name: text.othersTitle })).toBeVisible();
    await page.getByRole("button", { name: text.othersSend }).click();
    await expect(page.getByText(text.required)).toBeVisible();
    await page.getByLabel(text.othersText).fill("Saldo saya belum bertambah setelah hari kerja dikonfirmasi.");
    await screenshot(page, `help-center/${language}-13-others`, { fullPage: true });
    await expectNoA11yViolations(page, "others");
    await page.getByRole("button", { name: text.othersSend }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.sent })).toBeVisible();
    expect(keys).toHaveLength(1);
    await screenshot(page, `help-center/${language}-14-others-sent`, { fullPage: true });
    await expectNoA11yViolations(page, "others sent");
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });
}
