import { expect, test, type Page } from "@playwright/test";
import { jobDraftFixture } from "../../domain/job/job.fixtures";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, devAuth, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24, screening questions: the provider adds two questions to her job (one a required
 * choice), the demo seeker must answer it to apply, and the provider reads the answers on the
 * applicants. A job of its own (made through the API), so no other test's job gets an applicant.
 */
const newJob = async (page: Page): Promise<string> => {
  const { token } = await devAuth(page.request, DEMO_ACCOUNTS.providerAdmin.phone);
  const response = await page.request.post(`${MOCK_URL}/api/business/jobs`, {
    data: { job: jobDraftFixture({ position: "Cashier", description: "Run the till during the evening shift." }), post: true },
    headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { jobId: string }).jobId;
};

for (const language of ["en", "id"] as const) {
  const en = language === "en";
  test(`screening questions: added by the provider, answered by the seeker, read on the applicants (${language})`, async ({ browser }) => {
    const provider = await browser.newPage();
    const seeker = await browser.newPage();
    const errors = [...collectPageErrors(provider), ...collectPageErrors(seeker)];
    const jobId = await newJob(provider);

    // The provider adds the questions in the job's form.
    await signIn(provider, DEMO_ACCOUNTS.providerAdmin.phone, `/jobPosting?jobId=${jobId}`, language);
    const section = provider.getByRole("group", { name: en ? "Screening questions" : "Pertanyaan seleksi" });
    await section.getByRole("button", { name: en ? "Add a question" : "Tambah pertanyaan" }).click();
    await section.getByLabel(en ? "Question 1" : "Pertanyaan 1", { exact: true }).fill(en ? "Can you work on weekends?" : "Bisa kerja akhir pekan?");
    await section.getByLabel(en ? "Options, one per line" : "Opsi, satu per baris").fill(en ? "Yes\nNo" : "Bisa\nTidak");
    await section.getByRole("button", { name: en ? "Add a question" : "Tambah pertanyaan" }).click();
    await section.getByLabel(en ? "Question 2" : "Pertanyaan 2", { exact: true }).fill(en ? "Which station is nearest to you?" : "Stasiun terdekat?");
    await section.getByLabel(en ? "Answer type" : "Jenis jawaban").nth(1).selectOption("shortAnswer");
    await section.getByRole("switch", { name: en ? "Required" : "Wajib" }).nth(1).click();
    await screenshot(provider, `screening-form-${language}`, { fullPage: true });
    await expectNoA11yViolations(provider, "/jobPosting with screening questions");
    await provider.getByRole("button", { name: en ? "Save and post" : "Simpan dan pasang" }).click();
    await expect(provider).toHaveURL(/jobPosted/);

    // The seeker must answer the required choice; her answers survive a reload.
    await signIn(seeker, DEMO_ACCOUNTS.seeker.phone, `/applyIntercep?jobId=${jobId}`, language);
    await expect(seeker.getByRole("heading", { name: en ? "Questions from the employer" : "Pertanyaan dari pemberi kerja" })).toBeVisible();
    await seeker.getByLabel(en ? "Which station is nearest to you? (optional)" : "Stasiun terdekat? (opsional)").fill("Tebet");
    await seeker.getByRole("button", { name: en ? "Send application" : "Kirim lamaran" }).click();
    // Under the question it is about, before anything is sent.
    const weekend = seeker.getByRole("group", { name: en ? "Can you work on weekends?" : "Bisa kerja akhir pekan?" });
    await expect(weekend.getByRole("alert")).toHaveText(en ? "You need to answer all required questions" : "Kamu perlu menjawab semua pertanyaan wajib");
    await screenshot(seeker, `screening-apply-refused-${language}`, { fullPage: true });
    await seeker.reload();
    await expect(seeker.getByLabel(en ? "Which station is nearest to you? (optional)" : "Stasiun terdekat? (opsional)")).toHaveValue("Tebet");
    await seeker.getByRole("radio", { name: en ? "Yes" : "Bisa" }).check();
    await expectNoA11yViolations(seeker, "/applyIntercep with screening questions");
    await seeker.getByRole("button", { name: en ? "Send application" : "Kirim lamaran" }).click();
    await expect(seeker).toHaveURL(/seeker\/activity|aktivitas/i);

    // The provider reads the answers under their questions.
    await provider.goto(`/app/provider/applicants?jobId=${jobId}`);
    const card = provider.getByRole("listitem").filter({ hasText: DEMO_ACCOUNTS.seeker.fullName });
    await expect(card.getByRole("term")).toHaveText(en ? ["Can you work on weekends?", "Which station is nearest to you?"] : ["Bisa kerja akhir pekan?", "Stasiun terdekat?"]);
    await expect(card.getByRole("definition")).toHaveText([en ? "Yes" : "Bisa", "Tebet"]);
    await screenshot(provider, `screening-applicants-${language}`, { fullPage: true });
    expect(appErrors(errors)).toEqual([]);
  });
}
