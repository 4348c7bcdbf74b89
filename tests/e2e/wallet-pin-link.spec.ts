import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, devOtp, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { screenshot } from "../support/screenshot";
import { seekerWithPaidDay, TEST_PIN as PIN, walletPost } from "../support/wallet-e2e";

/**
 * Issue 23, the rest of the PIN settings and the e-wallet link at 360 px in both languages,
 * against the mock: a seeker changes her PIN (the old one, then the new one twice: the old one is
 * wrong after that), resets a forgotten PIN with the OTP sent to her number (which cannot lift a
 * block: only support can), and links an e-wallet through its consent page, landing on
 * /bound?linkId= (linked; or 'e-wallet link failed', whose Retry starts a new link).
 */

const NEW_PIN = "135790";
const THIRD_PIN = "975310";

const TEXT = {
  en: {
    change: "Change PIN",
    current: "Current PIN",
    newPin: "New PIN",
    againPin: "Enter the new PIN again",
    save: "Save PIN",
    changed: "PIN changed",
    saved: "PIN saved",
    isSet: /^Your PIN is set/,
    wrong: "Wrong PIN. Attempts left: 4",
    forgot: "Forgot PIN?",
    send: "Send code",
    code: "4-digit code",
    blocked: "Transactions are blocked",
    support: "Contact support",
    linkGo: "Link OVO",
    wallet: "E‑wallet",
    open: "Open OVO to link it",
    linked: "E‑wallet linked",
    linkFailed: "E‑wallet link failed",
    retry: "Retry",
    done: "Done",
  },
  id: {
    change: "Ubah PIN",
    current: "PIN saat ini",
    newPin: "PIN baru",
    againPin: "Masukkan PIN baru sekali lagi",
    save: "Simpan PIN",
    changed: "PIN diubah",
    saved: "PIN disimpan",
    isSet: /^PIN‑mu sudah diatur/,
    wrong: "PIN salah. Sisa percobaan: 4",
    forgot: "Lupa PIN?",
    send: "Kirim kode",
    code: "Kode 4 digit",
    blocked: "Transaksi diblokir",
    support: "Hubungi tim bantuan",
    linkGo: "Tautkan OVO",
    wallet: "E‑wallet",
    open: "Buka OVO untuk menautkan",
    linked: "E‑wallet tertaut",
    linkFailed: "Gagal menautkan e‑wallet",
    retry: "Coba lagi",
    done: "Selesai",
  },
} as const;

