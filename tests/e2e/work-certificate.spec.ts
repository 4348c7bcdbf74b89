import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import type { OrderDetail } from "../../domain/work/work-api.schema";
import { expectNoA11yViolations } from "../support/a11y";
import { appErrors, collectPageErrors, setLanguageCookie, signIn } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 22, the work certificate at 360 px in both languages: the seeker of a finished hire the
 * business rated (mock-server/features/work/completion.provider-states.ts: day 1 confirmed, day 2
 * declined, day 3 absent; 5 stars, 'Punctual') opens it from her order, sees its facts and prints
 * it on one A4 page; anyone, logged out, checks its code on the public page and sees the same facts;
 * a code no certificate has is 'not available'.
 */

interface Rated {
  readonly seekerToken: string;
  readonly hireId: string;
  readonly orderId: string;
  readonly certificateCode: string;
}

const TEXT = {
  en: {
    tab: "Complete",
    finished: "Finished",
    link: "Work certificate",
    title: "Work certificate",
    checkTitle: "Work certificate verification",
    verified: "Verified business",
    days: "1 day",
    stars: "5 stars",
    tag: "Punctual",
    print: "Print / save as PDF",
    genuine: "Genuine: Gawe issued this certificate.",
    notGenuine: "No certificate has this code",
    notAvailable: "This certificate is not available. Check the code and try again.",
    codeField: "Verification code",
    check: "Check",
    applicantRating: "5 out of 5 from 1 business",
  },
  id: {
    tab: "Selesaikan",
    finished: "Sudah selesai",
    link: "Sertifikat kerja",
    title: "Sertifikat kerja",
    checkTitle: "Verifikasi sertifikat kerja",
    verified: "Usaha terverifikasi",
    days: "1 hari",
    stars: "5 bintang",
    tag: "Tepat waktu",
    print: "Cetak / simpan sebagai PDF",
    genuine: "Asli: sertifikat ini diterbitkan oleh Gawe.",
    notGenuine: "Tidak ada sertifikat dengan kode ini",
    notAvailable: "Sertifikat ini tidak tersedia. Periksa kodenya lalu coba lagi.",
    codeField: "Kode verifikasi",
    check: "Periksa",
    applicantRating: "5 dari 5 · dinilai 1 usaha",
  },
} as const;

const positionLabel = (language: "en" | "id", position: string): string =>
  (JSON.parse(readFileSync(`ui/i18n/locales/${language}/labels.json`, "utf8")) as Record<string, string>)[`position.${position}`] ?? position;

/** The certificate's facts as the sheet shows them: each label with its value. */
const factsOf = async (page: Page) => {
  const sheet = page.locator(".wc-sheet");
  return { labels: await sheet.locator("dt").allInnerTexts(), values: await sheet.locator("dd").allInnerTexts(), verify: await sheet.locator(".wc-verify").innerText() };
};

