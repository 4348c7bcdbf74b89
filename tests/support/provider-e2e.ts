import { expect, type Page } from "@playwright/test";
import { devAuth, MOCK_URL, signedHeaders, signIn } from "./e2e-helpers";

/** The card of one job in the provider's list, by its Job ID (which the card keeps out of sight since issue 21: the job's applicants page shows it). */
export const jobCard = (page: Page, jobId: string) => page.locator(`li.ds-card[data-job-id="${jobId}"]`);

/**
 * Signs in as a provider whose active role is provider: other tests switch the demo Admin to the
 * seeker role (login.spec.ts), and the job rules act on the active role.
 */
export const signInAsProvider = async (page: Page, phone: string, path: string, language: "en" | "id" = "en"): Promise<void> => {
  const { token } = await devAuth(page.request, phone);
  const switched = await page.request.post(`${MOCK_URL}/api/auth/role`, { data: { role: "provider" }, headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` } });
  expect(switched.status(), "POST /api/auth/role").toBe(200);
  await signIn(page, phone, path, language);
};
