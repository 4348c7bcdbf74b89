import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { writeJsonAtomic } from "../../store/data-file";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { createSeed } from "../registry";
import { startHarness, type Harness, type RawResponse, errorCodeOf } from "../../testing/mock-harness";

/**
 * Issue 10, item 4: a Member whose request to join is still under review (Lina, 81200000026)
 * sees nothing of the business's jobs beyond what any outsider sees, through any endpoint. To
 * make the point where it bites, the seeded open job j-1001 (one applicant) and draft j-1003 of
 * Bu Tini's business are given to her, as an Admin would give a job to a Member: an accepted
 * Member with the same jobs (Dewi) is the control that sees and manages them.
 */
const OPEN_JOB = "j-1001";
const DRAFT = "j-1003";
const { pendingMember: LINA, providerMember: DEWI, kopiAdmin: OUTSIDER } = DEMO_ACCOUNTS;

let h: Harness;
const tokens: Record<string, string> = {};
const call = (who: string | undefined, method: "GET" | "POST", path: string, body?: unknown): Promise<RawResponse> =>
  h.call(method, path, { ...(who === undefined ? {} : { token: tokens[who] }), ...(body === undefined ? {} : { body }) });
const outcome = (res: RawResponse) => [res.status, errorCodeOf(res)];

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "gawe-permissions-"));
  const dataFile = join(dataDir, "db.json");
  const seed = createSeed();
  const given = [LINA.userId, DEWI.userId];
  writeJsonAtomic(dataFile, { ...seed, jobs: seed.jobs.map((j) => (j.jobId === OPEN_JOB || j.jobId === DRAFT ? { ...j, assignedTo: given } : j)) });
  h = await startHarness({ dataDir, dataFile });
  for (const account of [LINA, DEWI, OUTSIDER])
    tokens[account.userId] = (await h.logIn(account.phone));
});
afterAll(async () => {
  await h.stop();
});

/** Every provider endpoint that reads or acts on one job or its applicants. */
const JOB_ENDPOINTS: readonly { readonly method: "GET" | "POST"; readonly path: (jobId: string) => string; readonly body?: unknown }[] = [
  { method: "GET", path: (id) => `/api/jobs/${id}` },
  { method: "GET", path: (id) => `/api/jobs/${id}/applications` },
  { method: "POST", path: (id) => `/api/jobs/${id}/edit`, body: { job: jobDraftFixture(), post: false } },
  { method: "POST", path: (id) => `/api/jobs/${id}/post` },
  { method: "POST", path: (id) => `/api/jobs/${id}/close` },
  { method: "POST", path: (id) => `/api/jobs/${id}/delete` },
  { method: "POST", path: (id) => `/api/jobs/${id}/priority/extend` },
];

describe("a pending Member of the business", () => {
  it("is refused on every job endpoint exactly as the Admin of another business is", async () => {
    for (const jobId of [OPEN_JOB, DRAFT])
      for (const e of JOB_ENDPOINTS) {
        const path = e.path(jobId);
        const pending = outcome(await call(LINA.userId, e.method, path, e.body));
        const outsider = outcome(await call(OUTSIDER.userId, e.method, path, e.body));
        expect(pending, `${e.method} ${path}`).toEqual(outsider);
      }
  });

  it("does not see the draft or the applicants (the outsider's 404 and 403)", async () => {
    expect(outcome(await call(LINA.userId, "GET", `/api/jobs/${DRAFT}`))).toEqual([404, "JOB_NOT_FOUND"]);
    expect(outcome(await call(LINA.userId, "GET", `/api/jobs/${DRAFT}/applications`))).toEqual([404, "JOB_NOT_FOUND"]);
    expect(outcome(await call(LINA.userId, "GET", `/api/jobs/${OPEN_JOB}/applications`))).toEqual([403, "FORBIDDEN"]);
    expect(outcome(await call(undefined, "GET", `/api/jobs/${DRAFT}`))).toEqual([404, "JOB_NOT_FOUND"]);
  });

  it("lists none of the business's jobs", async () => {
    expect((await call(LINA.userId, "GET", "/api/business/jobs")).json).toMatchObject({ items: [] });
  });

  it("while an accepted Member given the same jobs sees and manages them", async () => {
    expect((await call(DEWI.userId, "GET", `/api/jobs/${DRAFT}`)).status).toBe(200);
    expect((await call(DEWI.userId, "GET", `/api/jobs/${OPEN_JOB}/applications`)).json).toMatchObject({ jobId: OPEN_JOB, items: [{ fullName: DEMO_ACCOUNTS.seeker.fullName }] });
    const listed = (await call(DEWI.userId, "GET", "/api/business/jobs")).json as { items: { jobId: string }[] };
    expect(listed.items.map((j) => j.jobId)).toEqual(expect.arrayContaining([OPEN_JOB, DRAFT]));
  });
});
