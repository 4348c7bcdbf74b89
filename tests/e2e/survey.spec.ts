import { expect, test, type Page } from "@playwright/test";
import { jobDraftFixture } from "../../domain/job/job.fixtures";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, devAuth, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24, the recruitment survey at 360 px in both languages: the provider closes her job, opens
 * the survey from its applicants, is refused while a required question is unanswered, then sends a
 * complete answer. A job of its own (made and closed through the API), so no other test's job changes.
 */
const closedJob = async (page: Page): Promise<string> => {
  const { token } = await devAuth(page.request, DEMO_ACCOUNTS.providerAdmin.phone);
  const headers = async () => ({ ...(await signedHeaders()), authorization: `Bearer ${token}` });
  const made = await page.request.post(`${MOCK_URL}/api/business/jobs`, { data: { job: jobDraftFixture({ position: "Cashier" }), post: true }, headers: await headers() });
  expect(made.status()).toBe(201);
  const jobId = ((await made.json()) as { jobId: string }).jobId;
  expect((await page.request.post(`${MOCK_URL}/api/jobs/${jobId}/close`, { headers: await headers() })).status()).toBe(200);
  return jobId;
};

for (const language of ["en", "id"] as const) {
  const en = language === "en";
  test(`recruitment survey: refuses a missing required answer, accepts a complete one (${language})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const jobId = await closedJob(page);
    await signIn(page, DEMO_ACCOUNTS.providerAdmin.phone, `/provider/applicants?jobId=${jobId}`, language);
    await page.getByRole("link", { name: en ? "Tell us how recruiting went" : "Ceritakan proses rekrutmenmu" }).click();
    await expect(page).toHaveURL(/questionSurvey\?jobId=/);

    // Only the first required question answered: refused before anything is sent.
    const overall = page.getByRole("group", { name: en ? "How was your recruitment experience on Gawe? *" : "Bagaimana pengalaman rekrutmenmu di Gawe? *" });
    await overall.getByRole("radio", { name: en ? "4 - Good" : "4 - Baik" }).check();
    await page.getByRole("button", { name: en ? "Send" : "Kirim" }).click();
    await expect(page.getByRole("alert").filter({ hasText: en ? "You need to answer all required questions" : "Kamu perlu menjawab semua pertanyaan wajib" })).toBeVisible();
    await screenshot(page, `survey-refused-${language}`, { fullPage: true });

    // The comment's counter follows what is typed; a complete answer is sent.
    await page.getByRole("group", { name: en ? "Would you recruit on Gawe again? *" : "Apakah kamu akan merekrut lewat Gawe lagi? *" }).getByRole("radio", { name: en ? "Yes" : "Ya" }).check();
    await page.getByLabel(en ? "Comment (optional)" : "Komentar (opsional)").fill("Cepat dapat kasir.");
    await expect(page.getByText("18/1000")).toBeVisible();
    await page.getByRole("button", { name: en ? "Send" : "Kirim" }).click();
    await expect(page.getByRole("heading", { name: en ? "Thank you for your feedback" : "Terima kasih atas masukanmu" })).toBeVisible();
    await screenshot(page, `survey-done-${language}`, { fullPage: true });

    // Reopened, the form shows the stored answer; a second answer replaces it.
    await page.goto(`/app/questionSurvey?jobId=${jobId}`);
    await expect(overall.getByRole("radio", { name: en ? "4 - Good" : "4 - Baik" })).toBeChecked();
    const hireAgain = page.getByRole("group", { name: en ? "Would you recruit on Gawe again? *" : "Apakah kamu akan merekrut lewat Gawe lagi? *" });
    await expect(hireAgain.getByRole("radio", { name: en ? "Yes" : "Ya" })).toBeChecked();
    await expect(page.getByLabel(en ? "Comment (optional)" : "Komentar (opsional)")).toHaveValue("Cepat dapat kasir.");
    await screenshot(page, `survey-reopened-${language}`, { fullPage: true });
    await hireAgain.getByRole("radio", { name: en ? "No" : "Tidak" }).check();
    await page.getByRole("button", { name: en ? "Send" : "Kirim" }).click();
    await expect(page.getByRole("heading", { name: en ? "Thank you for your feedback" : "Terima kasih atas masukanmu" })).toBeVisible();
    await page.goto(`/app/questionSurvey?jobId=${jobId}`);
    await expect(hireAgain.getByRole("radio", { name: en ? "No" : "Tidak" })).toBeChecked();
    expect(appErrors(errors)).toEqual([]);
  });
}
