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
  },
};
