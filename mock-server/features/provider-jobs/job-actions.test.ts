import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";

/**
 * Issue 19, item 10: the provider's job list says what each job allows, from the same job machine
 * rules the mock refuses with: a closed job whose headcount is filled can be neither posted again
 * nor edited, an expired one not posted, an open one needs no reason.
 */
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const setUp = async (state: string, params: object): Promise<Record<string, string>> => {
  const res = await h.call("POST", "/__dev/provider-states", { body: { state, params, action: "setup" } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as Record<string, string>;
};
const listed = async (token: string, jobId: string) =>
  ((await h.call("GET", "/api/business/jobs", { token })).json as { items: { jobId: string }[] }).items.find((j) => j.jobId === jobId);

describe("GET /api/business/jobs: what a job allows", () => {
  it("a closed job whose vacancies are filled: cannotOpen headcountFilled, not editable; posting is refused with that reason", async () => {
    const { providerToken = "", jobId = "" } = await setUp(PROVIDER_STATE.offerSent, { provider: "81570000001", seeker: "81570000002", headcountFilled: true });
    expect(await listed(providerToken, jobId)).toMatchObject({ status: "closed", editable: false, deletable: false, cannotOpen: "headcountFilled" });
    const post = await h.call("POST", `/api/jobs/${jobId}/post`, { token: providerToken });
    expect([post.status, errorCodeOf(post), (post.json as { error: { details: unknown } }).error.details]).toEqual([409, "JOB_CANNOT_OPEN", { reason: "headcountFilled" }]);
  });
  it("an expired closed job: cannotOpen expired; an open one: null", async () => {
    const { token = "" } = await setUp(PROVIDER_STATE.providerLoggedIn, { phone: "81570000003", business: "verified" });
    const { jobId: expired = "" } = await setUp(PROVIDER_STATE.jobExists, { owner: "81570000003", status: "closed", expiresInHours: -1 });
    const { jobId: open = "" } = await setUp(PROVIDER_STATE.jobExists, { owner: "81570000003", status: "open" });
    expect(await listed(token, expired)).toMatchObject({ status: "closed", editable: true, cannotOpen: "expired" });
    expect(await listed(token, open)).toMatchObject({ status: "open", editable: true, cannotOpen: null });
    expect(errorCodeOf(await h.call("POST", `/api/jobs/${expired}/post`, { token }))).toBe("JOB_CANNOT_OPEN");
  });
});
