import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERVIEW_ANSWER_SECONDS, INTERVIEW_QUESTIONS_MAX } from "../../../domain/policy/business-constants";
import type { VideoInterview } from "../../../domain/video-interview/video-interview.schema";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, signedHeaders, startHarness, type Harness, type RawResponse } from "../../testing/mock-harness";

/**
 * Issue 24, video interviews: Hendra (Kedai Kopi Teduh) sets questions for j-9000 and sends Rina,
 * who applied to it, a video interview; she answers with her own uploads, retakes one, submits;
 * he marks her. Every refusal the mock checks itself.
 */
let h: Harness;
let hendra = "";
let rina = "";
let siti = "";
const JOB = "j-9000";
const APPLICATION = "a-9-rina-1";
const DAY_S = 24 * 3600;

const call = (method: "GET" | "POST", path: string, token: string, body?: unknown, language?: string): Promise<RawResponse> =>
  h.call(method, path, { token, ...(body === undefined ? {} : { body }), ...(language === undefined ? {} : { headers: { "accept-language": language } }) });
const serverNow = async (): Promise<number> => Date.parse(((await h.call("GET", "/__dev/clock")).json as { now: string }).now);
const inDays = async (days: number): Promise<string> => new Date((await serverNow()) + days * DAY_S * 1000).toISOString();
const advance = (seconds: number) => h.call("POST", "/__dev/clock/advance", { body: { seconds } });

