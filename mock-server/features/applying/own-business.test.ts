import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededProfile } from "../seeker-profile/seeker-profile.public";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness, errorCodeOf } from "../../testing/mock-harness";

/** Issue 10: a provider who switches to the seeker role may not apply to their own business's jobs. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const asSeekerWithProfile = async (phone: string, userId: string): Promise<string> => {
  const token = (await h.logIn(phone));
  expect((await h.call("POST", "/api/auth/role", { token, body: { role: "seeker" } })).status).toBe(200);
  const { userId: _u, badges: _b, introVideoId: _v, ...profile } = seededProfile(userId, { fullName: "Budi Santoso", dateOfBirth: "1990-01-01" });
  expect((await h.call("POST", "/api/seeker/profile", { token, body: profile })).status).toBe(200);
  return token;
};

describe("POST /api/jobs/{jobId}/applications by a member of the job's business", () => {
  it("is refused with OWN_BUSINESS_JOB for the Admin turned seeker, and nothing is stored", async () => {
    const token = await asSeekerWithProfile(DEMO_ACCOUNTS.providerAdmin.phone, DEMO_ACCOUNTS.providerAdmin.userId);
    const before = h.readData();
    const res = await h.call("POST", "/api/jobs/j-1007/applications", { token, body: { note: "" } });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe("OWN_BUSINESS_JOB");
    expect(h.readData()).toBe(before);
  });
  it("is refused for a Member too, even one whose request is still under review", async () => {
    const token = await asSeekerWithProfile(DEMO_ACCOUNTS.pendingMember.phone, DEMO_ACCOUNTS.pendingMember.userId);
    expect(errorCodeOf(await h.call("POST", "/api/jobs/j-1007/applications", { token, body: { note: "" } }))).toBe("OWN_BUSINESS_JOB");
  });
  it("the same person may apply to another business's job", async () => {
    const token = await asSeekerWithProfile(DEMO_ACCOUNTS.providerMember.phone, DEMO_ACCOUNTS.providerMember.userId);
    expect((await h.call("POST", "/api/jobs/j-1101/applications", { token, body: { note: "" } })).status).toBe(201);
  });
});