/** A4 less the 16 mm margins of print-page.css, in CSS pixels (96 per inch). */
const A4_PRINTABLE = { width: Math.floor(((210 - 32) / 25.4) * 96), height: Math.floor(((297 - 32) / 25.4) * 96) };

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the seeker opens her work certificate from the finished order, prints it on one A4 page; anyone checks its code and sees the same facts; a wrong code is not available`, async ({ page, request, browser }) => {
    const parties = newParties();
    const rated = (await arrange(request, PROVIDER_STATE.hireEnded, { ...parties, stage: "ratedByProvider" })) as unknown as Rated;
    const order = await apiGet<OrderDetail>(request, `/orders/${rated.orderId}`, rated.seekerToken);
    const errors = collectPageErrors(page);

    // Her finished order keeps its way to the certificate; Aktivitas, Selesaikan lists it among the finished ones.
    await signIn(page, parties.seeker, `/seeker/order?orderId=${rated.orderId}`, language);
    await expect(page.getByRole("link", { name: text.link })).toBeVisible();
    await page.goto("/app/seeker/activity");
    await page.getByRole("tab", { name: text.tab, exact: true }).click();
    const finished = page.getByRole("region", { name: text.finished });
    await expect(finished.getByRole("heading", { level: 3 })).toHaveText([positionLabel(language, order.jobTitle)]);
    await screenshot(page, `work-certificate/${language}-0-selesaikan`, { fullPage: true });
    await finished.getByRole("link", { name: text.link }).click();
    await expect(page).toHaveURL(new RegExp(`/app/seeker/certificate\\?hireId=${rated.hireId}$`));
    await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const sheet = page.locator(".wc-sheet");
    await expect(sheet).toContainText(seekerNameOf(parties.seeker));
    await expect(sheet).toContainText(order.businessName);
    await expect(sheet).toContainText(text.verified);
    await expect(sheet).toContainText(positionLabel(language, order.jobTitle));
    await expect(sheet).toContainText(text.days);
    await expect(sheet.getByRole("img", { name: text.stars })).toBeVisible();
    await expect(sheet).toContainText(text.tag);
    await expect(sheet.locator(".wc-code")).toHaveText(rated.certificateCode);
    // The check page's address as typed from paper (host and path), a link to it with the code on screen.
    await expect(sheet.locator(".wc-url")).toHaveText(/^[\w.:-]+\/app\/certificate$/);
    await expect(sheet.locator(".wc-url")).toHaveAttribute("href", new RegExp(`/app/certificate\\?code=${rated.certificateCode}$`));
    await expect(page.getByRole("button", { name: text.print })).toBeVisible();
    const mine = await factsOf(page);
    await screenshot(page, `work-certificate/${language}-1-seeker`, { fullPage: true });
    await expectNoA11yViolations(page);

    // Printed: the sheet alone (no bar, no button) on one A4 page.
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize(A4_PRINTABLE);
    await expect(page.locator(".ds-appbar")).toBeHidden();
    await expect(page.getByRole("button", { name: text.print })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(A4_PRINTABLE.height);
    await screenshot(page, `work-certificate/${language}-2-print`, { fullPage: true, scale: "css" });
    const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, "pages of the printed certificate").toBe(1);
    expect(appErrors(errors)).toEqual([]);

    // Anyone, logged out, with the printed URL: the same facts, said to be genuine.
    const stranger = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const other = await stranger.newPage();
    const otherErrors = collectPageErrors(other);
    await setLanguageCookie(stranger, language);
    await other.goto(`/app/certificate?code=${rated.certificateCode}`);
    await expect(other.getByRole("heading", { level: 1, name: text.checkTitle })).toBeVisible();
    await expect(other.getByRole("status").filter({ hasText: text.genuine })).toBeVisible();
    await expect(other.locator(".wc-code")).toHaveText(rated.certificateCode);
    expect(await factsOf(other)).toEqual(mine);
    await screenshot(other, `work-certificate/${language}-3-public-genuine`, { fullPage: true });
    await expectNoA11yViolations(other);

    // A code typed wrong (one character off): not available, and the form to try again.
    const wrong = `${rated.certificateCode.slice(0, -1)}${rated.certificateCode.endsWith("Z") ? "Y" : "Z"}`;
    await other.getByLabel(text.codeField).fill(wrong.toLowerCase());
    await other.getByRole("button", { name: text.check }).click();
    await expect(other).toHaveURL(new RegExp(`/app/certificate\\?code=${wrong}$`));
    await expect(other.getByRole("heading", { level: 2, name: text.notGenuine })).toBeVisible();
    await expect(other.getByText(text.notAvailable)).toBeVisible();
    await expect(other.locator(".wc-sheet")).toHaveCount(0);
    await screenshot(other, `work-certificate/${language}-4-public-unknown`, { fullPage: true });
    await expectNoA11yViolations(other);
    expect(appErrors(otherErrors).filter((e) => !e.includes("404"))).toEqual([]);
    await stranger.close();
  });

  test(`[${language}] the business that rated her sees her rating on her card when she applies to its next job`, async ({ page, request }) => {
    const parties = newParties();
    await arrange(request, PROVIDER_STATE.hireEnded, { ...parties, stage: "ratedByProvider" });
    const applied = (await arrange(request, PROVIDER_STATE.jobHasApplicant, parties)) as unknown as { readonly jobId: string };
    const errors = collectPageErrors(page);
    await signIn(page, parties.provider, `/provider/applicants?jobId=${applied.jobId}`, language);
    const card = page.locator("article", { hasText: seekerNameOf(parties.seeker) });
    await expect(card.locator(".sk-card__rating")).toHaveText(text.applicantRating);
    await screenshot(page, `work-certificate/${language}-5-applicant-rating`, { fullPage: true });
    await expectNoA11yViolations(page);
    expect(appErrors(errors)).toEqual([]);
  });
}
