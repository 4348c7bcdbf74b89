import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS, signIn } from "../support/e2e-helpers";

const ANDROID = "Mozilla/5.0 (Linux; Android 12; SM-A125F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

const cases = [
  { agent: `${ANDROID} GaweApp/2.0.7`, page: "/jobPosting", variant: "old" },
  { agent: `${ANDROID} GaweApp/2.0.8`, page: "/jobPosting", variant: "new" },
  { agent: `${ANDROID} GaweApp/2.0.2`, page: "/videoInterview", variant: "old" },
  { agent: `${ANDROID} GaweApp/2.0.3`, page: "/videoInterview", variant: "new" },
  { agent: `${ANDROID} GaweApp/2.1.4`, page: "/JSWorkExperience", variant: "old" },
  { agent: `${ANDROID} GaweApp/2.1.5`, page: "/occupation", variant: "new" },
  { agent: `${ANDROID} GaweApp/banana`, page: "/occupation", variant: "old" },
  { agent: ANDROID, page: "/jobPosting", variant: "new" },
];

for (const { agent, page: path, variant } of cases) {
  test.describe(() => {
    test.use({ userAgent: agent });
    test(`${path} serves the ${variant} page to "${agent.slice(agent.lastIndexOf(")") + 2) || "a plain browser"}"`, async ({ page }) => {
      // Each page as the role it is for: a provider posts jobs, a seeker edits their profile.
      await signIn(page, path === "/jobPosting" ? DEMO_ACCOUNTS.providerAdmin.phone : DEMO_ACCOUNTS.seeker.phone, path);
      await expect(page).toHaveURL(new RegExp(`/app${path}$`));
      // Which variant is served is marked on <main> for support and tests, never shown to users.
      await expect(page.locator(`main[data-variant="${variant}"]`)).toHaveCount(1);
      await expect(page.getByRole("main")).not.toContainText(/new page|older page|halaman baru|halaman lama/);
    });
  });
}
