import { expect } from "vitest";
import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import { DEMO_ACCOUNTS } from "../../store/demo-accounts";
import type { RawResponse } from "../../testing/mock-harness";

export type StateCall = (method: "GET" | "POST", path: string, token: string) => Promise<RawResponse>;
export const codeOf = (res: RawResponse) => (res.json as { error?: { code?: string } } | undefined)?.error?.code;

/** What a consumer relying on each applying state observes (features/back-office/dev-area.test.ts runs them). */
export const applyingStateChecks = (call: StateCall): Record<string, () => Promise<void>> => ({
  [PROVIDER_STATE.savedAndApplied]: async () => {
    const saved = await call("GET", "/api/seeker/saved-jobs", STATE_TOKENS.siti);
    expect(saved.json).toMatchObject({ items: [{ job: { jobId: "j-9002" }, saved: true }] });
    expect(codeOf(await call("POST", "/api/jobs/j-9001/applications", STATE_TOKENS.siti))).toBe("ALREADY_APPLIED");
  },
  [PROVIDER_STATE.agusLoggedIn]: async () => {
    const res = await call("POST", "/api/jobs/j-9001/applications", STATE_TOKENS.agus);
    expect([res.status, codeOf(res), res.json]).toMatchObject([422, "PROFILE_INCOMPLETE", { error: { details: { missing: ["salary"] } } }]);
  },
  [PROVIDER_STATE.youngSeekerLoggedIn]: async () =>
    expect(codeOf(await call("POST", "/api/jobs/j-9001/applications", STATE_TOKENS.young))).toBe("SEEKER_TOO_YOUNG"),
  [PROVIDER_STATE.hendraWithApplicant]: async () => {
    const res = await call("GET", "/api/jobs/j-9000/applications", STATE_TOKENS.hendra);
    expect(res.json).toMatchObject({ jobId: "j-9000", items: [{ fullName: DEMO_ACCOUNTS.rina.fullName }] });
  },
});
