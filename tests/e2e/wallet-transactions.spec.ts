import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { arrange, newParties, personAt, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 23, the wallet's money at 360 px in both languages, against the mock: a seeker whose
 * three-day hire ended with one day confirmed (Rp250.000 paid to her balance, the other two days
 * declined or absent) sees her balance and the salary line on Transaksi Anda, filters the list,
 * opens the line's detail and the month's statement (printed: A4 pages); the business sees its
 * balance page from Akun with what its escrow still holds and the offer's payment line.
 */

const TEXT = {
  en: {
    title: "Your transactions",
    available: "Available",
    salaryLine: "Salary for a work day",
    paymentLine: "Offer paid",
    type: "Type",
    salary: "Salary",
    withdrawal: "Withdrawal",
    noMatch: "No transactions match these filters",
    showAll: "Show all",
    transactionId: "Transaction ID",
    statementLink: "Monthly statement",
    statementHeading: /^Statement for /,
    opening: "Opening balance",
    closing: "Closing balance",
    print: "Print / save as PDF",
    account: "Account",
    balanceRow: "Balance and transactions",
    inEscrow: "Held in escrow",
    list: "Transactions",
  },
  id: {
    title: "Transaksi Anda",
    available: "Tersedia",
    salaryLine: "Gaji hari kerja",
    paymentLine: "Tawaran dibayar",
    type: "Jenis",
    salary: "Gaji",
    withdrawal: "Penarikan",
    noMatch: "Tidak ada transaksi yang cocok dengan filter ini",
    showAll: "Tampilkan semua",
    transactionId: "ID Transaksi",
    statementLink: "Laporan bulanan",
    statementHeading: /^Laporan /,
    opening: "Saldo awal",
    closing: "Saldo akhir",
    print: "Cetak / simpan PDF",
    account: "Akun",
    balanceRow: "Saldo dan transaksi",
    inEscrow: "Ditahan di rekening bersama",
    list: "Transaksi",
  },
} as const;

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] a seeker with a paid day sees her balance and the salary line, filters, opens its detail and prints the month's statement; the business sees its escrow and the payment on its balance page`, async ({ page, request, browser }) => {
    const parties = newParties();
    await arrange(request, PROVIDER_STATE.hireEnded, parties);
    const errors = collectPageErrors(page);
    await signIn(page, parties.seeker, "/seeker/transactions", language);

    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const balance = page.locator(".wl-balance__available");
    await expect(balance).toContainText(text.available);
    await expect(balance).toContainText("Rp250.000");
    const list = page.getByRole("list", { name: text.list });
    const salary = list.getByRole("button", { name: new RegExp(text.salaryLine) });
    await expect(salary).toContainText("+Rp250.000");
    await screenshot(page, `wallet-transactions/${language}-1-seeker`, { fullPage: true });
    await expectNoA11yViolations(page);

    // Filters: salary keeps the line; withdrawals have none (and say so, with the way back).
    await page.getByLabel(text.type).selectOption({ label: text.salary });
    await expect(salary).toBeVisible();
    await page.getByLabel(text.type).selectOption({ label: text.withdrawal });
    await expect(page.getByRole("heading", { name: text.noMatch })).toBeVisible();
    await screenshot(page, `wallet-transactions/${language}-2-filtered-empty`, { fullPage: true });
    await page.getByRole("button", { name: text.showAll }).click();
    await expect(salary).toBeVisible();

    // The line's detail: every field it has, its Transaction ID first.
    await salary.click();
    const sheet = page.getByRole("dialog", { name: text.salaryLine });
    await expect(sheet.getByRole("row", { name: new RegExp(text.transactionId) })).toContainText(/TRX-\d{8}-\d{6}/);
    await expect(sheet).toContainText("Rp250.000");
    await screenshot(page, `wallet-transactions/${language}-3-detail`);
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");

    // The month's statement: opening, the salary, closing; printed on A4 pages.
    await page.getByRole("link", { name: text.statementLink }).click();
    await expect(page).toHaveURL(/\/app\/wallet\/statement\?month=\d{4}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1, name: text.statementHeading })).toBeVisible();
    await expect(page.locator(".wl-lines tbody")).toContainText(text.salaryLine);
    await expect(page.locator(".wl-lines tfoot")).toContainText(text.closing);
    await expect(page.getByRole("button", { name: text.print }).first()).toBeVisible();
    await screenshot(page, `wallet-transactions/${language}-4-statement`, { fullPage: true });
    await expectNoA11yViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".ds-appbar")).toBeHidden();
    await expect(page.locator(".wl-statement__tools")).toBeHidden();
    await screenshot(page, `wallet-transactions/${language}-5-statement-print`, { fullPage: true });
    await page.emulateMedia({ media: "screen" });
    expect(appErrors(errors)).toEqual([]);

    // The business: Akun, then its balance page, with what the escrow still holds and the offer's payment.
    const provider = await personAt(browser, parties.provider, "/provider/account", language);
    await provider.page.getByRole("link", { name: text.balanceRow }).click();
    await expect(provider.page).toHaveURL(/\/app\/provider\/balance$/);
    const escrow = provider.page.locator(".wl-balance__apart > div").filter({ hasText: text.inEscrow });
    await expect(escrow).toContainText("Rp500.000");
    await expect(provider.page.getByRole("list", { name: text.list }).getByRole("button", { name: new RegExp(text.paymentLine) })).toBeVisible();
    await screenshot(provider.page, `wallet-transactions/${language}-6-provider-balance`, { fullPage: true });
    await expectNoA11yViolations(provider.page);
    expect(appErrors(provider.errors)).toEqual([]);
    await provider.close();
  });
}
