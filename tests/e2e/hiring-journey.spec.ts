import { expectNoA11yViolations } from "../support/a11y";
import { expect, test, type Page } from "@playwright/test";
import { chromiumLaunchOptions, FAKE_CAMERA_ARGS } from "../support/chromium";
import { appErrors, MOCK_URL } from "../support/e2e-helpers";
import { arrange, newParties, personAt, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24 as one journey, two phones side by side at 360 px: the seeker has the conversation about
 * her application open; the provider invites her to an interview from the applicants; the card
 * arrives on her open screen without a reload, she opens it and accepts, and the provider's
 * invitation shows it; then they write to each other and each sees the other's Read mark. The video
 * interview the same way: the provider adds a suggested question and sends it from the applicant's
 * page, the card arrives in the seeker's open chat, she records her answer (Chromium's fake camera)
 * and submits, and the provider's open page shows it submitted without a reload, and she plays it. Fresh parties (the mock is shared by the workers); the
 * pieces in depth are chat.spec, interviews.spec and the video interview specs.
 */
test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...FAKE_CAMERA_ARGS] } });
const TEXT = {
  en: {
    invite: "Invite to interview",
    date: "Date",
    address: "Address",
    mapUrl: "Map link",
    contact: "Contact person",
    phone: "Contact's mobile number",
    send: "Send the invitation",
    sent: "Sent, waiting for an answer",
    card: "Interview invitation",
    accept: "Accept",
    decline: "Decline",
    accepted: "Accepted",
    message: "Message",
    sendMessage: "Send",
    read: "Read",
    myInterviews: "Interview invitations",
    questionsLink: "Video interview questions",
    suggest: "Suggest questions",
    addSuggestion: /^Add: /,
    saveQuestions: "Save the questions",
    saved: "Questions saved",
    backToApplicants: "Back to the applicants",
    videoInterview: "Video interview",
    sendVideo: "Send the video interview",
    videoCard: "Video interview sent",
    openVideoCard: "See video interview",
    start: "Start",
    recordNow: "Start recording now",
    stop: "Stop recording",
    submit: "Submit answers",
    complete: "Your video interview was submitted",
    videoSent: "Sent, not started",
    submitted: "Submitted",
    player: "Answer to question 1",
  },
  id: {
    invite: "Undang wawancara",
    date: "Tanggal",
    address: "Alamat",
    mapUrl: "Tautan peta",
    contact: "Narahubung",
    phone: "Nomor HP narahubung",
    send: "Kirim undangan",
    sent: "Terkirim, menunggu jawaban",
    card: "Undangan wawancara",
    accept: "Terima",
    decline: "Tolak",
    accepted: "Diterima",
    message: "Pesan",
    sendMessage: "Kirim",
    read: "Dibaca",
    myInterviews: "Undangan wawancara",
    questionsLink: "Pertanyaan wawancara video",
    suggest: "Sarankan pertanyaan",
    addSuggestion: /^Tambah: /,
    saveQuestions: "Simpan pertanyaan",
    saved: "Pertanyaan tersimpan",
    backToApplicants: "Kembali ke pelamar",
    videoInterview: "Wawancara video",
    sendVideo: "Kirim wawancara video",
    videoCard: "Wawancara video dikirim",
    openVideoCard: "Lihat wawancara video",
    start: "Mulai",
    recordNow: "Mulai merekam sekarang",
    stop: "Berhenti merekam",
    submit: "Kirim jawaban",
    complete: "Wawancara videomu sudah terkirim",
    videoSent: "Terkirim, belum dimulai",
    submitted: "Sudah dikirim",
    player: "Jawaban pertanyaan 1",
  },
} as const;

const WIB_MS = 7 * 3_600_000;

/** Tomorrow's date in WIB (YYYY-MM-DD) by the mock's clock. */
const tomorrow = async (page: Page): Promise<string> => {
  const { now } = (await (await page.request.get(`${MOCK_URL}/__dev/clock`)).json()) as { now: string };
  return new Date(Date.parse(now) + WIB_MS + 24 * 3_600_000).toISOString().slice(0, 10);
};

