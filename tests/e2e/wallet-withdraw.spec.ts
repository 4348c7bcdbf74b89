import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import type { WalletView, WithdrawalList } from "../../domain/wallet/wallet-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 23, the PIN, the payout accounts and the withdrawal at 360 px in both languages, against
 * the mock: a seeker with a paid day (Rp250.000 in her balance, through the work states) sets her
 * PIN, adds a bank account, withdraws, and the back office (/__dev) pays it out or fails it; five
 * wrong PINs block, support's reset lifts the block; a double tap withdraws once.
 */

const TEXT = {
  en: {
    setPin: "Save PIN",
    newPin: "New PIN",
    againPin: "Enter the new PIN again",
    saved: "PIN saved",
    isSet: /^Your PIN is set/,
    mismatch: "The PINs do not match",
    addBank: "Save bank account",
    number: "Account number",
    holder: "Account holder's name",
    nameFound: "The bank knows this account as: SITI RAHAYU",
    amount: "Amount",
    next: "Continue",
    fee: "Withdrawal fee",
    arrival: /^Arrives within 1x24 hours, by .+ WIB$/,
    pin: "Transaction PIN",
    withdraw: "Withdraw Rp100.000",
    processing: "Withdrawal in process",
    success: "Withdrawal complete",
    failed: "Withdrawal failed",
    back: "Rp100.000 is back in your balance.",
    reason: "Reason: the bank refused the transfer",
    retry: "Retry the withdrawal",
    tooLow: "The minimum withdrawal is Rp20.000",
    tooHigh: "The amount is more than your available balance (Rp250.000)",
    wrong: (left: number) => `Wrong PIN. Attempts left: ${left}`,
    blocked: "Transactions are blocked",
    support: "Contact support",
  },
  id: {
    setPin: "Simpan PIN",
    newPin: "PIN baru",
    againPin: "Masukkan PIN baru sekali lagi",
    saved: "PIN disimpan",
    isSet: /^PIN‑mu sudah diatur/,
    mismatch: "PIN tidak sama",
    addBank: "Simpan rekening bank",
    number: "Nomor rekening",
    holder: "Nama pemilik rekening",
    nameFound: "Nama rekening ini di bank: SITI RAHAYU",
    amount: "Jumlah",
    next: "Lanjut",
    fee: "Biaya penarikan",
    arrival: /^Masuk dalam 1x24 jam, paling lambat .+ WIB$/,
    pin: "PIN transaksi",
    withdraw: "Tarik Rp100.000",
    processing: "Penarikan sedang diproses",
    success: "Penarikan berhasil",
    failed: "Penarikan gagal",
    back: "Rp100.000 sudah kembali ke saldomu.",
    reason: "Alasan: bank menolak transfernya",
    retry: "Coba tarik lagi",
    tooLow: "Minimal penarikan Rp20.000",
    tooHigh: "Jumlahnya melebihi saldo tersedia (Rp250.000)",
    wrong: (left: number) => `PIN salah. Sisa percobaan: ${left}`,
    blocked: "Transaksi diblokir",
    support: "Hubungi layanan pelanggan",
  },
} as const;

const PIN = "246810";

/** A seeker hired for an order whose first day the provider confirmed: its Rp250.000 wage is in her balance. */
const seekerWithPaidDay = async (request: APIRequestContext) => {
  const parties = newParties();
  const hired = await arrange(request, PROVIDER_STATE.hiredStartedToday, { ...parties, day1: "confirmed" });
  return { phone: parties.seeker, token: hired.seekerToken, userId: hired.seekerId };
};

