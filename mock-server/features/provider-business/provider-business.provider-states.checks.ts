import { expect } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { statusAndCode, type StateChecks } from "../../testing/state-checks";

const JOB = jobDraftFixture({ vacancies: 1 });

/** What a consumer relying on the provider state observes, for each kind of business. */
export const businessStateChecks: StateChecks = {
  [PROVIDER_STATE.providerLoggedIn]: async (t) => {
    const budi = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: DEMO_ACCOUNTS.providerAdmin.phone, business: "verified", coupons: 1 });
    expect(budi.businessId).toBe("c-warung-bu-tini");
    expect((await t.call("GET", "/api/business", { token: budi.token })).json).toMatchObject({ verification: { status: "approved" }, myRole: "admin", coupons: 1 });

    const none = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: "81277770024", business: "none" });
    expect(none.businessId).toBeUndefined();
    expect(statusAndCode(await t.call("GET", "/api/business", { token: none.token }))).toEqual([404, "BUSINESS_NOT_FOUND"]);

    const unverified = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: "81277770025", business: "notVerified" });
    const posted = await t.call("POST", "/api/business/jobs", { token: unverified.token, body: { job: JOB, post: true } });
    expect([...statusAndCode(posted), posted.json]).toMatchObject([403, "POSTING_BLOCKED", { error: { details: { reason: "businessNotVerified" } } }]);

    const member = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: "81277770026", business: "verified", membership: "member" });
    expect((await t.call("GET", "/api/business", { token: member.token })).json).toMatchObject({ myRole: "member", myStatus: "accepted" });
    expect(statusAndCode(await t.call("POST", "/api/business/verification", { token: member.token, body: { documents: [{ kind: "NIB", number: "1" }] } }))).toEqual([403, "FORBIDDEN"]);
    const pending = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: "81277770027", business: "verified", membership: "underReview" });
    expect((await t.call("GET", "/api/business", { token: pending.token })).json).toMatchObject({ myRole: "member", myStatus: "underReview" });
    expect(statusAndCode(await t.call("GET", "/api/wallet", { token: pending.token }))).toEqual([403, "FORBIDDEN"]);
  },
};
