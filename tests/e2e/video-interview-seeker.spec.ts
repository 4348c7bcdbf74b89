import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { chromiumLaunchOptions, FAKE_CAMERA_ARGS } from "../support/chromium";
import { appErrors, collectPageErrors, DEMO_ACCOUNTS, MOCK_URL, signedHeaders, signIn } from "../support/e2e-helpers";
import { arrange, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24, the seeker's video interview at 360 px in both languages, with Chromium's fake camera:
 * the provider sets the job's questions and sends the interview to the demo seeker's application
 * through the API; the seeker reads the tips, records each answer (stopping early), retakes one,
 * keeps an answer whose upload failed on the phone across a reload, submits and sees the complete
 * page (axe clean). The older apps' page records through the bridge's native camera. An expired
 * interview refuses to start; a refused camera says why and how to allow it.
 */

test.use({ launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...FAKE_CAMERA_ARGS] } });

const TEXT = {
  en: {
    title: "Video interview",
    questions: "2 questions",
    length: "About 5 minutes",
    tips: "Tips for a good video interview",
    tipsTitle: "Video interview tips",
    back: "Back to the video interview",
    start: "Start",
    recordNow: "Start recording now",
    openCamera: "Open the camera",
    stop: "Stop recording",
    recorded: /Answer recorded \(\d+ s\)/,
    kept: "Not sent yet. Your answer is kept on this phone and will be sent again.",
    retake: "Record question 1 again",
    submit: "Submit answers",
    complete: "Your video interview was submitted",
    expired: "This video interview has expired",
    refused: "Gawe cannot use your camera or microphone",
    how: /allow Camera and Microphone/,
    tryAgain: "Try again",
  },
  id: {
    title: "Wawancara video",
    questions: "2 pertanyaan",
    length: "Sekitar 5 menit",
    tips: "Tips wawancara video yang baik",
    tipsTitle: "Tips wawancara video",
    back: "Kembali ke wawancara video",
    start: "Mulai",
    recordNow: "Mulai merekam sekarang",
    openCamera: "Buka kamera",
    stop: "Berhenti merekam",
    recorded: /Jawaban terekam \(\d+ dtk\)/,
    kept: "Belum terkirim. Jawabanmu disimpan di ponsel ini dan akan dikirim lagi.",
    retake: "Rekam ulang pertanyaan 1",
    submit: "Kirim jawaban",
    complete: "Wawancara videomu sudah terkirim",
    expired: "Wawancara video ini sudah kedaluwarsa",
    refused: "Gawe tidak bisa memakai kamera atau mikrofonmu",
    how: /izinkan Kamera dan Mikrofon/,
    tryAgain: "Coba lagi",
  },
} as const;

const QUESTIONS = ["Tell us about your last job.", "Why do you want to work here?"];
const OLD_APP = "Mozilla/5.0 (Linux; Android 12; SM-A125F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 GaweApp/2.0.2";
/** A file the uploads endpoint takes as WebM video: it judges by the first bytes (the EBML signature). */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2048, 0x42)]);