const uploadVideo = async (token: string): Promise<string> => {
  const form = new FormData();
  form.append("kind", "video");
  form.append("file", new Blob([Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x77, 0x65, 0x62, 0x6d])], { type: "video/webm" }), "answer.webm");
  const res = await fetch(`${h.url}/api/uploads`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}`, ...signedHeaders() } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
};

/** Her application to the job as Aktivitas lists it. */
const myApplication = async (token: string): Promise<unknown> =>
  ((await call("GET", "/api/seeker/applications", token)).json as { items: { application: { applicationId: string } }[] }).items.find((i) => i.application.applicationId === APPLICATION);

const sendInterview = async (days = 3): Promise<RawResponse> => call("POST", "/api/video-interviews", hendra, { applicationId: APPLICATION, deadline: await inDays(days) });

beforeAll(async () => {
  h = await startHarness();
  [hendra, rina, siti] = await Promise.all([h.logIn(DEMO_ACCOUNTS.hendra.phone), h.logIn(DEMO_ACCOUNTS.rina.phone), h.logIn(DEMO_ACCOUNTS.seeker.phone)]);
});
afterAll(async () => {
  await h.stop();
});

describe("interview questions of a job", () => {
  it("suggests the same questions for the same job in the caller's language, written from the job", async () => {
    const en = await call("POST", `/api/jobs/${JOB}/interview-questions/suggestions`, hendra, undefined, "en-US,en;q=0.9");
    const id = await call("POST", `/api/jobs/${JOB}/interview-questions/suggestions`, hendra, undefined, "id");
    const again = await call("POST", `/api/jobs/${JOB}/interview-questions/suggestions`, hendra, undefined, "en");
    const position = ((await call("GET", `/api/jobs/${JOB}/interview-questions`, hendra)).json as { position: string }).position;
    expect(en.json).toMatchObject({ language: "en" });
    expect(id.json).toMatchObject({ language: "id" });
    expect(again.json).toEqual(en.json);
    const questions = (en.json as { questions: string[] }).questions;
    expect(questions.length).toBe(INTERVIEW_QUESTIONS_MAX);
    expect(questions[0]).toContain(position);
    expect((id.json as { questions: string[] }).questions[0]).toMatch(/^Ceritakan pengalamanmu sebagai/);
    // The category by its name in the language, not its id ("fnb").
    expect(questions).toContain("Why do you want to work in Food & Beverage?");
    expect((id.json as { questions: string[] }).questions).toContain("Mengapa kamu ingin bekerja di bidang Makanan & Minuman?");
  });

  it("saves at most the cap, refuses an empty question, and only for a provider who manages the job", async () => {
    const tooMany = Array.from({ length: INTERVIEW_QUESTIONS_MAX + 1 }, (_, i) => `Question ${i + 1}?`);
    expect(errorCodeOf(await call("POST", `/api/jobs/${JOB}/interview-questions`, hendra, { questions: tooMany }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await call("POST", `/api/jobs/${JOB}/interview-questions`, hendra, { questions: ["  "] }))).toBe("VALIDATION_FAILED");
    expect(errorCodeOf(await call("POST", `/api/jobs/${JOB}/interview-questions`, rina, { questions: ["Why?"] }))).toBe("FORBIDDEN");
    const saved = await call("POST", `/api/jobs/${JOB}/interview-questions`, hendra, { questions: ["Why coffee?", "When can you start?"] });
    expect(saved.json).toMatchObject({ jobId: JOB, questions: ["Why coffee?", "When can you start?"] });
  });
});

describe("a video interview from sending to the provider's mark", () => {
  let iv: VideoInterview;
  it("refuses a deadline in the past or too far ahead, then sends one; a second open one is refused", async () => {
    expect(errorCodeOf(await sendInterview(-1))).toBe("VIDEO_INTERVIEW_DEADLINE_INVALID");
    expect(errorCodeOf(await sendInterview(15))).toBe("VIDEO_INTERVIEW_DEADLINE_INVALID");
    const sent = await sendInterview();
    expect(sent.status).toBe(201);
    iv = sent.json as VideoInterview;
    expect(iv).toMatchObject({ status: "invited", seekerName: "Rina Wulandari", answerSeconds: INTERVIEW_ANSWER_SECONDS, questions: [{ text: "Why coffee?", answer: null }, { answer: null }] });
    expect(errorCodeOf(await sendInterview())).toBe("VIDEO_INTERVIEW_ALREADY_SENT");
    // Another seeker does not learn it exists; the provider sees the same on the applicant's page.
    expect(errorCodeOf(await call("GET", `/api/video-interviews/${iv.interviewId}`, siti))).toBe("VIDEO_INTERVIEW_NOT_FOUND");
    expect(((await call("GET", `/api/applications/${APPLICATION}/video-interview`, hendra)).json as { interview: VideoInterview }).interview.interviewId).toBe(iv.interviewId);
  });

  it("takes only the seeker's own video uploads, of at most the answer time, and a retake replaces the answer", async () => {
    const path = `/api/video-interviews/${iv.interviewId}`;
    expect((await call("POST", `${path}/start`, rina)).json).toMatchObject({ status: "inProgress" });
    expect(errorCodeOf(await call("POST", `${path}/submit`, rina))).toBe("INVALID_TRANSITION");
    const someoneElses = await uploadVideo(siti);
    expect(errorCodeOf(await call("POST", `${path}/answers`, rina, { questionIndex: 0, url: someoneElses, durationSeconds: 20 }))).toBe("VIDEO_ANSWER_NOT_OWN_UPLOAD");
    expect(errorCodeOf(await call("POST", `${path}/answers`, rina, { questionIndex: 0, url: "https://cdn.gawe.id/v/x.webm", durationSeconds: 20 }))).toBe("VIDEO_ANSWER_NOT_OWN_UPLOAD");
    const first = await uploadVideo(rina);
    expect(errorCodeOf(await call("POST", `${path}/answers`, rina, { questionIndex: 0, url: first, durationSeconds: INTERVIEW_ANSWER_SECONDS + 1 }))).toBe("RECORDING_TOO_LONG");
    expect(errorCodeOf(await call("POST", `${path}/answers`, hendra, { questionIndex: 0, url: first, durationSeconds: 20 }))).toBe("FORBIDDEN");
    await call("POST", `${path}/answers`, rina, { questionIndex: 0, url: first, durationSeconds: 20 });
    const retake = await uploadVideo(rina);
    await call("POST", `${path}/answers`, rina, { questionIndex: 0, url: retake, durationSeconds: 25 });
    const last = await call("POST", `${path}/answers`, rina, { questionIndex: 1, url: await uploadVideo(rina), durationSeconds: 30 });
    expect(last.json).toMatchObject({ status: "recorded", questions: [{ answer: { url: retake, durationSeconds: 25 } }, { answer: { durationSeconds: 30 } }] });
    const submitted = await call("POST", `${path}/submit`, rina);
    expect(submitted.json).toMatchObject({ status: "submitted", submittedAt: expect.any(String) });
    expect(errorCodeOf(await call("POST", `${path}/answers`, rina, { questionIndex: 1, url: retake, durationSeconds: 10 }))).toBe("INVALID_TRANSITION");
  });

  it("the provider marks it; a rejection carries its reason; changing the mark waits INTERVIEW_RETAKE_MONTHS, as does a new interview", async () => {
    const path = `/api/video-interviews/${iv.interviewId}/decision`;
    expect(errorCodeOf(await call("POST", path, rina, { decision: "shortlisted" }))).toBe("FORBIDDEN");
    expect(errorCodeOf(await call("POST", path, hendra, { decision: "rejected", reason: "" }))).toBe("VALIDATION_FAILED");
    const rejected = await call("POST", path, hendra, { decision: "rejected", reason: "We need someone with barista experience" });
    expect(rejected.json).toMatchObject({ result: { decision: "rejected", reason: "We need someone with barista experience" } });
    expect((await call("GET", `/api/video-interviews/${iv.interviewId}`, rina)).json).toMatchObject({ result: { decision: "rejected" } });
    // Aktivitas: her application reads rejected, with the reason.
    expect(await myApplication(rina)).toMatchObject({ application: { status: "rejected" }, rejectionReason: "We need someone with barista experience" });
    const tooSoon = await call("POST", path, hendra, { decision: "shortlisted" });
    expect(errorCodeOf(tooSoon)).toBe("VIDEO_INTERVIEW_TOO_SOON");
    expect(tooSoon.json).toMatchObject({ error: { details: { action: "changeResult", months: 3 } } });
    expect(errorCodeOf(await sendInterview())).toBe("VIDEO_INTERVIEW_TOO_SOON");
    await advance(93 * DAY_S);
    // Sessions end long before three months pass.
    [hendra, rina] = await Promise.all([h.logIn(DEMO_ACCOUNTS.hendra.phone), h.logIn(DEMO_ACCOUNTS.rina.phone)]);
    expect((await call("POST", path, hendra, { decision: "shortlisted" })).json).toMatchObject({ result: { decision: "shortlisted" } });
    expect(await myApplication(rina)).not.toHaveProperty("rejectionReason");
    expect((await sendInterview()).status).toBe(201);
  });

  it("past its deadline an interview reads expired and cannot be started", async () => {
    const latest = ((await call("GET", `/api/applications/${APPLICATION}/video-interview`, hendra)).json as { interview: VideoInterview }).interview;
    await advance(3 * DAY_S);
    expect((await call("GET", `/api/video-interviews/${latest.interviewId}`, rina)).json).toMatchObject({ status: "expired" });
    const start = await call("POST", `/api/video-interviews/${latest.interviewId}/start`, rina);
    expect(start.status).toBe(410);
    expect(errorCodeOf(start)).toBe("VIDEO_INTERVIEW_EXPIRED");
    // An expired one was never taken: a new one may be sent at once.
    expect((await sendInterview()).status).toBe(201);
  });
});

describe("the conversation of the job and the seeker", () => {
  it("holds a card when a video interview is sent and one when it is submitted", async () => {
    const cards = JSON.parse(h.readData()).chat.messages.flatMap((m: { body: { type: string; card?: { kind: string } } }) => (m.body.type === "card" ? [m.body.card?.kind] : []));
    expect(cards.filter((k: string) => k === "videoInterviewSent").length).toBeGreaterThanOrEqual(3);
    expect(cards).toContain("videoInterviewSubmitted");
  });
});
