import { expect } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { statusAndCode, type StateChecks } from "../../testing/state-checks";

const BUDI = DEMO_ACCOUNTS.providerAdmin.phone;
const SITI = DEMO_ACCOUNTS.seeker.phone;

/** What a consumer relying on the job state observes. */
export const jobsStateChecks: StateChecks = {
  [PROVIDER_STATE.jobExists]: async (t) => {
    const budi = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: BUDI, business: "verified", coupons: 1 });
    const priority = await t.setup(PROVIDER_STATE.jobExists, { owner: BUDI, jobType: "fullTime", priority: true, expiresInHours: 6, ageLimit: { min: 18, max: 40 }, applicant: DEMO_ACCOUNTS.rina.phone });
    const list = (await t.call("GET", "/api/business/jobs", { token: budi.token })).json as { items: { jobId: string; priorityAlert: unknown; applicants: number }[] };
    expect(list.items.find((j) => j.jobId === priority.jobId)).toMatchObject({ priorityAlert: "extendWithCoupon", applicants: 1 });
    expect((await t.call("GET", `/api/jobs/${priority.jobId}/applications`, { token: budi.token })).json).toMatchObject({ items: [{ fullName: DEMO_ACCOUNTS.rina.fullName }] });

    const siti = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: SITI });
    const saved = await t.setup(PROVIDER_STATE.jobExists, { savedBy: SITI, applicant: SITI, at: { lat: -6.12345, lng: 106.65432 } });
    expect((await t.call("GET", "/api/seeker/saved-jobs", { token: siti.token })).json).toMatchObject({ items: [{ job: { jobId: saved.jobId }, saved: true }] });
    expect(statusAndCode(await t.call("POST", `/api/jobs/${saved.jobId}/applications`, { token: siti.token, body: { note: "" } }))).toEqual([409, "ALREADY_APPLIED"]);
    const near = (await t.call("GET", "/api/job-search?lat=-6.12345&lng=106.65432", { token: siti.token })).json as { items: { job: { jobId: string } }[] };
    expect(near.items[0]?.job.jobId).toBe(saved.jobId);

    const closed = await t.setup(PROVIDER_STATE.jobExists, { status: "closed" });
    expect(statusAndCode(await t.call("POST", `/api/jobs/${closed.jobId}/applications`, { token: siti.token, body: { note: "" } }))).toEqual([409, "JOB_NOT_OPEN"]);
    const expired = await t.setup(PROVIDER_STATE.jobExists, { expiresInHours: -24 });
    expect(statusAndCode(await t.call("POST", `/api/jobs/${expired.jobId}/applications`, { token: siti.token, body: { note: "" } }))).toEqual([409, "JOB_EXPIRED"]);

    const screened = await t.setup(PROVIDER_STATE.jobExists, { screening: true });
    expect((await t.call("GET", `/api/jobs/${screened.jobId}/screening-questions`, { token: siti.token })).json).toMatchObject({
      questions: [{ questionId: `${screened.jobId}-q1`, kind: "choice", required: true, choices: ["Yes", "No"] }, { questionId: `${screened.jobId}-q2`, kind: "shortAnswer", required: false }],
    });
    expect(statusAndCode(await t.call("POST", `/api/jobs/${screened.jobId}/applications`, { token: siti.token, body: { note: "" } }))).toEqual([422, "SCREENING_ANSWERS_INVALID"]);
    const answered = await t.setup(PROVIDER_STATE.jobExists, { owner: BUDI, screening: true, applicant: DEMO_ACCOUNTS.rina.phone });
    expect((await t.call("GET", `/api/jobs/${answered.jobId}/applications`, { token: budi.token })).json).toMatchObject({
      items: [{ answers: [{ questionId: `${answered.jobId}-q1`, question: "Can you work on weekends?", answer: "Yes" }, { questionId: `${answered.jobId}-q2`, answer: "Tebet" }] }],
    });
  },
};
