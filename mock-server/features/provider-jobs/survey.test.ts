import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";

/** Issue 24, the recruitment survey through the mock's HTTP API: the same rule as the page, one per job. */
let h: Harness;
let budi = "";
let dewi = "";

beforeAll(async () => {
  h = await startHarness();
  budi = await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone);
  dewi = await h.logIn(DEMO_ACCOUNTS.providerMember.phone);
});
afterAll(async () => {
  await h.stop();
});

const COMPLETE = { overall: 4, hireAgain: "yes", comment: "Quick to find a cook." };
const openJob = async (): Promise<string> =>
  ((await h.call("POST", "/api/business/jobs", { token: budi, body: { job: jobDraftFixture(), post: true } })).json as { jobId: string }).jobId;
const closedJob = async (): Promise<string> => {
  const jobId = await openJob();
  expect((await h.call("POST", `/api/jobs/${jobId}/close`, { token: budi })).status).toBe(200);
  return jobId;
};
const answer = (jobId: string, body: unknown, token = budi) => h.call("POST", `/api/jobs/${jobId}/survey`, { token, body });
const storedSurvey = (jobId: string): unknown => (JSON.parse(h.readData()) as { jobs: { jobId: string; survey?: unknown }[] }).jobs.find((j) => j.jobId === jobId)?.survey;

describe("a job's recruitment survey", () => {
  it("reads back as last answered, null before anyone answered (not 404); another business's job is refused", async () => {
    const jobId = await closedJob();
    const read = () => h.call("GET", `/api/jobs/${jobId}/survey`, { token: budi });
    expect((await read()).json).toEqual({ jobId, survey: null });
    await answer(jobId, COMPLETE);
    await answer(jobId, { overall: 2, hireAgain: "no", comment: "" });
    expect((await read()).json).toMatchObject({ jobId, survey: { overall: 2, hireAgain: "no", comment: "" } });
    const rudi = await h.logIn(DEMO_ACCOUNTS.kopiAdmin.phone);
    expect(errorCodeOf(await h.call("GET", `/api/jobs/${jobId}/survey`, { token: rudi }))).toBe("FORBIDDEN");
    expect(errorCodeOf(await h.call("GET", "/api/jobs/j-nope/survey", { token: budi }))).toBe("JOB_NOT_FOUND");
  });
  it("is stored on a closed job with the answers, the comment and who answered", async () => {
    const jobId = await closedJob();
    const res = await answer(jobId, COMPLETE);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ jobId, ...COMPLETE, answeredBy: DEMO_ACCOUNTS.providerAdmin.userId });
    expect(storedSurvey(jobId)).toMatchObject(COMPLETE);
  });
  it("refuses a missing required answer (SURVEY_INCOMPLETE) and stores nothing", async () => {
    const jobId = await closedJob();
    const before = h.readData();
    const res = await answer(jobId, { overall: 5, comment: "" });
    expect(res.status).toBe(422);
    expect(errorCodeOf(res)).toBe("SURVEY_INCOMPLETE");
    expect(h.readData()).toBe(before);
  });
  it("takes a comment of 1,000 characters and refuses one of 1,001 (TEXT_TOO_LONG)", async () => {
    const jobId = await closedJob();
    expect(errorCodeOf(await answer(jobId, { ...COMPLETE, comment: "x".repeat(1001) }))).toBe("TEXT_TOO_LONG");
    expect((await answer(jobId, { ...COMPLETE, comment: "x".repeat(1000) })).status).toBe(200);
  });
  it("is not open on an open job without a hire (SURVEY_NOT_OPEN)", async () => {
    const res = await answer(await openJob(), COMPLETE);
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe("SURVEY_NOT_OPEN");
  });
  it("keeps one survey per job: a second answer replaces the first", async () => {
    const jobId = await closedJob();
    await answer(jobId, COMPLETE);
    expect((await answer(jobId, { overall: 2, hireAgain: "no", comment: "" })).status).toBe(200);
    expect(storedSurvey(jobId)).toMatchObject({ overall: 2, hireAgain: "no", comment: "" });
  });
  it("is refused to a Member who neither created nor was given the job", async () => {
    const jobId = await closedJob();
    expect((await answer(jobId, COMPLETE, dewi)).status).toBe(403);
  });
});
