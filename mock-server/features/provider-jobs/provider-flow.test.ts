import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { startHarness, type Harness, errorCodeOf } from "../../testing/mock-harness";

/**
 * Issue 4 through the mock's HTTP API: a business's verification is rejected with a reason and
 * resubmitted; the clock closes an expired job everywhere and a coupon reopens a priority job.
 */
let h: Harness;
let token = "";
const ANDI = DEMO_ACCOUNTS.newProvider.phone;
const api = (method: "GET" | "POST", path: string, body?: unknown) => h.call(method, path, { token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  h = await startHarness();
  token = (await h.logIn(ANDI));
});
afterAll(async () => {
  await h.stop();
});

const BUSINESS = {
  registeredName: "Bakso Pak Andi",
  staffScale: "1-10",
  location: { address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } },
  description: "Beef meatball soup since 2005.",
  industry: "fnb",
  contactPhone: "81355556666",
  email: "andi@baksopakandi.id",
  photos: [],
};
const DOCS = { documents: [{ kind: "NIB", number: "9120001234567", photoUrl: "https://cdn.gawe.test/docs/nib.jpg" }] };

describe("business verification through the back office", () => {
  it("is rejected with a reason, resubmitted and approved; only then may jobs be posted", async () => {
    expect((await api("POST", "/api/business", BUSINESS)).status).toBe(201);
    const businessId = ((await api("GET", "/api/business")).json as { business: { businessId: string } }).business.businessId;
    expect((await api("POST", "/api/business/verification", DOCS)).status).toBe(200);
    expect(errorCodeOf(await api("POST", "/api/business/verification", DOCS))).toBe("VERIFICATION_NOT_ALLOWED");
    expect((await h.call("POST", `/__dev/businesses/${businessId}/reject`, { body: { reason: "The NIB photo is blurry" } })).status).toBe(200);
    expect((await api("GET", "/api/business")).json).toMatchObject({ verification: { status: "rejected", reason: "The NIB photo is blurry" } });
    expect(errorCodeOf(await api("POST", "/api/business/jobs", { job: jobDraftFixture(), post: true }))).toBe("POSTING_BLOCKED");
    expect((await api("POST", "/api/business/verification", DOCS)).status).toBe(200);
    expect((await h.call("POST", `/__dev/businesses/${businessId}/approve`)).status).toBe(200);
    expect(errorCodeOf(await h.call("POST", `/__dev/businesses/${businessId}/approve`))).toBe("VERIFICATION_NOT_ALLOWED");
    expect((await api("POST", "/api/business/jobs", { job: jobDraftFixture(), post: true })).status).toBe(201);
  });
});

describe("the clock and priority jobs", () => {
  it("closes an expired job everywhere; a coupon reactivates an expired priority job", async () => {
    const posted = (await api("POST", "/api/business/jobs", { job: jobDraftFixture({ priority: true }), post: true })).json as { jobId: string };
    await h.call("POST", "/__dev/clock", { body: { now: "2030-02-01T08:00:00+07:00" } });
    // Years later the session of beforeAll has ended (SESSION_LIFETIME_DAYS): log in again.
    token = (await h.logIn(ANDI));
    const listed = (await api("GET", "/api/business/jobs")).json as { items: { jobId: string; status: string; priorityAlert: string | null }[] };
    expect(listed.items.find((j) => j.jobId === posted.jobId)).toMatchObject({ status: "closed", priorityAlert: "expiredNotEnoughCoupons" });
    expect((await h.call("GET", `/api/jobs/${posted.jobId}`)).json).toMatchObject({ status: "closed" });
    expect(errorCodeOf(await api("POST", `/api/jobs/${posted.jobId}/priority/extend`))).toBe("NOT_ENOUGH_COUPONS");
    expect(errorCodeOf(await api("POST", `/api/jobs/${posted.jobId}/post`))).toBe("JOB_CANNOT_OPEN");
    await h.call("POST", "/__dev/clock/reset");
  });

  it("reactivating the seeded expired priority job j-1006 costs 1 coupon and reopens it for 7 days", async () => {
    const budi = (await h.logIn(DEMO_ACCOUNTS.providerAdmin.phone));
    const before = (await h.call("GET", "/api/jobs/j-1006")).json as { status: string };
    expect(before.status).toBe("closed");
    const res = await h.call("POST", "/api/jobs/j-1006/priority/extend", { token: budi });
    expect(res.json).toMatchObject({ coupons: 2, job: { jobId: "j-1006", status: "open", priorityAlert: "noNeedToExtend" } });
    const expiresAt = Date.parse((res.json as { job: { expiresAt: string } }).job.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });
});
