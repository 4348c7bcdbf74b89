import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

test("a provider edits the personal profile; the mobile number shows VERIFIED, a new work email unverified", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInAsProvider(page, DEMO_ACCOUNTS.providerMember.phone, "/JPPersonInfo");
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
  await expect(page.getByText("Dewi Lestari")).toBeVisible();
  await expect(page.getByText("+62 812-0000-0003")).toBeVisible();
  await expect(page.getByText("VERIFIED", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, "/JPPersonInfo");
  await page.getByRole("link", { name: "Edit profile" }).click();
  await expect(page.getByLabel("Business name")).toBeDisabled();
  await page.getByLabel("Position").fill("Shift Supervisor");
  await page.getByLabel("Work email").fill("dewi@warung");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Incorrect email format")).toBeVisible();
  await page.getByLabel("Work email").fill("dewi@warungbutini.co.id");
  await expectNoA11yViolations(page, "/editperinfo");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile saved" })).toBeVisible();
  await page.getByRole("link", { name: "See my profile" }).click();
  await expect(page.getByText("Shift Supervisor")).toBeVisible();
  await expect(page.getByText("Unverified")).toBeVisible();
  await page.getByRole("link", { name: "Contact details" }).click();
  await expect(page.getByRole("button", { name: /^Call \+62 813-1111-2222$/ })).toBeVisible();
  await expectNoA11yViolations(page, "/jobProviderContact");
  expect(appErrors(errors)).toEqual([]);
});

test("the personal profile in Indonesian", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.providerMember.phone, "/JPPersonInfo", "id");
  await expect(page.getByRole("heading", { name: "Profil saya" })).toBeVisible();
  await expect(page.getByText("TERVERIFIKASI", { exact: true })).toBeVisible();
  await screenshot(page, "jp-person-info-id", { fullPage: true });
  await page.getByRole("link", { name: "Ubah profil" }).click();
  await page.getByLabel("Email kantor").fill("salah@");
  await page.getByRole("button", { name: "Simpan profil" }).click();
  await expect(page.getByText("Format Email salah")).toBeVisible();
  await screenshot(page, "editperinfo-id", { fullPage: true });
});

test("the Admin renames the verified business once; then the name waits 30 days, as the screen explains", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.hotelAdmin.phone, "/provider");
  await page.getByRole("link", { name: "Edit business" }).click();
  await expect(page.getByRole("heading", { name: "Edit business profile" })).toBeVisible();
  const name = page.getByLabel("Registered business name");
  await expect(name).toBeEnabled();
  await name.fill("Hotel Melati Menteng");
  await expectNoA11yViolations(page, "/editcompanynew");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Hotel Melati", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Edit business" }).click();
  await expect(page.getByLabel("Registered business name")).toHaveValue("Hotel Melati Menteng");
  await expect(page.getByLabel("Registered business name")).toBeDisabled();
  await expect(page.getByText(/The business name can be changed once every 30 days You can change it from/)).toBeVisible();
});

test("one field of the business profile at a time (/inputcommoncompany)", async ({ page }) => {
  await signInAsProvider(page, DEMO_ACCOUNTS.tokoAdmin.phone, "/inputcommoncompany?field=email");
  await expect(page.getByRole("heading", { name: "Business email" })).toBeVisible();
  await page.getByLabel("Business email").fill("rekrutmen@tsamart");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Incorrect email format")).toBeVisible();
  await page.getByLabel("Business email").fill("hr@tsamart.co.id");
  await expectNoA11yViolations(page, "/inputcommoncompany");
  // The refresh after the save answers late: the edit page must still start from the saved value.
  await page.route("**/api/business", async (route) => {
    if (route.request().method() === "GET") await new Promise((done) => setTimeout(done, 1500));
    await route.fallback();
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Edit business profile" })).toBeVisible();
  await expect(page.getByLabel("Business email")).toHaveValue("hr@tsamart.co.id");
});