const messageOf = (page: Page, text: string) => page.locator(".chat-item", { hasText: text });

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] invited from the applicants, the seeker sees the card arrive in her open chat, accepts, and they write with read marks`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const parties = newParties();
    const { jobId, seekerId } = await arrange(request, PROVIDER_STATE.jobHasApplicant, parties);
    const conversation = `/interviewInvitationChat?jobId=${jobId}&seekerId=${seekerId}`;

    const seeker = await personAt(browser, parties.seeker, conversation, language);
    const s = seeker.page;
    await expect(s.getByRole("textbox", { name: text.message })).toBeVisible();
    await expect.poll(seeker.streamOpen, { message: "her event stream is open" }).toBe(true);
    const seekerUrl = s.url();

    const provider = await personAt(browser, parties.provider, `/provider/applicants?jobId=${jobId}`, language);
    const p = provider.page;
    await p.getByRole("link", { name: text.invite }).click();
    await p.getByLabel(text.date).fill(await tomorrow(p));
    await p.getByLabel(text.address).fill("Jl. Panglima Polim No. 10, Kebayoran Baru");
    await p.getByLabel(text.mapUrl).fill("https://maps.google.com/?q=-6.2433,106.7985");
    await p.getByLabel(text.contact, { exact: true }).fill("Dewi Lestari");
    await p.getByLabel(text.phone).fill("81200000003");
    await p.getByRole("button", { name: text.send }).click();
    await expect(p.getByRole("status").getByText(text.sent)).toBeVisible();
    await expect.poll(provider.streamOpen, { message: "his event stream is open" }).toBe(true);

    // The card arrives on her open conversation by itself.
    const card = s.locator(".chat-item--card", { hasText: text.card });
    await expect(card).toBeVisible();
    expect(s.url()).toBe(seekerUrl);
    // She answers on the card: Accept there; Decline and Ask for another time open their forms on the invitation's page.
    await expect(card.getByRole("link", { name: text.decline })).toHaveAttribute("href", /answer=decline/);
    await screenshot(s, `hiring-journey/${language}-1-card-arrived`);
    await expectNoA11yViolations(s);
    await card.getByRole("button", { name: text.accept }).click();
    await expect(card.getByText(text.accepted, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: text.accept })).toHaveCount(0);
    // The provider's invitation, open all along, shows her answer.
    await expect(p.getByText(text.accepted, { exact: true })).toBeVisible();

    // Both in the conversation: each message arrives live and its writer sees it read.
    await p.goto(`/app${conversation}`);
    const run = `${language}-${Date.now().toString(36)}`;
    const hers = `Terima kasih, saya datang jam 10. (${run})`;
    await s.getByRole("textbox", { name: text.message }).fill(hers);
    await s.getByRole("button", { name: text.sendMessage, exact: true }).click();
    await expect(messageOf(p, hers)).toBeVisible();
    await expect(messageOf(s, hers).locator(".chat-mark")).toHaveText(text.read);
    const his = `Baik, sampai besok. (${run})`;
    await p.getByRole("textbox", { name: text.message }).fill(his);
    await p.getByRole("button", { name: text.sendMessage, exact: true }).click();
    await expect(messageOf(s, his)).toBeVisible();
    await expect(messageOf(p, his).locator(".chat-mark")).toHaveText(text.read);
    await screenshot(p, `hiring-journey/${language}-2-provider-read`);

    // Her messages list her invitations too, with their state, each leading to its page.
    await s.goto("/app/inbox");
    const mine = s.getByRole("region", { name: text.myInterviews });
    await expect(mine.getByRole("listitem")).toHaveCount(1);
    await expect(mine.getByText(text.accepted, { exact: true })).toBeVisible();
    await screenshot(s, `hiring-journey/${language}-2b-inbox-invitations`);
    await mine.getByRole("link").click();
    // The invitation's page (the inbox stays alive, hidden, behind it).
    await expect(s.getByRole("status").getByText(text.accepted, { exact: true })).toBeVisible();

    expect(appErrors(seeker.errors)).toEqual([]);
    expect(appErrors(provider.errors)).toEqual([]);
    await seeker.close();
    await provider.close();
  });

  test(`[${language}] a video interview: suggested question set and sent from the applicant's page, the card arrives in her open chat, she records and submits, the provider plays it`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const parties = newParties();
    const { jobId, seekerId } = await arrange(request, PROVIDER_STATE.jobHasApplicant, parties);
    const seeker = await personAt(browser, parties.seeker, `/interviewInvitationChat?jobId=${jobId}&seekerId=${seekerId}`, language);
    const s = seeker.page;
    // She allowed the camera and microphone when the browser asked.
    await s.context().grantPermissions(["camera", "microphone"]);
    await expect(s.getByRole("textbox", { name: text.message })).toBeVisible();
    await expect.poll(seeker.streamOpen, { message: "her event stream is open" }).toBe(true);

    const provider = await personAt(browser, parties.provider, `/provider/applicants?jobId=${jobId}`, language);
    const p = provider.page;
    await p.getByRole("link", { name: text.questionsLink }).click();
    await p.getByRole("button", { name: text.suggest }).click();
    await p.getByRole("button", { name: text.addSuggestion }).first().click();
    await p.getByRole("button", { name: text.saveQuestions }).click();
    await expect(p.getByRole("heading", { name: text.saved })).toBeVisible();
    await p.getByRole("link", { name: text.backToApplicants }).click();
    await p.getByRole("link", { name: text.videoInterview, exact: true }).click();
    await p.getByRole("button", { name: text.sendVideo }).click();
    await expect(p.getByText(text.videoSent, { exact: true })).toBeVisible();

    // The card arrives on her open conversation; she answers with the camera and submits.
    const card = s.locator(".chat-item--card", { hasText: text.videoCard });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: text.openVideoCard }).click();
    await s.getByRole("button", { name: text.start }).click();
    await s.getByRole("button", { name: text.recordNow }).click();
    await expect(s.getByRole("button", { name: text.stop })).toBeVisible();
    // At least a second of answer on the recording: the answer countdown has moved from 01:00.
    await expect(s.getByRole("timer")).not.toHaveText("01:00");
    await s.getByRole("button", { name: text.stop }).click();
    await s.getByRole("button", { name: text.submit }).click();
    await expect(s.getByRole("heading", { level: 1, name: text.complete })).toBeVisible();
    await screenshot(s, `hiring-journey/${language}-3-video-submitted`);

    // The provider's applicant page, open all along, shows the submission without a reload (the
    // event stream's submitted card), and she plays the answer.
    await expect(p.getByText(text.submitted, { exact: true })).toBeVisible();
    const player = p.getByLabel(text.player);
    await player.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await screenshot(p, `hiring-journey/${language}-4-provider-watches`, { fullPage: true });

    expect(appErrors(seeker.errors)).toEqual([]);
    expect(appErrors(provider.errors)).toEqual([]);
    await seeker.close();
    await provider.close();
  });
}