const post = async (request: APIRequestContext, path: string, token: string, data: unknown) => {
  const response = await request.post(`${MOCK_URL}/api${path}`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${token}` }, data });
  expect(response.status(), `POST /api${path}`).toBeLessThan(300);
  return (await response.json()) as { readonly interviewId: string };
};

/** The provider (Budi) sets a new job's questions and sends its video interview to Siti's application, answer within 2 days. */
const sendInterview = async (request: APIRequestContext): Promise<string> => {
  const arranged = (await arrange(request, PROVIDER_STATE.videoInterviewAt, { stage: "questionsSet" })) as unknown as { providerToken: string; jobId: string; applicationId: string; deadline: string };
  await post(request, `/jobs/${arranged.jobId}/interview-questions`, arranged.providerToken, { questions: QUESTIONS });
  return (await post(request, "/video-interviews", arranged.providerToken, { applicationId: arranged.applicationId, deadline: arranged.deadline })).interviewId;
};

const seekerPage = async (browser: Browser, permissions: readonly string[]) => {
  const context = await browser.newContext({ permissions: [...permissions] });
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page), close: () => context.close() };
};

for (const language of ["en", "id"] as const) {
  const t = TEXT[language];

  test(`${language}: the seeker reads the tips, records, keeps a failed upload across a reload, retakes one answer and submits`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const id = await sendInterview(request);
    const { page, errors, close } = await seekerPage(browser, ["camera", "microphone"]);
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/videoInterview?id=${id}`, language);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.questions)).toBeVisible();
    await expect(page.getByText(t.length)).toBeVisible();
    await expect(page.getByText(/WIB/)).toBeVisible();
    await screenshot(page, `video-interview-seeker/${language}-1-invitation`, { fullPage: true });
    await expectNoA11yViolations(page, "1-invitation");

    await page.getByRole("link", { name: t.tips }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.tipsTitle })).toBeVisible();
    await screenshot(page, `video-interview-seeker/${language}-2-tips`, { fullPage: true });
    await page.getByRole("link", { name: t.back }).click();

    await page.getByRole("button", { name: t.start }).click();
    // Question 1: think time, then a short answer, stopped early.
    await expect(page.getByRole("heading", { name: QUESTIONS[0] })).toBeVisible();
    // The think time is a countdown (its values are the format's unit tests': none is read here).
    await expect(page.getByRole("timer")).toBeVisible();
    await screenshot(page, `video-interview-seeker/${language}-3-think`, { fullPage: true });
    await expectNoA11yViolations(page, "3-think");
    await page.getByRole("button", { name: t.recordNow }).click();
    await expect(page.getByRole("button", { name: t.stop })).toBeVisible();
    // Some answer on the recording: wait for the answer countdown to move from where it was (no value read).
    await expect(page.getByRole("timer")).not.toHaveText((await page.getByRole("timer").textContent()) ?? "");
    await screenshot(page, `video-interview-seeker/${language}-4-recording`, { fullPage: true });
    await page.getByRole("button", { name: t.stop }).click();

    // Question 2 opens by itself; its upload fails: the answer stays on the phone, also across a reload.
    await expect(page.getByRole("heading", { name: QUESTIONS[1] })).toBeVisible();
    await page.route("**/api/uploads", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: t.recordNow }).click();
    await expect(page.getByRole("button", { name: t.stop })).toBeVisible();
    // Some answer on the recording: wait for the answer countdown to move from where it was (no value read).
    await expect(page.getByRole("timer")).not.toHaveText((await page.getByRole("timer").textContent()) ?? "");
    await page.getByRole("button", { name: t.stop }).click();
    await expect(page.getByText(t.kept)).toBeVisible();
    await expect(page.getByText(t.recorded)).toHaveCount(1);
    await screenshot(page, `video-interview-seeker/${language}-5-kept`, { fullPage: true });
    await page.reload();
    await expect(page.getByText(t.kept)).toBeVisible();
    await page.unroute("**/api/uploads");
    await page.reload();
    await expect(page.getByText(t.recorded)).toHaveCount(2);

    // Retake question 1, then submit.
    await page.getByRole("button", { name: t.retake }).click();
    await page.getByRole("button", { name: t.recordNow }).click();
    await expect(page.getByRole("button", { name: t.stop })).toBeVisible();
    // Some answer on the recording: wait for the answer countdown to move from where it was (no value read).
    await expect(page.getByRole("timer")).not.toHaveText((await page.getByRole("timer").textContent()) ?? "");
    await page.getByRole("button", { name: t.stop }).click();
    await expect(page.getByText(t.recorded)).toHaveCount(2);
    await screenshot(page, `video-interview-seeker/${language}-6-answers`, { fullPage: true });
    await expectNoA11yViolations(page, "6-answers");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/app\/interviewComplete\?id=/);
    await expect(page.getByRole("heading", { level: 1, name: t.complete })).toBeVisible();
    await screenshot(page, `video-interview-seeker/${language}-7-complete`, { fullPage: true });
    // The uploads cut on purpose above are the only failed requests.
    expect(appErrors(errors).filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await close();
  });

  test(`${language}: the older apps' page (before 2.0.3) records each answer with the native camera through the bridge`, async ({ browser, request }) => {
    const id = await sendInterview(request);
    const context = await browser.newContext({ userAgent: OLD_APP });
    const page = await context.newPage();
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/videoInterview?id=${id}`, language);
    await expect(page.locator('main[data-variant="old"]')).toHaveCount(1);
    await page.getByRole("button", { name: t.start }).click();
    for (const question of QUESTIONS) {
      await expect(page.getByRole("heading", { name: question })).toBeVisible();
      // Outside the app the bridge's camera is the browser's file picker (a phone offers its camera there).
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: t.openCamera }).click();
      await (await chooser).setFiles({ name: "answer.webm", mimeType: "video/webm", buffer: WEBM });
    }
    await expect(page.getByText(t.recorded)).toHaveCount(2);
    await screenshot(page, `video-interview-seeker/${language}-10-old-answers`, { fullPage: true });
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.complete })).toBeVisible();
    await context.close();
  });

  test(`${language}: an expired video interview refuses to start`, async ({ browser, request }) => {
    const arranged = (await arrange(request, PROVIDER_STATE.videoInterviewAt, { stage: "expired" })) as unknown as { seekerToken: string; interviewId: string };
    const { page, close } = await seekerPage(browser, ["camera", "microphone"]);
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/videoInterview?id=${arranged.interviewId}`, language);
    await expect(page.getByRole("heading", { level: 2, name: t.expired })).toBeVisible();
    await expect(page.getByRole("button", { name: t.start })).toHaveCount(0);
    await screenshot(page, `video-interview-seeker/${language}-8-expired`, { fullPage: true });
    // The mock refuses it too.
    const refused = await request.post(`${MOCK_URL}/api/video-interviews/${arranged.interviewId}/start`, { headers: { ...(await signedHeaders()), authorization: `Bearer ${arranged.seekerToken}` } });
    expect(refused.status()).toBe(410);
    await close();
  });

  test(`${language}: a refused camera says why and how to allow it, with Try again`, async ({ browser, request }) => {
    const id = await sendInterview(request);
    const { page, close } = await seekerPage(browser, []);
    await signIn(page, DEMO_ACCOUNTS.seeker.phone, `/videoInterview?id=${id}`, language);
    await page.getByRole("button", { name: t.start }).click();
    await expect(page.getByRole("heading", { name: t.refused })).toBeVisible();
    await expect(page.getByText(t.how)).toBeVisible();
    await screenshot(page, `video-interview-seeker/${language}-9-refused`, { fullPage: true });
    await expectNoA11yViolations(page, "9-refused");
    // Allowed meanwhile: Try again opens the camera.
    await page.context().grantPermissions(["camera", "microphone"]);
    await page.getByRole("button", { name: t.tryAgain }).click();
    await expect(page.getByRole("button", { name: t.recordNow })).toBeVisible();
    await close();
  });
}
