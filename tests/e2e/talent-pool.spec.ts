import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, devAuth, MOCK_URL, signedHeaders } from "../support/e2e-helpers";
import { signInAsProvider } from "../support/provider-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24, the talent pool and smart invitation at 360 px in both languages: the provider filters
 * the pool, opens a profile (nothing private on it), invites her to apply; the smart invitation
 * proposes seekers for a job and invites the top ones once, however often the button is tapped.
 * Each language works on its own job of Bu Tini's warung, so the runs do not see each other's invitations.
 */
const RUNS = [
  { language: "en", tab: "Talent pool", jobId: "j-1001", position: "Waiter", area: "Kebayoran Baru", seeker: "Putri Anggraini", hidden: "Sari Dewanti", private: ["2000-05-14", "81299000001", "Jl. Melati"], search: "Search", open: "See profile", invite: "Invite to apply", invited: "Invitation sent", already: "Already invited to this job", propose: "Propose seekers for this job", top: /Invite the top \d+/, invitedToast: /(\d+) seekers? invited to apply/ },
  { language: "id", tab: "Talent pool", jobId: "j-1002", position: "Cook", area: "Setiabudi", seeker: "Yoga Pratama", hidden: "Bayu Kurniawan", private: ["1995-07-09", "81299000004", "Jl. Melati"], search: "Cari", open: "Lihat profil", invite: "Undang untuk melamar", invited: "Undangan terkirim", already: "Sudah diundang ke lowongan ini", propose: "Usulkan pencari kerja untuk lowongan ini", top: /Undang \d+ teratas/, invitedToast: /(\d+) pencari kerja diundang melamar/ },
] as const;

const proposalsOf = async (page: Page, jobId: string) => {
  const { token } = await devAuth(page.request, DEMO_ACCOUNTS.providerAdmin.phone);
  const res = await page.request.get(`${MOCK_URL}/api/jobs/${jobId}/talent-proposals`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { talent: { seekerId: string }; invited: boolean }[] }).items;
};

for (const run of RUNS) {
  test(`[${run.language}] the provider filters the pool, opens a profile with nothing private, invites her; smart invitation invites the top ones once`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await signInAsProvider(page, DEMO_ACCOUNTS.providerAdmin.phone, "/recuritment", run.language);
    await page.getByRole("tab", { name: run.tab }).click();
    const pool = page.getByRole("form", { name: "Talent pool" });
    await pool.locator("#talent-position").fill(run.position);
    await pool.locator("#talent-area").selectOption(run.area);
    await pool.locator("#talent-distance").fill("2");
    await pool.getByRole("button", { name: run.search }).click();
    const list = page.getByRole("list", { name: "Talent pool" });
    await expect(list.getByRole("heading", { name: run.seeker })).toBeVisible();
    await expect(list).not.toContainText(run.hidden);
    await screenshot(page, `talent-pool-${run.language}`, { fullPage: true });
    await expectNoA11yViolations(page, "/recuritment talent pool");

    await list.getByRole("article", { name: run.seeker }).getByRole("link", { name: run.open }).click();
    const name = page.getByRole("heading", { level: 1, name: run.seeker });
    await expect(name).toBeVisible();
    // The profile's page (/recuritment stays alive, hidden, beside it).
    const text = await page.locator("main", { has: name }).innerText();
    for (const secret of run.private) expect(text).not.toContain(secret);
    await page.locator("#invite-job").selectOption(run.jobId);
    await page.getByRole("button", { name: run.invite }).click();
    await expect(page.getByText(run.invited)).toBeVisible();
    await expect(page.getByText(run.already)).toBeVisible();
    await screenshot(page, `talent-profile-${run.language}`, { fullPage: true });
    await expectNoA11yViolations(page, "/recuritment/talent");

    await page.goBack();
    await page.getByRole("tab", { name: run.tab }).click();
    await page.locator("#smart-job").selectOption(run.jobId);
    await page.getByRole("link", { name: run.propose }).click();
    const inviteTop = page.getByRole("button", { name: run.top });
    await expect(inviteTop).toBeVisible();
    await screenshot(page, `smart-invitation-${run.language}`, { fullPage: true });
    await expectNoA11yViolations(page, "/recuritment/smart");
    // A double tap: the second is a no-op on the phone, and the server invites a seeker once anyway.
    // Other tests beside this one add seekers the rule may propose meanwhile: what is checked is that
    // the ones this tap invited are invited (the server's "once" is mock-server/features/talent/talent.test.ts's).
    await inviteTop.dblclick();
    const toast = page.getByText(run.invitedToast);
    await expect(toast).toBeVisible();
    const invited = Number(run.invitedToast.exec((await toast.textContent()) ?? "")?.[1]);
    expect(invited).toBeGreaterThan(1);
    const proposals = await proposalsOf(page, run.jobId);
    expect(proposals.filter((p) => p.invited).length).toBeGreaterThanOrEqual(invited);
    expect(appErrors(errors)).toEqual([]);
  });
}
