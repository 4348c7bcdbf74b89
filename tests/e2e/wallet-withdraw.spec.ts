import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatRupiah } from "../../domain/format/number.format";
import type { WalletView, WithdrawalList } from "../../domain/wallet/wallet-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";
import { devPost, seekerWithPaidDay, TEST_PIN as PIN, walletPost, withPinAndAccount } from "../support/wallet-e2e";

/**
 * Issue 23, the PIN, the payout accounts and the withdrawal at 360 px in both languages, against
 * the mock: a seeker with a paid day (Rp250.000 in her balance, through the work states) sets her
 * PIN, adds a bank account, withdraws, and the back office (/__dev) pays it out or fails it; five
 * wrong PINs block, support's reset lifts the block; a double tap withdraws once; a provider pays
 * an offer from the business's balance with her PIN.
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
    toBalance: "Back to my balance",
    transactions: "Your transactions",
    list: "Transactions",
    withdrawalLine: "Withdrawal",
    arrivedLine: "Withdrawal arrived",
    balanceAfter: "Balance after",
    statement: "Monthly statement",
    closing: "Closing balance",
    account: "BCA •••• 7890",
    paid: "Paid",
    failedLine: "Failed",
    failedBecause: "Failed: the bank refused the transfer",
    returnedLine: "Withdrawal failed, returned",
    type: "Type",
    status: "Status",
    toAccount: "To account",
    receive: "You receive",
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
    support: "Hubungi tim bantuan",
    toBalance: "Kembali ke saldo",
    transactions: "Transaksi Anda",
    list: "Transaksi",
    withdrawalLine: "Penarikan",
    arrivedLine: "Penarikan diterima",
    balanceAfter: "Saldo setelahnya",
    statement: "Laporan bulanan",
    closing: "Saldo akhir",
    account: "BCA •••• 7890",
    paid: "Berhasil",
    failedLine: "Gagal",
    failedBecause: "Gagal: bank menolak transfernya",
    returnedLine: "Penarikan gagal, dikembalikan",
    type: "Jenis",
    status: "Status",
    toAccount: "Ke akun",
    receive: "Yang kamu terima",
  },
} as const;

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
    await signIn(page, seeker.phone, "/wallet/pin", language);

    // The PIN: 6 digits typed twice; two different ones are refused under the second field.
    await page.getByLabel(text.newPin, { exact: true }).fill(PIN);
    await page.getByLabel(text.againPin, { exact: true }).fill("246811");
    await page.getByRole("button", { name: text.setPin }).click();
    await expect(page.getByText(text.mismatch)).toBeVisible();
    await screenshot(page, `wallet/${language}-1-pin-mismatch`, { fullPage: true });
    await expectNoA11yViolations(page);
    // The field is masked and brings up the number pad.
    await expect(page.getByLabel(text.newPin, { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByLabel(text.newPin, { exact: true })).toHaveAttribute("inputmode", "numeric");
    await page.getByLabel(text.againPin, { exact: true }).fill(PIN);
    await page.getByRole("button", { name: text.setPin }).click();
    await expect(page.getByText(text.isSet)).toBeVisible();
    await screenshot(page, `wallet/${language}-2-pin-set`, { fullPage: true });

    // A bank account: the bank's name check answers the holder's name as it has it.
    await page.goto("/app/wallet/accounts");
    await page.getByLabel(text.number).fill("1234567890");
    await page.getByLabel(text.holder).fill("SITI RAHAYU");
    await page.getByRole("button", { name: text.addBank }).click();
    await expect(page.getByText(text.nameFound)).toBeVisible();
    await expect(page.locator(".wl-account")).toHaveCount(1);
    await screenshot(page, `wallet/${language}-3-accounts`, { fullPage: true });
    await expectNoA11yViolations(page);

    // The amount by the rule (at least Rp20.000, at most what is available), then the fee and the arrival before the PIN.
    await page.goto("/app/wallet/withdraw");
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
    await page.getByLabel(text.pin, { exact: true }).fill(PIN);
    await page.getByRole("button", { name: text.withdraw }).click();
    await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/wallet\/withdraw\?withdrawalId=/);
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

    // Transaksi Anda, from the success screen: the withdrawal took Rp100.000 off her balance (Rp150.000 after
    // it, in its detail), and the payout partner's confirmation is its own line.
    await page.getByRole("link", { name: text.toBalance }).click();
    await expect(page).toHaveURL(/\/app\/seeker\/transactions$/);
    await expect(page.getByRole("heading", { level: 1, name: text.transactions })).toBeVisible();
    await expect(page.locator(".wl-balance__available")).toContainText("Rp150.000");
    const list = page.getByRole("list", { name: text.list });
    const line = (name: string) => list.getByRole("button").filter({ has: page.locator(".wl-row__title").getByText(name, { exact: true }) });
    // Each of the withdrawal's lines says where the money went and that it was paid; the arrival moved
    // no balance money: its amount unsigned, as in the statement.
    await expect(line(text.withdrawalLine)).toContainText("-Rp100.000");
    await expect(line(text.withdrawalLine).locator(".wl-row__about")).toHaveText(`${text.account} · ${text.paid}`);
    await expect(line(text.arrivedLine).locator(".wl-row__amount")).toHaveText("Rp100.000");
    await expect(line(text.arrivedLine).locator(".wl-row__about")).toHaveText(`${text.account} · ${text.paid}`);
    await screenshot(page, `wallet/${language}-7a-transactions`, { fullPage: true });
    await line(text.withdrawalLine).click();
    const sheet = page.getByRole("dialog", { name: text.withdrawalLine });
    await expect(sheet.getByRole("row", { name: new RegExp(`^${text.balanceAfter}`) })).toContainText("Rp150.000");
    const cell = (label: string) => sheet.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell");
    await expect(cell(text.type)).toHaveText(text.withdrawalLine);
    await expect(cell(text.status)).toHaveText(text.paid);
    await expect(cell(text.toAccount)).toHaveText(`${text.account}, SITI RAHAYU`);
    await expect(cell(text.fee)).toHaveText("Rp0");
    await expect(cell(text.receive)).toHaveText("Rp100.000");
    await screenshot(page, `wallet/${language}-7b-withdrawal-detail`);
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");

    // The month's statement: the withdrawal's line with the balance after it, and the month closes at Rp150.000.
    await page.getByRole("link", { name: text.statement }).click();
    await expect(page).toHaveURL(/\/app\/wallet\/statement\?month=\d{4}-\d{2}$/);
    const statementLine = page.locator(".wl-lines tbody tr").filter({ has: page.locator(".wl-lines__name").getByText(text.withdrawalLine, { exact: true }) });
    await expect(statementLine).toContainText("-Rp100.000");
    await expect(statementLine).toContainText("Rp150.000");
    await expect(statementLine).toContainText(`${text.account} · ${text.paid}`);
    const arrivedStatementLine = page.locator(".wl-lines tbody tr").filter({ has: page.locator(".wl-lines__name").getByText(text.arrivedLine, { exact: true }) });
    await expect(arrivedStatementLine.locator("td").first()).toContainText(/^Rp100\.000/);
    await expect(page.locator(".wl-lines tfoot")).toContainText(text.closing);
    await expect(page.locator(".wl-lines tfoot")).toContainText("Rp150.000");
    await screenshot(page, `wallet/${language}-7c-statement`, { fullPage: true });
    await expectNoA11yViolations(page);
    expect(appErrors(errors)).toEqual([]);
  });

  test(`[${language}] a failed withdrawal says why, its money is back in the balance, and Retry sends it again`, async ({ page, request }) => {
    const seeker = await seekerWithPaidDay(request);
    await withPinAndAccount(request, seeker.token);
    const errors = collectPageErrors(page);
    await signIn(page, seeker.phone, "/wallet/withdraw", language);
    await askToWithdraw(page, text, "100000");
    await page.getByLabel(text.pin, { exact: true }).fill(PIN);
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

    // Transaksi Anda: the money back in a line of its own, the withdrawal failed with its reason and Retry.
    await page.goto("/app/seeker/transactions");
    const list = page.getByRole("list", { name: text.list });
    const returned = list.getByRole("button").filter({ has: page.locator(".wl-row__title").getByText(text.returnedLine, { exact: true }) });
    await expect(returned).toContainText("+Rp100.000");
    await expect(returned.locator(".wl-row__about")).toHaveText(`${text.account} · ${text.failedLine}`);
    await returned.click();
    const sheet = page.getByRole("dialog", { name: text.returnedLine });
    await expect(sheet.getByRole("row", { name: new RegExp(`^${text.status}`) }).getByRole("cell")).toHaveText(text.failedBecause);
    await screenshot(page, `wallet/${language}-8a-failed-line`);
    await expectNoA11yViolations(page);
    await sheet.getByRole("link", { name: text.retry }).click();
    await expect(page).toHaveURL(new RegExp(`/app/wallet/withdraw\\?withdrawalId=${withdrawalId}$`));
    await expect(page.getByRole("heading", { name: text.failed })).toBeVisible();

    await page.getByLabel(text.pin, { exact: true }).fill(PIN);
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
    await signIn(page, seeker.phone, "/wallet/withdraw", language);
    await askToWithdraw(page, text, "50000");
    for (const left of [4, 3, 2, 1]) {
      await page.getByLabel(text.pin, { exact: true }).fill("000000");
      await page.getByRole("button", { name: language === "en" ? "Withdraw Rp50.000" : "Tarik Rp50.000" }).click();
      await expect(page.getByText(text.wrong(left))).toBeVisible();
    }
    await screenshot(page, `wallet/${language}-9-wrong-pin`, { fullPage: true });
    await page.getByLabel(text.pin, { exact: true }).fill("000000");
    await page.getByRole("button", { name: language === "en" ? "Withdraw Rp50.000" : "Tarik Rp50.000" }).click();
    await expect(page.getByRole("heading", { name: text.blocked })).toBeVisible();
    await expect(page.getByRole("link", { name: text.support })).toHaveAttribute("href", "/app/others");
    await screenshot(page, `wallet/${language}-10-blocked`, { fullPage: true });
    await expectNoA11yViolations(page);
    // The count is the server's: the PIN page says blocked too, and no withdrawal was made.
    await page.goto("/app/wallet/pin");
    await expect(page.getByRole("heading", { name: text.blocked })).toBeVisible();
    expect(await withdrawalsOf(request, seeker.token)).toEqual([]);

    await devPost(request, `/pins/${seeker.userId}/reset`);
    await page.goto("/app/wallet/withdraw");
    await askToWithdraw(page, text, "50000");
    await page.getByLabel(text.pin, { exact: true }).fill(PIN);
    await page.getByRole("button", { name: language === "en" ? "Withdraw Rp50.000" : "Tarik Rp50.000" }).click();
    await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
    // The browser logs each refused PIN (422 wrong, 423 blocked): those and nothing else.
    expect(appErrors(errors).filter((e) => !/status of 42[23] .*\/api\/wallet\/withdrawals\)$/.test(e))).toEqual([]);
  });
}

test("a double tap on Withdraw withdraws once", async ({ page, request }) => {
  const text = TEXT.en;
  const seeker = await seekerWithPaidDay(request);
  await withPinAndAccount(request, seeker.token);
  await signIn(page, seeker.phone, "/wallet/withdraw", "en");
  await askToWithdraw(page, text, "100000");
  await page.getByLabel(text.pin, { exact: true }).fill(PIN);
  await page.getByRole("button", { name: text.withdraw }).dblclick();
  await expect(page.getByRole("heading", { name: text.processing })).toBeVisible();
  expect(await withdrawalsOf(request, seeker.token)).toHaveLength(1);
  expect((await apiGet<WalletView>(request, "/wallet", seeker.token)).balance).toMatchObject({ available: 150_000, pendingOut: 100_000 });
});

test("[en] the provider pays an offer from the business's balance with her PIN: too little balance and a wrong PIN are refused, then it is paid at once", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { provider, seeker } = newParties();
  // A new business: nothing in its balance yet.
  const poor = await arrange(request, PROVIDER_STATE.jobHasApplicant, { provider, seeker: newParties().seeker });
  await walletPost(request, "/pin", poor.providerToken, { pin: PIN, pinAgain: PIN });
  const errors = collectPageErrors(page);
  await signIn(page, provider, `/provider/offer?jobId=${poor.jobId}&seekerId=${poor.seekerId}`, "en");
  const pay = page.getByRole("button", { name: "Pay Rp266.500 and send" });
  await page.getByRole("radio", { name: /^Balance/ }).check();
  await expect(page.getByText("Available balance")).toBeVisible();
  await page.getByLabel("Transaction PIN", { exact: true }).fill(PIN);
  await pay.click();
  await expect(page.getByText("Payment failed: insufficient balance")).toBeVisible();
  await screenshot(page, "wallet/en-11-offer-balance-insufficient", { fullPage: true });

  // A declined offer's money came back to the balance; then a second applicant to offer the job to.
  await arrange(request, PROVIDER_STATE.offerAnswered, { provider, seeker, answer: "declined" });
  const arranged = await arrange(request, PROVIDER_STATE.jobHasApplicant, { provider, seeker: newParties().seeker });
  await page.goto(`/app/provider/offer?jobId=${arranged.jobId}&seekerId=${arranged.seekerId}`);
  const before = (await apiGet<WalletView>(request, "/wallet", arranged.providerToken)).balance.available;
  expect(before).toBeGreaterThanOrEqual(266_500);
  await page.getByRole("radio", { name: /^Balance/ }).check();
  await expect(page.locator("strong").filter({ hasText: formatRupiah(before) })).toBeVisible();
  // The PIN is masked, on the number pad, and never kept in the form's draft.
  const pinField = page.getByLabel("Transaction PIN", { exact: true });
  await expect(pinField).toHaveAttribute("type", "password");
  await pinField.fill("135790");
  await pay.click();
  await expect(page.getByText("Wrong PIN. Attempts left: 4")).toBeVisible();
  await screenshot(page, "wallet/en-12-offer-balance-wrong-pin", { fullPage: true });
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain("135790");

  await pinField.fill(PIN);
  await pay.click();
  await expect(page).toHaveURL(/\/app\/paymentpage\?paymentId=/);
  await expect(page.getByRole("heading", { level: 1, name: /^Offer sent to / })).toBeVisible();
  await screenshot(page, "wallet/en-13-offer-paid-from-balance", { fullPage: true });
  expect((await apiGet<WalletView>(request, "/wallet", arranged.providerToken)).balance.available).toBe(before - 266_500);
  // The business's balance page lists the payment as its own line, with what it took off the balance.
  await page.goto("/app/provider/balance");
  const paid = page
    .getByRole("list", { name: "Transactions" })
    .getByRole("button")
    .filter({ has: page.locator(".wl-row__title").getByText("Offer paid from balance", { exact: true }) });
  await expect(paid).toContainText("-Rp266.500");
  await screenshot(page, "wallet/en-14-provider-balance-line", { fullPage: true });
  // The browser logs the two refusals (409 too little balance, 422 wrong PIN): those and nothing else.
  expect(appErrors(errors).filter((e) => !/status of (409|422) .*\/api\/offers\)$/.test(e))).toEqual([]);
});
