import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, signIn } from "../support/e2e-helpers";
import { arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { jobCard } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 19, item 10: a job shows only the actions it allows (domain/job/job.machine.ts, the same
 * rules the mock refuses with), and says why where an action is missing. The job here has one
 * vacancy, taken by another seeker who accepted an offer: it closed by itself and cannot be
 * posted again, and its offers make it no longer editable.
 */
test("a closed job whose vacancies are all filled offers neither Edit nor Post, and says why (en, id)", async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const who = newParties();
  const { jobId } = await arrange(request, PROVIDER_STATE.offerSent, { ...who, headcountFilled: true });
  await signIn(page, who.provider, "/provider", "en");
  await page.getByRole("tab", { name: /Closed and drafts/ }).click();
  const card = jobCard(page, jobId);
  await expect(card).toContainText("Closed");
  await expect(card).toContainText("All vacancies are filled");
  await expect(card.getByRole("button", { name: "Post" })).toHaveCount(0);
  await expect(card.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  await expectNoA11yViolations(page, "/provider, a filled job");
  await screenshot(page, "provider-job-actions/en-filled-job", { fullPage: true });

  // Why it is closed: the same reason, and no Post again.
  await card.getByRole("link", { name: /^Why is .* closed\?$/ }).click();
  await expect(page.getByText("Every vacancy of this job is filled, so it closed by itself and cannot be posted again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Post again" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit the job" })).toHaveCount(0);

  await signIn(page, who.provider, "/provider", "id");
  await page.getByRole("tab", { name: /Ditutup dan draf/ }).click();
  await expect(jobCard(page, jobId)).toContainText("Semua posisi sudah terisi");
  await expect(jobCard(page, jobId).getByRole("button", { name: "Pasang" })).toHaveCount(0);
  await screenshot(page, "provider-job-actions/id-filled-job", { fullPage: true });
  expect(appErrors(errors)).toEqual([]);
});
