import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { screenshot } from "../support/screenshot";

test("Terdekat in Indonesian: denied location falls back to a chosen area; 200 jobs page in without layout shift, photos lazy", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker", "id");
  await expect(page.getByText("Lokasi mati atau tidak tersedia. Pilih areamu untuk melihat lowongan terdekat.")).toBeVisible();
  await page.getByLabel("Areamu").selectOption("Bekasi Selatan");
  const list = page.getByRole("list", { name: "Lowongan terdekat" });
  await expect(list.getByRole("article").first()).toContainText("Bekasi");
  await expect(list.getByRole("article")).toHaveCount(20);
  // A day-paid job shows its monthly equivalent (what the monthly salary filter compares), and no
  // salary breaks inside a word: each amount with its unit is one unbreakable piece.
  await expect(list.locator(".sk-card__salary").filter({ hasText: /\/hari · ≈ Rp[\d.]+( - Rp[\d.]+)?\/bulan$/ }).first()).toBeVisible();
  expect(await list.locator(".sk-card__salary span").evaluateAll((spans) => spans.every((s) => getComputedStyle(s).whiteSpace === "nowrap" && s.getClientRects().length === 1))).toBe(true);
  await screenshot(page, "id-seeker-nearest");
  await expectNoA11yViolations(page, "/seeker (id)");

  // Scrolling to the end of the list loads the next pages, without shifting what is on screen.
  await page.evaluate(() => ((window as unknown as { __cls: number }).__cls = 0));
  // A fling, then another while fewer than three pages are in: on a busy machine a page can arrive after any fixed wait.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 6000);
      return list.getByRole("article").count();
    })
    .toBeGreaterThanOrEqual(60);
  await expect(list.locator("img").first()).toHaveAttribute("loading", "lazy");
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The area is remembered; Disimpan is empty for her.
  await page.reload();
  await expect(page.getByLabel("Areamu")).toHaveValue("Bekasi Selatan");
  await page.getByRole("tab", { name: "Disimpan" }).click();
  await expect(page.getByText("Belum ada lowongan disimpan. Ketuk bintang pada lowongan untuk menyimpannya.")).toBeVisible();
  await screenshot(page, "id-seeker-saved");
  expect(appErrors(errors)).toEqual([]);
});

test("job detail, intercept and profile in Indonesian; the application in progress survives a reload; closed and expired jobs refuse", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/job?jobId=j-9005", "id");
  // A standard position shows in the reader's language (the job stores "Cashier").
  await expect(page.getByRole("heading", { level: 1, name: "Kasir" })).toBeVisible();
  await expect(page.getByText("Nego/bulan", { exact: true }).first()).toBeVisible();
  // Dates through the one formatter, in Indonesian and WIB; the day off in Indonesian; no ISO date.
  await expect(page.locator("dd").filter({ hasText: /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}\.\d{2} WIB$/ })).toHaveCount(1);
  await expect(page.locator("dd").filter({ hasText: /^1 Des 2026 – / })).toHaveCount(1);
  await expect(page.getByRole("main")).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await screenshot(page, "id-seeker-job");
  await expectNoA11yViolations(page, "/seeker/job (id)");
  await page.getByRole("link", { name: "Lamar" }).click();
  await expect(page.getByRole("heading", { name: "Lamar: Kasir" })).toBeVisible();
  await page.getByLabel("Catatan untuk pemberi kerja (opsional)").fill("Bisa kerja shift malam.");
  await page.reload();
  await expect(page.getByLabel("Catatan untuk pemberi kerja (opsional)")).toHaveValue("Bisa kerja shift malam.");
  await page.goto("/app/applyIntercep");
  await expect(page.getByRole("heading", { name: "Lamar: Kasir" })).toBeVisible();
  await screenshot(page, "id-apply-intercep");
  await expectNoA11yViolations(page, "/applyIntercep (id)");

  await page.goto("/app/applyIntercep?jobId=j-9199");
  await expect(page.getByText("Lowongan ini sudah ditutup dan tidak menerima lamaran")).toBeVisible();
  await expect(page.getByRole("button", { name: "Kirim lamaran" })).toHaveCount(0);
  await page.goto("/app/applyIntercep?jobId=j-9198");
  await expect(page.getByText("Lowongan ini sudah kedaluwarsa")).toBeVisible();

  await page.goto("/app/JSPersonInfo");
  await expect(page.getByRole("heading", { name: "Info pribadi" })).toBeVisible();
  await expect(page.getByText("Profil 100% lengkap")).toBeVisible();
  // Positions from the platform (stored in English) are shown in Indonesian; salaries dot-grouped.
  await expect(page.getByRole("button", { name: "Asisten Dapur", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Barista", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Kitchen Helper" })).toHaveCount(0);
  await expect(page.getByLabel("Gaji bulanan yang diharapkan")).toHaveValue("5.500.000");
  await screenshot(page, "id-js-person-info");
  await expectNoA11yViolations(page, "/JSPersonInfo (id)");

  await page.goto("/app/seeker/activity");
  await expect(page.getByRole("tab", { name: "Lamaran" })).toBeVisible();
  await screenshot(page, "id-seeker-activity");
  await expectNoA11yViolations(page, "/seeker/activity (id)");
  expect(appErrors(errors)).toEqual([]);
});

