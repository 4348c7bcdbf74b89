import { expect } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import { statusAndCode, type StateChecks } from "../../testing/state-checks";

/** What a consumer relying on each seeker state observes. */
export const seekerProfileStateChecks: StateChecks = {
  [PROVIDER_STATE.seekerLoggedIn]: async (t) => {
    const siti = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: DEMO_ACCOUNTS.seeker.phone });
    expect(siti.userId).toBe(DEMO_ACCOUNTS.seeker.userId);
    expect((await t.call("GET", "/api/me", { token: siti.token })).json).toMatchObject({ fullName: DEMO_ACCOUNTS.seeker.fullName });
    expect((await t.call("GET", "/api/seeker/profile", { token: siti.token })).json).toMatchObject({ completenessPercent: 100 });
    const young = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: "81277770017", profile: "noSalary", age: 17, gender: "male" });
    const view = (await t.call("GET", "/api/seeker/profile", { token: young.token })).json as { profile: { gender: string; expectedMonthlySalary: unknown } };
    expect(view.profile).toMatchObject({ gender: "male", expectedMonthlySalary: null });
    // A provider asked to be a seeker is one now (active role seeker).
    const budi = await t.setup(PROVIDER_STATE.seekerLoggedIn, { phone: DEMO_ACCOUNTS.providerAdmin.phone });
    expect((await t.call("GET", "/api/me", { token: budi.token })).json).toMatchObject({ activeRole: "seeker" });
  },
  [PROVIDER_STATE.seekerExists]: async (t) => {
    const { userId } = await t.setup(PROVIDER_STATE.seekerExists, { phone: "81277770002" });
    expect((await t.call("GET", `/api/seekers/${userId}/resume`)).json).toMatchObject({ userId, completenessPercent: 100 });
    expect(statusAndCode(await t.call("GET", "/api/seekers/u-nobody/resume"))).toEqual([404, "RESUME_NOT_FOUND"]);
  },
};