/** A PIN call as the app makes it, answered whatever it is: its status and error code. */
const pinCall = async (request: APIRequestContext, path: string, token: string, data?: unknown) => {
  const response = await request.post(`${MOCK_URL}/api/wallet${path}`, {
    headers: { ...(await signedHeaders()), authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  return [response.status(), body.error?.code ?? null] as const;
};

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] she changes her PIN with the current one, then the new one twice; the old one is wrong after that`, async ({ page, request }) => {
    const seeker = await seekerWithPaidDay(request);
    await walletPost(request, "/pin", seeker.token, { pin: PIN, pinAgain: PIN });
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/wallet/pin", language);

    await page.getByRole("button", { name: text.change }).click();
    await page.getByLabel(text.current, { exact: true }).fill(PIN);
    await page.getByLabel(text.newPin, { exact: true }).fill(NEW_PIN);
    await page.getByLabel(text.againPin, { exact: true }).fill(NEW_PIN);
    await screenshot(page, `wallet-pin/${language}-1-change`, { fullPage: true });
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.changed)).toBeVisible();
    await expect(page.getByText(text.isSet)).toBeVisible();

    // The old PIN no longer opens it (and the wrong entry counts); the new one does.
    await page.getByRole("button", { name: text.change }).click();
    await page.getByLabel(text.current, { exact: true }).fill(PIN);
    await page.getByLabel(text.newPin, { exact: true }).fill(THIRD_PIN);
    await page.getByLabel(text.againPin, { exact: true }).fill(THIRD_PIN);
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.wrong)).toBeVisible();
    await screenshot(page, `wallet-pin/${language}-2-old-pin-wrong`, { fullPage: true });
    await page.getByLabel(text.current, { exact: true }).fill(NEW_PIN);
    // The first change's message is still on the page and editing the field takes the refusal away: this change's
    // answer is the server's (a check on the page alone raced the request below).
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/wallet/pin/change" && r.request().method() === "POST");
    await page.getByRole("button", { name: text.save }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(text.wrong)).toBeHidden();
    await expect(page.getByText(text.changed)).toBeVisible();
    expect(await pinCall(request, "/pin/change", seeker.token, { currentPin: THIRD_PIN, pin: PIN, pinAgain: PIN })).toEqual([200, null]);
    // The browser logs the refused old PIN (422): that and nothing else.
    expect(appErrors(errors).filter((e) => !/status of 422 .*\/api\/wallet\/pin\/change\)$/.test(e))).toEqual([]);
  });

  test(`[${language}] she resets a forgotten PIN with the code sent to her number; once blocked, only support can lift it`, async ({ page, request }) => {
    const seeker = await seekerWithPaidDay(request);
    await walletPost(request, "/pin", seeker.token, { pin: PIN, pinAgain: PIN });
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/wallet/pin", language);

    await page.getByRole("button", { name: text.forgot }).click();
    // The code is read once it was sent (before, the dev endpoint still holds the login's code).
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/wallet/pin/otp") && r.ok());
    await page.getByRole("button", { name: text.send }).click();
    await sent;
    await page.getByLabel(text.code, { exact: true }).fill(await devOtp(request, seeker.phone));
    await page.getByLabel(text.newPin, { exact: true }).fill(NEW_PIN);
    await page.getByLabel(text.againPin, { exact: true }).fill(NEW_PIN);
    await screenshot(page, `wallet-pin/${language}-3-forgot`, { fullPage: true });
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByText(text.isSet)).toBeVisible();
    // The new PIN is hers now: the forgotten one is wrong, the new one right.
    expect(await pinCall(request, "/pin/change", seeker.token, { currentPin: PIN, pin: THIRD_PIN, pinAgain: THIRD_PIN })).toEqual([422, "PIN_WRONG"]);
    expect(await pinCall(request, "/pin/change", seeker.token, { currentPin: NEW_PIN, pin: THIRD_PIN, pinAgain: THIRD_PIN })).toEqual([200, null]);

    // Four more wrong entries block it: the page says so and where support is, with no way to reset it by code.
    for (let i = 0; i < 4; i += 1) await pinCall(request, "/pin/change", seeker.token, { currentPin: "000000", pin: PIN, pinAgain: PIN });
    expect(await pinCall(request, "/pin/change", seeker.token, { currentPin: "000000", pin: PIN, pinAgain: PIN })).toEqual([423, "PIN_LOCKED"]);
    await page.reload();
    await expect(page.getByRole("heading", { name: text.blocked })).toBeVisible();
    await expect(page.getByRole("link", { name: text.support })).toHaveAttribute("href", "/app/others");
    await expect(page.getByRole("button", { name: text.forgot })).toHaveCount(0);
    await screenshot(page, `wallet-pin/${language}-4-blocked`, { fullPage: true });
    await expectNoA11yViolations(page);
    // Nor can the app's code: the OTP is refused while the PIN is blocked.
    expect(await pinCall(request, "/pin/otp", seeker.token)).toEqual([423, "PIN_LOCKED"]);
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] she links an e-wallet through its page and lands on /bound: linked; a failed link says so, and Retry links it`, async ({ page }) => {
    const seeker = await seekerWithPaidDay(page.request);
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/wallet/accounts", language);

    // The first try: the e-wallet's page answers "failed".
    await page.getByLabel(text.wallet, { exact: true }).selectOption({ label: "OVO" });
    await page.getByRole("button", { name: text.linkGo }).click();
    await page.getByRole("link", { name: text.open }).click();
    await expect(page).toHaveURL(/\/__dev\/ewallet-links\/[^/]+$/);
    await page.getByRole("button", { name: "Fail" }).click();
    await expect(page).toHaveURL(/\/app\/bound\?linkId=[^&]+$/);
    await expect(page.getByRole("heading", { level: 1, name: text.linkFailed })).toBeVisible();
    await screenshot(page, `wallet-pin/${language}-5-link-failed`, { fullPage: true });
    await expectNoA11yViolations(page);
    const failedUrl = page.url();

    // Retry: a new link, this time allowed; back on /bound with its own id, linked, then Done to the accounts.
    await page.getByRole("button", { name: text.retry }).click();
    await page.getByRole("link", { name: text.open }).click();
    await page.getByRole("button", { name: "Link" }).click();
    await expect(page).toHaveURL(/\/app\/bound\?linkId=[^&]+$/);
    expect(page.url()).not.toBe(failedUrl);
    await expect(page.getByRole("heading", { level: 1, name: text.linked })).toBeVisible();
    await screenshot(page, `wallet-pin/${language}-6-linked`, { fullPage: true });
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: text.done }).click();
    await expect(page).toHaveURL(/\/app\/wallet\/accounts$/);
    await expect(page.locator(".wl-account")).toHaveCount(1);
    await expect(page.locator(".wl-account")).toContainText("OVO");
    expect(appErrors(errors)).toEqual([]);
  });
}
