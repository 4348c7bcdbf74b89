import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ApplicationVideoInterview } from "../../domain/video-interview/video-interview.schema";
import { appErrors, MOCK_URL, signedHeaders } from "../support/e2e-helpers";
import { apiGet, arrange, newParties, personAt, PROVIDER_STATE } from "../support/offers-e2e";
import { screenshot } from "../support/screenshot";

/**
 * Issue 24, the provider's side of the video interview at 360 px in both languages: from a job's
 * applicants she asks for suggested questions, adds two, edits one (the draft survives a reload) and
 * saves; on the applicant's page she sends the video interview. The seeker answers through the API
 * (her own uploads, start, an answer to each question, submit); the provider's open page shows
 * her answers without a reload and plays them, she rejects with a reason, a change of mind is refused for the retake months, and the
 * seeker reads the reason in Aktivitas. Fresh parties per test: the mock is shared by the workers,
 * and a second interview to the same applicant is refused for three months.
 */

const TEXT = {
  en: {
    questionsLink: "Video interview questions",
    suggest: "Suggest questions",
    addSuggestion: /^Add: /,
    question: (n: number) => `Question ${n}`,
    save: "Save the questions",
    saved: "Questions saved",
    back: "Back to the applicants",
    videoInterview: "Video interview",
    send: "Send the video interview",
    invited: "Sent, not started",
    submitted: "Submitted",
    player: "Answer to question 1",
    reject: "Reject",
    reason: "Reason for the applicant",
    rejectWithReason: "Reject with this reason",
    shortlist: "Shortlist",
    tooSoon: "A result can be changed only 3 months after it was given",
    rejectedReason: "Reason: We need someone who can start this week",
  },
  id: {
    questionsLink: "Pertanyaan wawancara video",
    suggest: "Sarankan pertanyaan",
    addSuggestion: /^Tambah: /,
    question: (n: number) => `Pertanyaan ${n}`,
    save: "Simpan pertanyaan",
    saved: "Pertanyaan tersimpan",
    back: "Kembali ke pelamar",
    videoInterview: "Wawancara video",
    send: "Kirim wawancara video",
    invited: "Terkirim, belum dimulai",
    submitted: "Sudah dikirim",
    player: "Jawaban pertanyaan 1",
    reject: "Tolak",
    reason: "Alasan untuk pelamar",
    rejectWithReason: "Tolak dengan alasan ini",
    shortlist: "Loloskan",
    tooSoon: "Hasil baru bisa diubah 3 bulan setelah diberikan",
    rejectedReason: "Alasan: We need someone who can start this week",
  },
} as const;

const REASON = "We need someone who can start this week";

