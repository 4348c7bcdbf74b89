import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";
import { screenshot } from "../support/screenshot";

/*
 * /clockterms (issue 22): the attendance terms, in both languages, say what happens to a punch
 * with no signal (no peer promises it), and the rest of the day's rules.
 */
const TERMS = {
  en: { title: "Attendance terms", offline: "No signal", sent: "exactly once", reconfirm: "within 48 hours", absence: "at least 2x24 hours", radius: "within 200 m of the job's place", window: "until 24 hours after its shift ends", auto: "24 hours after you clock out" },
  id: { title: "Ketentuan absensi", offline: "Tanpa sinyal", sent: "tepat satu kali", reconfirm: "dalam 48 jam", absence: "paling lambat 2x24 jam", radius: "dalam jarak 200 m dari tempat kerja", window: "paling lambat 24 jam setelah shift-nya selesai", auto: "24 jam setelah kamu absen pulang" },
} as const;

for (const language of ["en", "id"] as const) {
  test(`the attendance terms in ${language}: the punch with no signal, confirmation, pay, reconfirmation, absence`, async ({ page }) => {
    const terms = TERMS[language];
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/clockterms", language);
    await expect(page.getByRole("heading", { level: 1, name: terms.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(8);
    const offline = page.getByRole("region", { name: terms.offline });
    await expect(offline).toContainText(terms.sent);
    await expect(page.getByText(terms.reconfirm)).toBeVisible();
    await expect(page.getByText(terms.absence)).toBeVisible();
    // The named rules of domain/policy (PUNCH_RADIUS_METERS, OFFLINE_PUNCH_WINDOW_HOURS, AUTO_CONFIRM_AFTER_HOURS), not 'near' or 'a limited time'.
    await expect(page.getByText(terms.radius)).toBeVisible();
    await expect(page.getByText(terms.window)).toBeVisible();
    await expect(page.getByText(terms.auto)).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshot(page, `clockterms-${language}`, { fullPage: true });
  });
}
