import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProviderJobList } from "../../../domain/job/job-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { startHarness, type Harness } from "../../testing/mock-harness";
import { json, kit } from "../../testing/offer-test-kit";

/**
 * Issue 22: the provider's job list carries each job's order and how many of its days wait for her
 * decision, so her home shows them from its first read (docs/api.md, GET /api/business/jobs).
 */
let h: Harness;
const t = kit(() => h);

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const orderOfJob = async (s: Record<string, string>) => json<ProviderJobList>(await t.get("/api/business/jobs", s.providerToken)).items.find((j) => j.jobId === s.jobId)?.order;

describe("the provider's job list, with each job's order", () => {
  it("counts a clocked-out day waiting for the provider; not once she has answered, nor a day waiting for support, nor one the clock confirmed", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "awaitingConfirmation" });
    expect(await orderOfJob(s)).toEqual({ orderId: s.orderId, awaitingConfirmation: 1 });
    await t.post(`/api/work-days/${s.day1Id}/decline`, s.providerToken, { reason: "Left an hour early" });
    expect(await orderOfJob(s)).toEqual({ orderId: s.orderId, awaitingConfirmation: 0 });

    const disputed = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770121", seeker: "81277770122", day1: "waitingReconfirm" });
    expect(await orderOfJob(disputed)).toEqual({ orderId: disputed.orderId, awaitingConfirmation: 0 });

    const quiet = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: "81277770123", seeker: "81277770124", day1: "awaitingConfirmation" });
    await t.clock(24 * 3600 + 60);
    expect(await orderOfJob(quiet)).toEqual({ orderId: quiet.orderId, awaitingConfirmation: 0 });
  });

  it("has the order from the first hire, with nothing waiting before the start; none for a job nobody was hired for", async () => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, {});
    const list = json<ProviderJobList>(await t.get("/api/business/jobs", s.providerToken));
    expect(list.items.find((j) => j.jobId === s.jobId)?.order).toEqual({ orderId: s.orderId, awaitingConfirmation: 0 });
    expect(list.items.filter((j) => j.jobId !== s.jobId).every((j) => j.order === null)).toBe(true);
  });
});