/** A wallet call as the seeker's app makes it (signed, bearer, a new idempotency key). */
const walletPost = async (request: APIRequestContext, path: string, token: string, data: unknown): Promise<void> => {
  const response = await request.post(`${MOCK_URL}/api/wallet${path}`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}`, "idempotency-key": randomUUID() }, data });
  expect(response.status(), `POST /api/wallet${path}`).toBeLessThan(300);
};

/** Her PIN and a BCA account, set through the API: for the tests about something after them. */
const withPinAndAccount = async (request: APIRequestContext, token: string): Promise<void> => {
  await walletPost(request, "/pin", token, { pin: PIN, pinAgain: PIN });
  await walletPost(request, "/accounts/bank", token, { bank: "bca", number: "1234567890", holderName: "SITI RAHAYU" });
};

/** The back office (/__dev): the payout partner pays out or fails a withdrawal; support lifts a PIN block. */
const devPost = async (request: APIRequestContext, path: string, data?: unknown): Promise<void> => {
  const response = await request.post(`${MOCK_URL}/__dev${path}`, data === undefined ? {} : { data });
  expect(response.status(), `POST /__dev${path}`).toBeLessThan(300);
};

const withdrawalsOf = async (request: APIRequestContext, token: string) => (await apiGet<WithdrawalList>(request, "/wallet/withdrawals", token)).items;

/** Fills the withdrawal form (the one account is chosen) and goes on to the confirmation. */
const askToWithdraw = async (page: Page, text: (typeof TEXT)["en" | "id"], amount: string) => {
  await page.getByLabel(text.amount, { exact: true }).fill(amount);
  await page.getByRole("button", { name: text.next }).click();
};

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] a seeker with a paid day sets a PIN, adds a bank account, withdraws; the back office pays it out and her status shows it`, async ({ page, request }) => {
    const seeker = await seekerWithPaidDay(request);
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/seeker/pin", language);

    // The PIN: 6 digits typed twice; two different ones are refused under the second field.
    await page.getByLabel(text.newPin).fill(PIN);
    await page.getByLabel(text.againPin).fill("246811");
    await page.getByRole("button", { name: text.setPin }).click();
    await expect(page.getByText(text.mismatch)).toBeVisible();
    await screenshot(page, `wallet/${language}-1-pin-mismatch`, { fullPage: true });
    await expectNoA11yViolations(page);
    // The field is masked and brings up the number pad.
    await expect(page.getByLabel(text.newPin)).toHaveAttribute("type", "password");
    await expect(page.getByLabel(text.newPin)).toHaveAttribute("inputmode", "numeric");
    await page.getByLabel(text.againPin).fill(PIN);
    await page.getByRole("button", { name: text.setPin }).click();
    await expect(page.getByText(text.isSet)).toBeVisible();
    await screenshot(page, `wallet/${language}-2-pin-set`, { fullPage: true });

    // A bank account: the bank's name check answers the holder's name as it has it.
    await page.goto("/app/seeker/accounts");
    await page.getByLabel(text.number).fill("1234567890");
    await page.getByLabel(text.holder).fill("SITI RAHAYU");
    await page.getByRole("button", { name: text.addBank }).click();
    await expect(page.getByText(text.nameFound)).toBeVisible();
    await expect(page.locator(".wl-account")).toHaveCount(1);
    await screenshot(page, `wallet/${language}-3-accounts`, { fullPage: true });
    await expectNoA11yViolations(page);

    // The amount by the rule (at least Rp20.000, at most what is available), then the fee and the arrival before the PIN.
    await page.goto("/app/seeker/withdraw");
    await askToWithdraw(page, text, "10000");
    await expect(page.getByText(text.tooLow)).toBeVisible();
    await askToWithdraw(page, text, "300000");
    await expect(page.getByText(text.tooHigh)).toBeVisible();
    await screenshot(page, `wallet/${language}-4-withdraw-form`, { fullPage: true });
    await expectNoA11yViolations(page);
    await askToWithdraw(page, text, "100000");
    await expect(page.locator(".wl-facts").getByText(text.fee)).toBeVisible();
    await expect(page.getByText(text.arrival)).toBeVisible();
    await screenshot(page, `wallet/${language}-5-withdraw-confirm`, { fullPage: true });
    await expectNoA11yViolations(page);
    await page.getByLabel(text.pin).fill(PIN);
    await page.getByRole("button", { name: text.withdraw }).click();
    await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/seeker\/withdraw\?withdrawalId=/);
    await screenshot(page, `wallet/${language}-6-processing`, { fullPage: true });
    await expectNoA11yViolations(page);

    // The payout partner pays it: the status changes on screen without a reload (the per-user event stream).
    const [withdrawal] = await withdrawalsOf(request, seeker.token);
    await devPost(request, `/withdrawals/${withdrawal?.withdrawalId ?? ""}/settle`);
    await expect(page.getByRole("heading", { name: text.success })).toBeVisible();
    await screenshot(page, `wallet/${language}-7-success`, { fullPage: true });
    await expectNoA11yViolations(page);
    const wallet = await apiGet<WalletView>(request, "/wallet", seeker.token);
    expect(wallet.balance).toEqual({ available: 150_000, inEscrow: wallet.balance.inEscrow, pendingOut: 0 });
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] a failed withdrawal says why, its money is back in the balance, and Retry sends it again`, async ({ page, request }) => {
    const seeker = await seekerWithPaidDay(request);
    await withPinAndAccount(request, seeker.token);
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/seeker/withdraw", language);
    await askToWithdraw(page, text, "100000");
    await page.getByLabel(text.pin).fill(PIN);
    await page.getByRole("button", { name: text.withdraw }).click();
    await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();

    const [withdrawal] = await withdrawalsOf(request, seeker.token);
    const withdrawalId = withdrawal?.withdrawalId ?? "";
    await devPost(request, `/withdrawals/${withdrawalId}/fail`, { reason: "rejectedByBank" });
    await expect(page.getByRole("heading", { name: text.failed })).toBeVisible();
    await expect(page.getByText(text.back)).toBeVisible();
    await expect(page.getByText(text.reason)).toBeVisible();
    expect((await apiGet<WalletView>(request, "/wallet", seeker.token)).balance.available).toBe(250_000);
    await screenshot(page, `wallet/${language}-8-failed`, { fullPage: true });
    await expectNoA11yViolations(page);

    await page.getByLabel(text.pin).fill(PIN);
    await page.getByRole("button", { name: text.retry }).click();
    await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
    expect((await apiGet<WalletView>(request, "/wallet", seeker.token)).balance).toMatchObject({ available: 150_000, pendingOut: 100_000 });
    const again = await withdrawalsOf(request, seeker.token);
    expect(again.map((w) => [w.withdrawalId, w.status, w.attempts])).toEqual([[withdrawalId, "processing", 2]]);
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] five wrong PINs block withdrawals, each wrong one says the tries left; support's reset lifts the block`, async ({ page, request }) => {
    const seeker = await seekerWithPaidDay(request);
    await withPinAndAccount(request, seeker.token);
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/seeker/withdraw", language);
    await askToWithdraw(page, text, "50000");
    for (const left of [4, 3, 2, 1]) {
      await page.getByLabel(text.pin).fill("000000");
      await page.getByRole("button", { name: language === "en" ? "Withdraw Rp50.000" : "Tarik Rp50.000" }).click();
      await expect(page.getByText(text.wrong(left))).toBeVisible();
    }
    await screenshot(page, `wallet/${language}-9-wrong-pin`, { fullPage: true });
    await page.getByLabel(text.pin).fill("000000");
    await page.getByRole("button", { name: language === "en" ? "Withdraw Rp50.000" : "Tarik Rp50.000" }).click();
    await expect(page.getByRole("heading", { name: text.blocked })).toBeVisible();
    await expect(page.getByRole("link", { name: text.support })).toHaveAttribute("href", "/app/others");
    await screenshot(page, `wallet/${language}-10-blocked`, { fullPage: true });
    await expectNoA11yViolations(page);
    // The count is the server's: the PIN page says blocked too, and no withdrawal was made.
    await page.goto("/app/seeker/pin");
    await expect(page.getByRole("heading", { name: text.blocked })).toBeVisible();
    expect(await withdrawalsOf(request, seeker.token)).toEqual([]);

    await devPost(request, `/pins/${seeker.userId}/reset`);
    await page.goto("/app/seeker/withdraw");
    await askToWithdraw(page, text, "50000");
    await page.getByLabel(text.pin).fill(PIN);
    await page.getByRole("button", { name: language === "en" ? "Withdraw Rp50.000" : "Tarik Rp50.000" }).click();
    await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
    expect(appErrors(errors)).toEqual([]);
  });
}

test("a double tap on Withdraw withdraws once", async ({ page, request }) => {
  const text = TEXT.en;
  const seeker = await seekerWithPaidDay(request);
  await withPinAndAccount(request, seeker.token);
  await signIn(page, seeker.phone, "/seeker/withdraw", "en");
  await askToWithdraw(page, text, "100000");
  await page.getByLabel(text.pin).fill(PIN);
  await page.getByRole("button", { name: text.withdraw }).dblclick();
  await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
  expect(await withdrawalsOf(request, seeker.token)).toHaveLength(1);
  expect((await apiGet<WalletView>(request, "/wallet", seeker.token)).balance).toMatchObject({ available: 150_000, pendingOut: 100_000 });
});