// Issue 21: the job page opened with a 160 px placeholder picture and the salary as row one of twenty;
// its hours read '17:00 - 22:00' where the offer wrote '17.00–22.00 WIB'.
for (const [language, title, salary, hours] of [
  ["id", "Kasir", "Nego/bulan", "17.00 – 22.00 WIB"],
  ["en", "Cashier", "Negotiable/month", "17:00 – 22:00 WIB"],
] as const) {
  test(`[${language}] the job page leads with the job: photo, title, business, the salary as its headline, area and distance, then the details; hours as an offer writes them`, async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, "/seeker/job?jobId=j-9005", language);
    const head = page.locator("main header.sj-head"); // the job's own head, below the top bar (also a header)
    await expect(head.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(head.locator("p")).toHaveText(/\S/);
    // The job's photo in the head's square, and no picture on the page larger than it.
    const photo = head.locator("img");
    await expect(photo).toBeVisible();
    for (const box of await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height))) expect(box).toBeLessThanOrEqual(56);
    // The salary (confidential: the spec's negotiable text and /unit), then area and distance, all before the first detail.
    const headline = page.getByText(salary, { exact: true });
    const place = page.locator("main p").filter({ hasText: / · \d+(\.\d)? km/ });
    const details = page.locator("main dl");
    const top = async (l: typeof details) => (await l.boundingBox())?.y ?? Number.NaN;
    expect(await top(head)).toBeLessThan(await top(headline));
    expect(await top(headline)).toBeLessThan(await top(place));
    expect(await top(place)).toBeLessThan(await top(details));
    await expect(details.locator("dd").filter({ hasText: hours })).toHaveCount(1);
    await screenshot(page, `${language}-seeker-job-head`);
  });
}

test("the public resume: share page, phone view, printable A4 page without buttons, badge variant, in English and Indonesian", async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await setLanguageCookie(context, "en");
  await page.goto("/app/resumeshare?userId=u-seeker-siti");
  await expect(page.getByRole("heading", { level: 1, name: "Siti Rahmawati" })).toBeVisible();
  await expect(page.getByText("Barista · Kopi Kenangan · 18 months")).toBeVisible();
  await expectNoA11yViolations(page, "/resumeshare");
  await screenshot(page, "en-resumeshare");
  await page.getByRole("link", { name: "Printable resume" }).click();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Siti Rahmawati" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.goto("/app/resumepdfphone?userId=u-seeker-siti");
  await expect(page.getByRole("heading", { level: 1, name: "Siti Rahmawati" })).toBeVisible();
  await setLanguageCookie(context, "id");
  await page.goto("/app/resumepdfbadge?userId=u-seeker-siti");
  await expect(page.getByRole("heading", { name: "Lencana" })).toBeVisible();
  // Months through the date formatter (not '2013-07 – 2016-06'); counts through the plural rules.
  await expect(page.getByText("SMK Negeri 27 Jakarta, Tata Boga (Jul 2013 – Jun 2016)")).toBeVisible();
  await expect(page.getByText("Barista · Kopi Kenangan · 18 bulan")).toBeVisible();
  await expectNoA11yViolations(page, "/resumepdfbadge (id)");
  await screenshot(page, "id-resumepdfbadge");
  await page.goto("/app/resumeshare?userId=u-nobody");
  await expect(page.getByText("Resume ini tidak tersedia")).toBeVisible();
  expect(appErrors(errors).filter((e) => !e.includes("/resume"))).toEqual([]);
});
