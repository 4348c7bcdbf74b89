import { expect, test } from "@playwright/test";
import type { PublicJob } from "../../domain/job/job-api.schema";
import { appErrors, collectPageErrors, newPhone, signIn } from "../support/e2e-helpers";
import { apiGet, arrange, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 19, item 17: the job form names positions with the labels seekers see ("Waiter" is
 * "Pramusaji" in Indonesian), and what it saves is still the platform's position.
 */
test("[id] the job form shows the position as seekers see it and saves the platform's position", async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const phone = newPhone("8157");
  const { token } = (await arrange(request, PROVIDER_STATE.providerLoggedIn, { phone, business: "verified" })) as unknown as { token: string };
  const { jobId } = await arrange(request, PROVIDER_STATE.jobExists, { owner: phone, status: "open" });
  await signIn(page, phone, `/jobPosting?jobId=${jobId}`, "id");
  await expect(page.getByRole("heading", { level: 1, name: "Ubah lowongan" })).toBeVisible();
  const position = page.getByLabel("Posisi", { exact: true });
  await expect(position).toHaveValue("Pramusaji");
  // The suggestions are the industry's positions in Indonesian.
  const list = await position.getAttribute("list");
  await expect(page.locator(`datalist[id="${list}"] option[value="Juru Masak"]`)).toHaveCount(1);
  await screenshot(page, "job-posting-labels/id-edit-job");

  await position.fill("Juru Masak");
  await page.getByRole("button", { name: "Simpan dan pasang" }).click();
  await expect(page.getByRole("heading", { name: "Lowonganmu sudah dipasang" })).toBeVisible();
  expect((await apiGet<PublicJob>(request, `/jobs/${jobId}`, token)).position).toBe("Cook");
  expect(appErrors(errors)).toEqual([]);
});
