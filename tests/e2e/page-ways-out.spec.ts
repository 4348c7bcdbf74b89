import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { arrange, newParties, PROVIDER_STATE } from "../support/offers-e2e";
import { networkQuiet } from "../support/network-quiet";

/** Every API request of the page whose path or query names an empty id ("/api/jobs//applications", "?jobId="). */
const emptyIdRequests = (page: Page): string[] => {
  const found: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes("/api/")) return;
    const emptySegment = url.pathname.includes("//") || url.pathname.endsWith("/");
    const emptyValue = [...url.searchParams.values()].some((value) => value === "");
    if (emptySegment || emptyValue) found.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return found;
};

test("a seeker opening a provider's page is told whose page it is and can switch role", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/createcompany", "en");
  await expect(page.getByRole("heading", { name: "This page is for Job Providers" })).toBeVisible();
  await page.getByRole("link", { name: "Switch to Job Provider" }).click();
  await expect(page).toHaveURL(/\/app\/account\/role$/);
});

test("a provider opening the seeker's job page is told so, in Indonesian, and gets home", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.hendra.phone, "/seeker/job?jobId=j-9005", "id");
  await expect(page.getByRole("heading", { name: "Halaman ini untuk Pencari Kerja" })).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke beranda" }).click();
  await expect(page).toHaveURL(/\/app\/provider$/);
});

test("a job that is gone says so calmly on a full page with the way home (Retry would get the same answer)", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "en");
  await page.goto("/app/seeker/job?jobId=j-nope");
  await expect(page.getByRole("heading", { name: "This job is no longer available" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to home" }).click();
  await expect(page).toHaveURL(/\/app\/seeker$/);
});

test("the resume page has its own way back (the webview has no back button)", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.hendra.phone, "/provider", "en");
  await page.goto(`/app/resumeshare?userId=${DEMO_ACCOUNTS.rina.userId}`);
  await expect(page.getByRole("heading", { name: DEMO_ACCOUNTS.rina.fullName })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/app\/provider$/);
});

test("the applicants of no job: a calm 'not available' with the way home, and no request for an empty id", async ({ page }) => {
  const quiet = networkQuiet(page);
  const empty = emptyIdRequests(page);
  await signIn(page, DEMO_ACCOUNTS.hendra.phone, "/provider/applicants", "en");
  await expect(page.getByRole("heading", { level: 1, name: "This page is not available" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await quiet();
  expect(empty).toEqual([]);
  await page.getByRole("link", { name: "Go to home" }).click();
  await expect(page).toHaveURL(/\/app\/provider$/);
});

test("a payment page or receipt without its payment says so in Indonesian, without Retry, and asks nothing for an empty id", async ({ page }) => {
  const quiet = networkQuiet(page);
  const empty = emptyIdRequests(page);
  for (const path of ["/paymentpage", "/paymentpdf?paymentId="]) {
    await signIn(page, DEMO_ACCOUNTS.hendra.phone, path, "id");
    await expect(page.getByRole("heading", { level: 1, name: /tidak tersedia/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Coba lagi" })).toHaveCount(0);
    await quiet();
    await page.getByRole("link", { name: "Ke beranda" }).click();
    await expect(page).toHaveURL(/\/app\/provider$/);
  }
  expect(empty).toEqual([]);
});

test("another business's payment and receipt are 'not available', with the way home instead of a Retry that cannot help", async ({ page, request }) => {
  const { paymentId } = await arrange(request, PROVIDER_STATE.paymentSucceeded, newParties());
  for (const path of [`/paymentpage?paymentId=${paymentId ?? ""}`, `/paymentpdf?paymentId=${paymentId ?? ""}`]) {
    await signIn(page, DEMO_ACCOUNTS.hendra.phone, path, "en");
    await expect(page.getByRole("heading", { level: 1, name: "This payment is not available" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
    await page.getByRole("link", { name: "Go to home" }).click();
    await expect(page).toHaveURL(/\/app\/provider$/);
  }
});

test("a receipt opened without a session is a calm state whose one action, Log in, comes back to it", async ({ page, context }) => {
  await setLanguageCookie(context, "id");
  await page.goto("/app/paymentpdf?paymentId=p-none");
  const state = page.locator('[data-state="notAvailable"]');
  await expect(state.getByRole("heading", { level: 1, name: "Masuk untuk melihat bukti bayar ini" })).toBeVisible();
  await expect(state.getByRole("link")).toHaveCount(1);
  await state.getByRole("link", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fpaymentpdf%3FpaymentId%3Dp-none$/);
});

test("the job page's Share and a receipt's Print are the top bar's action, named in both languages", async ({ page, request }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/job?jobId=j-9005", "id");
  const bar = page.locator("header.ds-appbar");
  await expect(bar.getByRole("button", { name: "Bagikan" })).toBeVisible();
  // Save stays beside Lamar at the bottom; Share is only in the bar.
  await expect(page.getByRole("button", { name: "Bagikan" })).toHaveCount(1);
  await expect(page.locator(".ds-action-bar").getByRole("button", { name: /^(Simpan|Disimpan)$/ })).toBeVisible();

  const parties = newParties();
  const { paymentId } = await arrange(request, PROVIDER_STATE.paymentSucceeded, parties);
  for (const [language, print] of [["en", "Print or save as PDF"], ["id", "Cetak atau simpan PDF"]] as const) {
    await signIn(page, parties.provider, `/paymentpdf?paymentId=${paymentId ?? ""}`, language);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await bar.getByRole("button", { name: print }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  }
});

test("the top bar's back is the phone's back: one step back in history, else the side's home", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "id");
  await page.locator(".sk-card__title a").first().click();
  await expect(page).toHaveURL(/\/app\/seeker\/job\?jobId=/);
  const bar = page.locator("main > header").filter({ has: page.getByRole("button", { name: "Kembali" }) });
  await expect(bar).toHaveCount(1);
  expect((await bar.boundingBox())?.height).toBe(56);
  await page.getByRole("button", { name: "Kembali" }).click();
  await expect(page).toHaveURL(/\/app\/seeker$/);
  // The same step as the phone's back key: forward to the job, then back the phone's way.
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/seeker\/job\?jobId=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/seeker$/);

  // Opened from a link (nothing to go back to in the app): the side's home, replacing the page.
  await page.goto("/app/JSPersonInfo");
  await page.getByRole("button", { name: "Kembali" }).click();
  await expect(page).toHaveURL(/\/app\/seeker$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the long forms keep their primary action in sight while scrolling, and hide nothing under it at the end", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const forms = [
    { as: DEMO_ACCOUNTS.providerAdmin.phone, path: "/jobPosting", action: "Post job", last: /^Save as draft$/ },
    { as: DEMO_ACCOUNTS.providerAdmin.phone, path: "/editcompanynew", action: "Save changes", last: /^Business photos/ },
    { as: DEMO_ACCOUNTS.seeker.phone, path: "/JSPersonInfo", action: "Save", last: /^Open to job offers$/ },
  ];
  for (const form of forms) {
    await signIn(page, form.as, form.path, "en");
    const action = page.getByRole("button", { name: form.action, exact: true });
    await expect(action, `${form.path}: the primary action at the first sight`).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.getByText(form.last).first().boundingBox();
    const bar = await action.boundingBox();
    expect(last !== null && bar !== null && last.y + last.height <= bar.y, `${form.path}: ${String(form.last)} above the action, not under it`).toBe(true);
  }
});
