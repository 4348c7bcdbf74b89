import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, MOCK_URL, pickFile, pngFile, signIn } from "../support/e2e-helpers";

/** Rina Wulandari (seed-seekers.ts): her own profile, so this file's tests never save the same one at once. */
const RINA = DEMO_ACCOUNTS.rina.phone;
const AGUS_CV = { name: "agus-cv.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from("PK\x03\x04 docx", "latin1") };

test("profile sections from tab Saya: work experience, education with month pickers, up to 5 positions, height and weight", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, DEMO_ACCOUNTS.seekerSmsOnly.phone, "/seeker/me", "en");
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
  await page.getByRole("link", { name: "Work experience" }).click();
  await expect(page.getByText("No work experience yet")).toBeVisible();
  await page.getByRole("link", { name: "Add work experience" }).click();
  await page.getByLabel("Business name").fill("Toko Maju");
  await page.getByLabel("Position").fill("Cashier");
  await page.getByLabel("Months").fill("8");
  await page.getByRole("button", { name: "Save experience" }).click();
  await expect(page.getByRole("heading", { name: "Work experience" })).toBeVisible();
  await expect(page.getByText("Toko Maju · Food & Beverage")).toBeVisible();
  await expectNoA11yViolations(page, "/JSWorkExperience");

  await page.goto("/app/educational");
  await page.getByLabel("School").fill("SMA Negeri 3 Bekasi");
  await page.getByLabel("From").selectOption("2016-07");
  await page.getByLabel("Until").selectOption("2015-06");
  await expect(page.getByText("The end must not be before the start")).toBeVisible();
  await page.getByLabel("Until").selectOption("present");
  await expectNoA11yViolations(page, "/educational");
  await page.getByRole("button", { name: "Save education" }).click();
  await expect(page.getByRole("heading", { name: "Personal info" })).toBeVisible();

  await page.goto("/app/occupation");
  for (const p of ["Waiter", "Barista", "Cook", "Cashier", "Courier"]) await page.getByRole("button", { name: p, exact: true }).click();
  await expect(page.getByRole("button", { name: "Front Desk" })).toBeDisabled();
  await expectNoA11yViolations(page, "/occupation");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Personal info" })).toBeVisible();

  await page.goto("/app/applyHeightWeight");
  await page.getByLabel("Height (cm)").fill("300");
  await expect(page.getByText("Enter a height from 100 to 250 cm")).toBeVisible();
  await page.getByLabel("Height (cm)").fill("168");
  await page.getByLabel("Weight (kg)").fill("60");
  await expectNoA11yViolations(page, "/applyHeightWeight");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Personal info" })).toBeVisible();
  await expect(page.getByLabel("Height (cm)")).toHaveValue("168");
  expect(appErrors(errors)).toEqual([]);
});

test("a CV upload that fails says 'Upload Failed' and Retry sends it again", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seekerSmsOnly.phone, "/applyProfessionalSkill", "en");
  await expect(page.getByRole("heading", { name: "Skills, CV and portfolio" })).toBeVisible();
  await page.route("**/api/uploads", (route) => route.abort());
  await pickFile(page, "Upload CV", AGUS_CV);
  await expect(page.getByText("Upload Failed")).toBeVisible();
  await page.unroute("**/api/uploads");
  await pickFile(page, "Retry", AGUS_CV);
  await expect(page.getByText(/Uploaded agus-cv\.docx/)).toBeVisible();
  await expectNoA11yViolations(page, "/applyProfessionalSkill upload failed");
});

test("intro video: sent for review, approved in the back office, public page, then hidden with a reason", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, DEMO_ACCOUNTS.seekerSmsOnly.phone, "/videoEntry", "en");
  await expect(page.getByRole("heading", { name: "Intro video" })).toBeVisible();
  await expect(page.getByText("You have no intro video yet.")).toBeVisible();
  await pickFile(page, "Record or upload a video", { name: "agus.mp4", mimeType: "video/mp4", buffer: Buffer.from("00000018667479706d703432", "hex") });
  await expect(page.getByRole("heading", { name: "In review" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Record a new video" })).toBeDisabled();
  await expectNoA11yViolations(page, "/videoEntry");

  await page.goto(`${MOCK_URL}/__dev/`);
  await page.getByRole("button", { name: "Approve the video of Agus Pratama" }).click();
  await page.goto("/app/videoEntry");
  await expect(page.getByRole("heading", { name: "Approved: employers can see it" })).toBeVisible();
  await page.getByRole("link", { name: "Open the public page" }).click();
  await expect(page.getByRole("heading", { name: "Intro video of Agus Pratama" })).toBeVisible();
  await expectNoA11yViolations(page, "/videoShare");

  await page.goto(`${MOCK_URL}/__dev/`);
  await page.getByLabel("Hide reason for Agus Pratama").fill("The face is not visible");
  await page.getByRole("button", { name: "Hide the video of Agus Pratama" }).click();
  await page.goto("/app/videoEntry");
  await expect(page.getByRole("heading", { name: "Hidden" })).toBeVisible();
  await expect(page.getByText("Reason: The face is not visible")).toBeVisible();
  expect(appErrors(errors)).toEqual([]);
});

test("profile photo and the recording tips, in Indonesian", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, RINA, "/JSPortraitInfo", "id");
  await expect(page.getByRole("heading", { name: "Foto profil" })).toBeVisible();
  await pickFile(page, "Pilih foto", pngFile("rina.png"));
  await expect(page.getByRole("img", { name: "Foto profilmu" })).toBeVisible();
  await expectNoA11yViolations(page, "/JSPortraitInfo (id)");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("heading", { name: "Info pribadi" })).toBeVisible();
  await page.goto("/app/recordGuidelines");
  await expect(page.getByRole("heading", { name: "Panduan video perkenalan" })).toBeVisible();
  await expectNoA11yViolations(page, "/recordGuidelines (id)");
  await page.getByRole("link", { name: "Rekam video perkenalan saya" }).click();
  await expect(page.getByRole("heading", { name: "Video perkenalan" })).toBeVisible();
  expect(appErrors(errors)).toEqual([]);
});

test("daily recommendations follow the preferred positions and location; Mita lists what to fill next", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/jsDailyPush", "en");
  await expect(page.getByRole("heading", { name: "Today's jobs for you" })).toBeVisible();
  // Issue 24: ranked by the smart invitation's rule, her preferred position (Barista) first.
  await expect(page.getByText("Ranked for you by position, distance, salary and your free time")).toBeVisible();
  const cards = page.getByRole("list", { name: "Today's jobs for you" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole("heading")).toHaveText("Barista");
  await expectNoA11yViolations(page, "/jsDailyPush");
  await page.goto("/app/JSMita");
  await expect(page.getByText("Your profile is complete. Employers see everything they need.")).toBeVisible();
  await signIn(page, DEMO_ACCOUNTS.seekerSmsOnly.phone, "/JSMita", "en");
  await expect(page.getByRole("heading", { name: "Get matched with more jobs" })).toBeVisible();
  // Agus has no salary expectation (other tests of this file add other sections, never this one).
  await expect(page.getByRole("list", { name: "What to fill in next" }).getByRole("listitem").filter({ hasText: "Salary expectation (+10%)" })).toBeVisible();
  await expectNoA11yViolations(page, "/JSMita");
  expect(appErrors(errors)).toEqual([]);
});
