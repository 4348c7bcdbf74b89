import { expect } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import { PROVIDER_STATE, STATE_TOKENS } from "../../provider-state-names";
import type { RawResponse } from "../../testing/mock-harness";

const { providerAdmin: DEMO_PROVIDER_TOKEN, newProvider: NEW_PROVIDER_TOKEN, kopiAdmin: KOPI_PROVIDER_TOKEN } = STATE_TOKENS;

type Call = (method: "GET" | "POST", path: string, token: string, body?: unknown) => Promise<RawResponse>;
const statusAndCode = (res: RawResponse) => [res.status, (res.json as { error?: { code?: string } } | undefined)?.error?.code];

const JOB = jobDraftFixture({ vacancies: 1 });

/** What a consumer relying on each provider-side state observes (features/back-office/dev-area.test.ts runs them). */
export const businessStateChecks = (call: Call): Record<string, () => Promise<void>> => ({
  [PROVIDER_STATE.providerAdminLoggedIn]: async () => {
    expect((await call("GET", "/api/business", DEMO_PROVIDER_TOKEN)).json).toMatchObject({ verification: { status: "approved" }, coupons: 3 });
    expect(statusAndCode(await call("POST", "/api/jobs/j-1001/edit", DEMO_PROVIDER_TOKEN, { job: JOB, post: false }))).toEqual([409, "JOB_NOT_EDITABLE"]);
    const list = (await call("GET", "/api/business/jobs", DEMO_PROVIDER_TOKEN)).json as { items: { jobId: string; priorityAlert: string | null }[] };
    expect(list.items.find((j) => j.jobId === "j-1002")?.priorityAlert).toBe("extendWithCoupon");
  },
  [PROVIDER_STATE.providerWithoutBusiness]: async () =>
    expect(statusAndCode(await call("GET", "/api/business", NEW_PROVIDER_TOKEN))).toEqual([404, "BUSINESS_NOT_FOUND"]),
  [PROVIDER_STATE.providerNotVerified]: async () => {
    const res = await call("POST", "/api/business/jobs", NEW_PROVIDER_TOKEN, { job: JOB, post: true });
    expect([...statusAndCode(res), res.json]).toMatchObject([403, "POSTING_BLOCKED", { error: { details: { reason: "businessNotVerified" } } }]);
    expect((await call("POST", "/api/business/jobs", NEW_PROVIDER_TOKEN, { job: JOB, post: false })).status).toBe(201);
  },
  [PROVIDER_STATE.kopiWithoutCoupons]: async () =>
    expect(statusAndCode(await call("POST", "/api/jobs/j-1101/priority/extend", KOPI_PROVIDER_TOKEN))).toEqual([409, "NOT_ENOUGH_COUPONS"]),
});