/** A second of real WebM video (a canvas recorded in the browser), so the provider's player has something to play. */
const recordWebm = async (page: Page): Promise<Buffer> => {
  const scratch = await page.context().newPage();
  const base64 = await scratch.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 90;
    const draw = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame++) {
      if (draw !== null) {
        draw.fillStyle = `hsl(${frame * 36}, 70%, 50%)`;
        draw.fillRect(0, 0, 160, 90);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let text = "";
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  await scratch.close();
  return Buffer.from(base64, "base64");
};

/** The seeker answers every question with her own upload and submits, through the API as the app would. */
const answerAsSeeker = async (request: APIRequestContext, seekerToken: string, interviewId: string, questions: number, video: Buffer) => {
  const auth = async () => ({ ...(await signedHeaders()), authorization: `Bearer ${seekerToken}` });
  expect((await request.post(`${MOCK_URL}/api/video-interviews/${interviewId}/start`, { headers: await auth() })).status()).toBe(200);
  for (let questionIndex = 0; questionIndex < questions; questionIndex++) {
    const uploaded = await request.post(`${MOCK_URL}/api/uploads`, { headers: await auth(), multipart: { kind: "video", file: { name: "answer.webm", mimeType: "video/webm", buffer: video } } });
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const answered = await request.post(`${MOCK_URL}/api/video-interviews/${interviewId}/answers`, { headers: await auth(), data: { questionIndex, url, durationSeconds: 12 } });
    expect(answered.status()).toBe(200);
  }
  expect((await request.post(`${MOCK_URL}/api/video-interviews/${interviewId}/submit`, { headers: await auth() })).status()).toBe(200);
};

for (const language of ["en", "id"] as const) {
  const text = TEXT[language];

  test(`[${language}] the provider sets suggested questions, sends a video interview, watches the answers and rejects with a reason the seeker reads`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const parties = newParties();
    const arranged = await arrange(request, PROVIDER_STATE.jobHasApplicant, parties);
    const provider = await personAt(browser, parties.provider, `/provider/applicants?jobId=${arranged.jobId}`, language);
    const p = provider.page;

    // The questions: two suggestions added, the first edited; a reload keeps the draft.
    await p.getByRole("link", { name: text.questionsLink }).click();
    await expect(p).toHaveURL(/setInterviewQuestions\?jobId=/);
    await p.getByRole("button", { name: text.suggest }).click();
    const adds = p.getByRole("button", { name: text.addSuggestion });
    await expect(adds.first()).toBeVisible();
    await adds.first().click();
    await adds.first().click();
    const first = p.getByLabel(text.question(1), { exact: true });
    await expect(first).not.toHaveValue("");
    await expect(p.getByLabel(text.question(2), { exact: true })).not.toHaveValue("");
    const edited = `${await first.inputValue()} (1-2 ${language === "en" ? "sentences" : "kalimat"})`;
    await first.fill(edited);
    await screenshot(p, `video-interview-provider/${language}-1-questions`, { fullPage: true });
    await p.reload();
    await expect(p.getByLabel(text.question(1), { exact: true })).toHaveValue(edited);
    await p.getByRole("button", { name: text.save }).click();
    await expect(p.getByRole("heading", { name: text.saved })).toBeVisible();
    await screenshot(p, `video-interview-provider/${language}-2-saved`, { fullPage: true });

    // Sending, from the applicant's page.
    await p.getByRole("link", { name: text.back }).click();
    await p.getByRole("link", { name: text.videoInterview, exact: true }).click();
    await expect(p.getByRole("button", { name: text.send })).toBeVisible();
    await screenshot(p, `video-interview-provider/${language}-3-send-form`, { fullPage: true });
    await p.getByRole("button", { name: text.send }).click();
    await expect(p.getByText(text.invited, { exact: true })).toBeVisible();
    await screenshot(p, `video-interview-provider/${language}-4-sent`, { fullPage: true });

    // The seeker answers through the API; the provider's page, open all along, shows her answers as
    // videos without a reload (the submission's card on the event stream).
    const applicationId = new URL(p.url()).searchParams.get("applicationId") ?? "";
    const { interview } = await apiGet<ApplicationVideoInterview>(request, `/applications/${applicationId}/video-interview`, arranged.providerToken);
    expect(interview?.questions.map((q) => q.text)[0]).toBe(edited);
    await answerAsSeeker(request, arranged.seekerToken, interview?.interviewId ?? "", interview?.questions.length ?? 0, await recordWebm(p));
    await expect(p.getByText(text.submitted, { exact: true })).toBeVisible();
    const player = p.getByLabel(text.player);
    await expect(player).toBeVisible();
    // She watches it: the answer plays.
    await player.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await screenshot(p, `video-interview-provider/${language}-5-answers`, { fullPage: true });

    // Rejected with a reason; changing it is refused for the retake months.
    await p.getByRole("button", { name: text.reject, exact: true }).click();
    await p.getByLabel(text.reason).fill(REASON);
    await p.getByRole("button", { name: text.rejectWithReason }).click();
    await expect(p.getByText(REASON).first()).toBeVisible();
    await p.getByRole("button", { name: text.shortlist }).click();
    await expect(p.getByText(text.tooSoon)).toBeVisible();
    await screenshot(p, `video-interview-provider/${language}-6-rejected`, { fullPage: true });

    // The seeker reads the reason in Aktivitas.
    const seeker = await personAt(browser, parties.seeker, "/seeker/activity", language);
    await expect(seeker.page.getByText(text.rejectedReason)).toBeVisible();
    await screenshot(seeker.page, `video-interview-provider/${language}-7-aktivitas`, { fullPage: true });

    // The one refusal asked for: the change of mind.
    expect(appErrors(provider.errors).filter((e) => !/status of 409 .*\/api\/video-interviews\/[^/]+\/decision\)$/.test(e))).toEqual([]);
    expect(appErrors(seeker.errors)).toEqual([]);
    await provider.close();
    await seeker.close();
  });
}
