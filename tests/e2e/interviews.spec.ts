import { expect, test, type APIRequestContext } from "@playwright/test";
import { appErrors, MOCK_URL } from "../support/e2e-helpers";
import { arrange, newParties, personAt, PROVIDER_STATE, seekerNameOf } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";
import { advanceMockClock } from "../support/work-e2e";

/**
 * Issue 24, interview invitations at 360 px in both languages, two people side by side: the
 * provider invites an applicant from the job's applicants (/invitationLetter), the seeker opens the
 * invitation and accepts, and the provider's open page shows it without a reload (the event
 * stream); a decline carries its reason to the provider; 5 minutes before, the mock's clock alone
 * brings the reminder (a toast, then /interviewInvitationRemind). Fresh parties per test: the mock
 * is shared by the workers. It moves the mock's clock, so it runs in `phone-clock`.
 */

const TEXT = {
  en: {
    invite: "Invite to interview",
    date: "Date",
    time: "Time",
    address: "Address",
    mapUrl: "Map link",
    contact: "Contact person",
    phone: "Contact's mobile number",
    letter: "Invitation letter",
    send: "Send the invitation",
    tooLong: "Maximum character limit exceeded",
    sent: "Sent, waiting for an answer",
    accept: "Accept",
    accepted: "Accepted",
    decline: "Decline",
    reschedule: "Propose a new time",
    sendReschedule: "Send the new time",
    rescheduled: "New time, waiting for an answer",
    reasonLabel: "Why do you decline?",
    sendDecline: "Decline the interview",
    declined: "Declined",
    reason: "Reason: I took another job",
    toast: /Your interview for .+ starts in 5 minutes/,
    toastProvider: (name: string) => new RegExp(`Interview with ${name} for .+ starts in 5 minutes`),
    remind: "Your interview starts in 5 minutes",
    openMap: "Open the map",
  },
  id: {
    invite: "Undang wawancara",
    date: "Tanggal",
    time: "Jam",
    address: "Alamat",
    mapUrl: "Tautan peta",
    contact: "Narahubung",
    phone: "Nomor HP narahubung",
    letter: "Surat undangan",
    send: "Kirim undangan",
    tooLong: "Batas maksimal karakter terlampaui",
    sent: "Terkirim, menunggu jawaban",
    accept: "Terima",
    accepted: "Diterima",
    decline: "Tolak",
    reschedule: "Usulkan waktu baru",
    sendReschedule: "Kirim waktu baru",
    rescheduled: "Waktu baru, menunggu jawaban",
    reasonLabel: "Mengapa kamu menolak?",
    sendDecline: "Tolak wawancara",
    declined: "Ditolak",
    reason: "Alasan: I took another job",
    toast: /Wawancaramu untuk .+ dimulai 5 menit lagi/,
    toastProvider: (name: string) => new RegExp(`Wawancara dengan ${name} untuk .+ dimulai 5 menit lagi`),
    remind: "Wawancaramu dimulai 5 menit lagi",
    openMap: "Buka peta",
  },
} as const;

const WIB_MS = 7 * 3_600_000;

/** The mock's now (epoch ms). */
const mockNow = async (request: APIRequestContext): Promise<number> => Date.parse(((await (await request.get(`${MOCK_URL}/__dev/clock`)).json()) as { now: string }).now);

/** The provider's new time for an invitation (WIB), as he types it. */
const NEW_TIME = "11:00";
/** Tomorrow's date in WIB (YYYY-MM-DD) as the mock's clock reads it, and 10:00 WIB of it. */
const tomorrowAtTen = (now: number) => {
  const date = new Date(now + WIB_MS + 24 * 3_600_000).toISOString().slice(0, 10);
  return { date, startsAt: Date.parse(`${date}T10:00:00+07:00`) };
};

