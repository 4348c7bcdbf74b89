import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { collectPageErrors, DEMO_ACCOUNTS, DEMO_OTP_CODE, devOtp, newPhone, setLanguageCookie, signIn } from "../support/e2e-helpers";

test("the demo seeker logs in with WhatsApp OTP, switches language, survives a reload and logs out", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await setLanguageCookie(context, "en");
  await page.goto("/app/login");
  await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();

  // Typed as people write it, with the leading 0 and spaces: 0812 0000 0001.
  const { phone } = DEMO_ACCOUNTS.seeker;
  await page.getByLabel("Mobile number").fill(`0${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
  await expect(page.getByLabel("Mobile number")).toHaveValue("812-0000-0001");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/We sent a 4-digit code via WhatsApp/)).toBeVisible();
  await page.getByLabel("4-digit code").fill(DEMO_OTP_CODE);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app\/seeker/);

  // Indonesian and back, from the account page; the choice survives a reload (cookie `language`).
  await page.getByRole("link", { name: "Me" }).click();
  await page.getByLabel("Language").selectOption("id");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("button", { name: "Keluar" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Keluar" })).toBeVisible();
  await page.getByLabel("Bahasa").selectOption("en");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  await page.goto("/app/seeker");
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fseeker/);
  expect(errors).toEqual([]);
});

test("a wrong OTP says so with the attempts left, and the SMS fallback is announced", async ({ page, context }) => {
  await setLanguageCookie(context, "en");
  await page.goto("/app/login");
  await page.getByLabel("Mobile number").fill(DEMO_ACCOUNTS.seekerSmsOnly.phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/WhatsApp failed, so we sent the code by SMS/)).toBeVisible();
  await page.getByLabel("4-digit code").fill("9999");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(/Wrong OTP\. Attempts left: 4/)).toBeVisible();
  await expect(page.getByText(/Resend code in \d+ s/)).toBeVisible();
});

test("a bad number gets the spec's wrong-format message in both languages", async ({ page, context }) => {
  await setLanguageCookie(context, "id");
  await page.goto("/app/login");
  await page.getByLabel("Nomor HP").fill("712345");
  await page.getByRole("button", { name: "Kirim kode" }).click();
  await expect(page.getByText("Nomor HP yang kamu masukkan salah")).toBeVisible();
  await page.getByLabel("Bahasa").selectOption("en");
  await expect(page.getByRole("heading", { name: "Log in to Gawe" })).toBeVisible();
});

test("a number without an account is told so and can register as a provider", async ({ page, context, request }) => {
  await setLanguageCookie(context, "en");
  const phone = newPhone("8139");
  await page.goto("/app/login");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("You have not created an account")).toBeVisible();
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveValue(/^813-9/);
  await page.getByLabel("Full name").fill("Rina Kusuma");
  await page.getByLabel("Job Provider").check();
  await page.getByRole("button", { name: "Send code" }).click();
  // The code exists once the OTP screen shows; asking the back office earlier races the send.
  await expect(page.getByLabel("4-digit code")).toBeVisible();
  await page.getByLabel("4-digit code").fill(await devOtp(request, phone));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app\/provider/);
});

test("the login page has no serious or critical accessibility violation", async ({ page, context }) => {
  for (const language of ["en", "id"] as const) {
    await setLanguageCookie(context, language);
    await page.goto("/app/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, `/login (${language})`);
  }
});

test("switching role from the account page moves to the other home", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.providerAdmin.phone, "/provider");
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByRole("button", { name: "Switch to Job Seeker" }).click();
  await expect(page).toHaveURL(/\/app\/seeker/);
});

test("in Indonesian, the refusals of the first screen arrive with their texts (loaded on the first key, not with the first paint)", async ({ page, context }) => {
  await setLanguageCookie(context, "id");
  await page.goto("/app/login");
  await page.getByLabel("Nomor HP").fill("123");
  await page.getByRole("button", { name: "Kirim kode" }).click();
  await expect(page.getByText("Nomor HP yang kamu masukkan salah")).toBeVisible();
  // An unknown number can register; an empty name is refused with its own text.
  await page.getByLabel("Nomor HP").fill("81299990123");
  await page.getByRole("button", { name: "Kirim kode" }).click();
  await page.getByRole("button", { name: "Buat akun" }).click();
  await page.getByRole("button", { name: "Kirim kode" }).click();
  await expect(page.getByText("Masukkan nama kamu")).toBeVisible();
});
