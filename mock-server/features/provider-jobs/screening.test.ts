import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";

/** Issue 24, screening questions through the mock's HTTP API: saved with the job, answered when applying, read on the applicants. */
let h: Harness;
let budi = "";
let siti = "";
let rina = "";

beforeAll(async () => {
  h = await startHarness();
  budi = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
  siti = await h.logIn(DEMO_ACCOUNTS.seeker.phone);
  rina = await h.logIn(DEMO_ACCOUNTS.rina.phone);
});
afterAll(async () => {
  await h.stop();
});

const QUESTIONS = [
  { text: "Can you work weekends?", kind: "choice", required: true, choices: ["Yes", "No"] },
  { text: "Your nearest station?", kind: "shortAnswer", required: false, choices: [] },
];
interface Question {
  readonly questionId: string;
  readonly text: string;
}
const postJob = async (screeningQuestions: unknown = QUESTIONS) => {
  const res = await h.call("POST", "/api/business/jobs", { token: budi, body: { job: jobDraftFixture(), post: true, screeningQuestions } });
  return res;
};
const questionsOf = async (jobId: string, token = siti) => (await h.call("GET", `/api/jobs/${jobId}/screening-questions`, { token })).json as { questions: readonly Question[] };

describe("a job's screening questions", () => {
  it("are saved with the job, each with an id of that job, and read by a seeker", async () => {
    const res = await postJob();
    expect(res.status).toBe(201);
    const jobId = (res.json as { jobId: string }).jobId;
    const { questions } = await questionsOf(jobId);
    expect(questions).toEqual([
      { questionId: `${jobId}-q1`, text: "Can you work weekends?", kind: "choice", required: true, choices: ["Yes", "No"] },
      { questionId: `${jobId}-q2`, text: "Your nearest station?", kind: "shortAnswer", required: false, choices: [] },
    ]);
  });
  it("refuses a choice question with fewer than two different options, and stores no job", async () => {
    const before = h.readData();
    const res = await postJob([{ text: "Shift?", kind: "choice", required: true, choices: ["Morning", "MORNING"] }]);
    expect(res.status).toBe(422);
    expect(errorCodeOf(res)).toBe("SCREENING_QUESTIONS_INVALID");
    expect(h.readData()).toBe(before);
  });
  it("refuses more questions than the cap", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ text: `Question ${i + 1}?`, kind: "shortAnswer", required: false, choices: [] }));
    expect(errorCodeOf(await postJob(six))).toBe("VALIDATION_FAILED");
  });
  it("an edit without questions keeps them; with questions replaces them", async () => {
    const jobId = ((await postJob()).json as { jobId: string }).jobId;
    expect((await h.call("POST", `/api/jobs/${jobId}/edit`, { token: budi, body: { job: jobDraftFixture({ position: "Barista" }), post: false } })).status).toBe(200);
    expect((await questionsOf(jobId)).questions).toHaveLength(2);
    const one = [{ text: "Do you have a health certificate?", kind: "choice", required: true, choices: ["Yes", "No"] }];
    expect((await h.call("POST", `/api/jobs/${jobId}/edit`, { token: budi, body: { job: jobDraftFixture(), post: false, screeningQuestions: one } })).status).toBe(200);
    expect((await questionsOf(jobId)).questions.map((q) => q.text)).toEqual(["Do you have a health certificate?"]);
  });
});

describe("applying to a job with screening questions", () => {
  it("is refused without the required answer, with another job's question, or with an answer that is not an option", async () => {
    const jobId = ((await postJob()).json as { jobId: string }).jobId;
    const other = ((await postJob()).json as { jobId: string }).jobId;
    const apply = (answers: unknown) => h.call("POST", `/api/jobs/${jobId}/applications`, { token: siti, body: { note: "", answers } });
    const refusal = async (answers: unknown) => {
      const res = await apply(answers);
      return [res.status, errorCodeOf(res), (res.json as { error?: { details?: { reason?: string } } }).error?.details?.reason];
    };
    const before = h.readData();
    expect(await refusal([])).toEqual([422, "SCREENING_ANSWERS_INVALID", "requiredUnanswered"]);
    expect(await refusal([{ questionId: `${jobId}-q1`, answer: "  " }])).toEqual([422, "SCREENING_ANSWERS_INVALID", "requiredUnanswered"]);
    expect(await refusal([{ questionId: `${other}-q1`, answer: "Yes" }])).toEqual([422, "SCREENING_ANSWERS_INVALID", "unknownQuestion"]);
    expect(await refusal([{ questionId: `${jobId}-q1`, answer: "Maybe" }])).toEqual([422, "SCREENING_ANSWERS_INVALID", "notAChoice"]);
    expect(h.readData()).toBe(before);
  });
  it("is accepted with the answers, which the job's provider reads on its applicants, and no one else", async () => {
    const jobId = ((await postJob()).json as { jobId: string }).jobId;
    const res = await h.call("POST", `/api/jobs/${jobId}/applications`, {
      token: siti,
      body: { note: "", answers: [{ questionId: `${jobId}-q2`, answer: " Tebet " }, { questionId: `${jobId}-q1`, answer: "Yes" }] },
    });
    expect(res.status).toBe(201);
    expect(res.json).not.toHaveProperty("answers");
    const applicants = (await h.call("GET", `/api/jobs/${jobId}/applications`, { token: budi })).json as { items: { answers: unknown }[] };
    expect(applicants.items[0]?.answers).toEqual([
      { questionId: `${jobId}-q1`, question: "Can you work weekends?", answer: "Yes" },
      { questionId: `${jobId}-q2`, question: "Your nearest station?", answer: "Tebet" },
    ]);
    expect((await h.call("GET", `/api/jobs/${jobId}/applications`, { token: rina })).status).toBe(403);
  });
});
