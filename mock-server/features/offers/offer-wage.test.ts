import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OfferDetail } from "../../../domain/offer/offer-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { exampleTerms, VA_CHOICE } from "./offers.arrange";
import { offerById } from "./offer-money.logic";
import { offerDetail } from "./offer-view.logic";
import { json, kit } from "../../testing/offer-test-kit";

/**
 * Issue 19, item 3, through the mock's API: the wage floor is the server's rule too (a hostile
 * client skips the form), and the seeker's view of an offer carries the job's posted salary to
 * compare it with, never a confidential one.
 */
let h: Harness;
const t = kit(() => h);

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const body = (s: Record<string, string>, wage: ReturnType<typeof exampleTerms>["wage"]) => ({
  terms: { ...exampleTerms(s.jobId ?? "", s.seekerId ?? ""), wage },
  choice: VA_CHOICE,
});

describe("the wage floor on POST /api/offers", () => {
  it("refuses Rp1 a day (the fees were more than the wage) and a total below the floor per working day, saying the least a day may pay", async () => {
    const s = await t.setup(PROVIDER_STATE.jobHasApplicant, {});
    for (const wage of [
      { kind: "daily", dailyWage: 1 },
      { kind: "daily", dailyWage: 229_195 },
      // Three working days of 08:00-16:00: at least 3 x Rp229.196.
      { kind: "total", totalWage: 3 * 229_196 - 1 },
    ] as const) {
      const res = await t.post("/api/offers", s.providerToken, body(s, wage as never));
      expect([res.status, errorCodeOf(res), (res.json as { error?: { details?: unknown } }).error?.details], JSON.stringify(wage)).toEqual([
        422,
        "OFFER_WAGE_BELOW_MINIMUM",
        { minimumDailyWage: 229_196, year: 2026 },
      ]);
    }
    expect(h.server.state().offers).toEqual([]);
    expect((await t.post("/api/offers", s.providerToken, body(s, { kind: "total", totalWage: 3 * 229_196 } as never))).status).toBe(201);
  });
});

describe("the job's posted salary in an offer's view", () => {
  it("is the job's salary as posted, for the seeker as for the provider", async () => {
    const s = await t.setup(PROVIDER_STATE.offerSent, {});
    const seen = json<OfferDetail>(await t.get(`/api/offers/${s.offerId ?? ""}`, s.seekerToken));
    expect(seen.postedSalary).toEqual({ minimum: 250_000, maximum: 300_000, confidential: false, unit: "day" });
    expect(json<OfferDetail>(await t.get(`/api/offers/${s.offerId ?? ""}`, s.providerToken)).postedSalary).toEqual(seen.postedSalary);
  });

  it("is null when the job's salary is confidential: its amounts never reach the seeker", async () => {
    const s = await t.setup(PROVIDER_STATE.offerSent, {});
    const db = h.server.state();
    const hidden = { ...db, jobs: db.jobs.map((j) => (j.jobId === s.jobId ? { ...j, salary: { ...j.salary, confidential: true } } : j)) };
    const offer = offerById(hidden, s.offerId);
    expect(offer).toBeDefined();
    const view = offerDetail(hidden, offer as NonNullable<typeof offer>, "seeker", { now: h.server.clock.now(), publicUrl: h.url });
    expect(view.postedSalary).toBeNull();
    expect(JSON.stringify(view), "the posted maximum").not.toContain("300000");
  });
});