test.afterEach(async ({ request }) => {
  await request.post(`${MOCK_URL}/__dev/clock/reset`);
});

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the provider invites an applicant; the seeker accepts and the provider sees it live; 5 minutes before the reminder comes by the clock`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const parties = newParties();
    const arranged = await arrange(request, PROVIDER_STATE.jobHasApplicant, parties);
    const { date, startsAt } = tomorrowAtTen(await mockNow(request));

    const provider = await personAt(browser, parties.provider, `/provider/applicants?jobId=${arranged.jobId}`, language);
    const p = provider.page;
    await p.getByRole("link", { name: text.invite }).click();
    await p.getByLabel(text.date).fill(date);
    await p.getByLabel(text.time, { exact: true }).fill("10:00");
    await p.getByLabel(text.address).fill("Jl. Panglima Polim No. 10, Kebayoran Baru");
    await p.getByLabel(text.mapUrl).fill("https://maps.google.com/?q=-6.2433,106.7985");
    await p.getByLabel(text.contact, { exact: true }).fill("Dewi Lestari");
    await p.getByLabel(text.phone).fill("81200000003");
    // The letter's limit: over it, the spec's message, and nothing is sent.
    const letter = p.getByLabel(text.letter);
    const written = await letter.inputValue();
    await letter.fill("x".repeat(501));
    await expect(p.getByText(text.tooLong)).toBeVisible();
    await screenshot(p, `interviews/${language}-1-letter-too-long`, { fullPage: true });
    await letter.fill(written);
    await expect(p.getByText(text.tooLong)).toHaveCount(0);
    await p.getByRole("button", { name: text.send }).click();
    await expect(p.getByRole("status").getByText(text.sent)).toBeVisible();
    const interviewId = new URL(p.url()).searchParams.get("id") ?? "";
    expect(interviewId).not.toBe("");
    await screenshot(p, `interviews/${language}-2-sent-provider`, { fullPage: true });

    const seeker = await personAt(browser, parties.seeker, `/interviewInvitation?id=${interviewId}`, language);
    const s = seeker.page;
    await expect(s.getByText(text.sent)).toBeVisible();
    // The contact's number is a phone link (the one safe-URL rule lets a mobile number's through).
    await expect(s.getByRole("link", { name: "+62 812-0000-0003" })).toHaveAttribute("href", "tel:+6281200000003");
    await screenshot(s, `interviews/${language}-3-invitation-seeker`, { fullPage: true });
    await s.getByRole("button", { name: text.accept }).click();
    await expect(s.getByText(text.accepted, { exact: true })).toBeVisible();
    // The provider's page, open all along, shows the answer without a reload.
    await expect(p.getByText(text.accepted, { exact: true })).toBeVisible();

    // The provider goes back to her applicants (a tap, as she would): the reminder finds her there too.
    await p.getByRole("button", { name: language === "en" ? "Back" : "Kembali" }).click();
    await expect(p).toHaveURL(/\/provider\/applicants\?/);

    // 4.5 minutes before: the reminder, told by the clock alone (moving it tells at once), as a toast on every screen: the seeker's open invitation, the provider's applicants.
    const now = await mockNow(request);
    await advanceMockClock(request, Math.ceil((startsAt - 270_000 - now) / 1000));
    await expect(s.locator(".ds-toast").getByText(text.toast)).toBeVisible();
    // The provider's in her own words: whom she meets, not "your interview".
    await expect(p.locator(".ds-toast").getByText(text.toastProvider(seekerNameOf(parties.seeker)))).toBeVisible();
    await expect(p.locator(".ds-toast").getByText(text.toast)).toHaveCount(0);
    await screenshot(s, `interviews/${language}-4-reminder-toast`);
    await screenshot(p, `interviews/${language}-4-reminder-toast-provider-applicants`);
    await s.getByRole("link", { name: text.remind }).click();
    await expect(s.getByRole("heading", { name: text.remind })).toBeVisible();
    await expect(s.getByRole("link", { name: text.openMap })).toHaveAttribute("href", "https://maps.google.com/?q=-6.2433,106.7985");
    await screenshot(s, `interviews/${language}-5-remind-page`, { fullPage: true });
    expect(appErrors(provider.errors)).toEqual([]);
    expect(appErrors(seeker.errors)).toEqual([]);
    await provider.close();
    await seeker.close();
  });

  test(`[${language}] the seeker declines with a reason; the provider reads it`, async ({ browser, request }) => {
    const parties = newParties();
    const arranged = await arrange(request, PROVIDER_STATE.jobHasApplicant, parties);
    const { startsAt } = tomorrowAtTen(await mockNow(request));
    const provider = await personAt(browser, parties.provider, `/invitationLetter?jobId=${arranged.jobId}&seekerId=${arranged.seekerId}`, language);
    const p = provider.page;
    await p.getByLabel(text.date).fill(new Date(startsAt + WIB_MS).toISOString().slice(0, 10));
    await p.getByLabel(text.address).fill("Jl. Sabang No. 5, Menteng");
    await p.getByLabel(text.mapUrl).fill("https://maps.google.com/?q=-6.18,106.82");
    await p.getByLabel(text.contact, { exact: true }).fill("Budi Santoso");
    await p.getByLabel(text.phone).fill("81200000002");
    await p.getByRole("button", { name: text.send }).click();
    await expect(p.getByRole("status").getByText(text.sent)).toBeVisible();
    const interviewId = new URL(p.url()).searchParams.get("id") ?? "";

    // She comes from the chat card's Decline: the page opens with its reason's form.
    const seeker = await personAt(browser, parties.seeker, `/interviewInvitation?id=${interviewId}&answer=decline`, language);
    const s = seeker.page;
    await expect(s.getByLabel(text.reasonLabel)).toBeVisible();
    await expect.poll(seeker.streamOpen, { message: "her event stream is open" }).toBe(true);
    // The provider proposes a new time (an hour later, WIB): the seeker's page shows it without a reload.
    await p.getByRole("button", { name: text.reschedule }).click();
    await p.getByLabel(text.time, { exact: true }).fill(NEW_TIME);
    await p.getByLabel(text.date).fill(new Date(startsAt + WIB_MS).toISOString().slice(0, 10));
    await screenshot(p, `interviews/${language}-6a-new-time-provider`, { fullPage: true });
    await p.getByRole("button", { name: text.sendReschedule }).click();
    await expect(p.getByText(text.rescheduled, { exact: true })).toBeVisible();
    await expect(s.getByText(text.rescheduled, { exact: true })).toBeVisible();
    // The time she sees is the one he entered (set by the test, not read off a clock), as the language writes it.
    await expect(s.getByText(new RegExp(NEW_TIME.replace(":", "[.:]")))).toBeVisible();
    await s.getByLabel(text.reasonLabel).fill("I took another job");
    await screenshot(s, `interviews/${language}-6-decline-reason`, { fullPage: true });
    await s.getByRole("button", { name: text.sendDecline }).click();
    await expect(s.getByText(text.declined, { exact: true })).toBeVisible();
    await expect(p.getByText(text.declined, { exact: true })).toBeVisible();
    await expect(p.getByText(text.reason)).toBeVisible();
    await screenshot(p, `interviews/${language}-7-declined-provider`, { fullPage: true });
    expect(appErrors(provider.errors)).toEqual([]);
    expect(appErrors(seeker.errors)).toEqual([]);
    await provider.close();
    await seeker.close();
  });
}
