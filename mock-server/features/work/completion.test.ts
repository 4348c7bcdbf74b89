import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PublicBusiness } from "../../../domain/business/business-api.schema";
import type { ProviderBalanceView } from "../../../domain/offer/offer-api.schema";
import type { RatingView } from "../../../domain/rating/rating.schema";
import type { ApplicantList, PublicResume, SeekerProfileView } from "../../../domain/seeker/job-card.schema";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { errorCodeOf, startHarness, type Harness } from "../../testing/mock-harness";
import { expectLedgerHolds, json, kit } from "../../testing/offer-test-kit";
import { workEvents } from "./work.events";

/**
 * Finishing a hire and both ratings through the mock's HTTP API (issue 22): when Selesaikan is
 * taken and refused, the escrow left going back to the provider, a rating per side once and only
 * after completion, the averages on the business page, the seeker's profile and resume.
 */
let h: Harness;
const t = kit(() => h);

beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.stop();
});

const refusal = (res: { status: number; json: unknown }) => [res.status, errorCodeOf(res as Parameters<typeof errorCodeOf>[0]), (res.json as { error: { details?: unknown } }).error.details];
const balance = async (token: string | undefined) => json<ProviderBalanceView>(await t.get("/api/business/balance", token)).balance;
const stars = (stars: number, tags: string[] = [], comment: string | null = null) => ({ stars, tags, comment });

describe("finishing a hire (Selesaikan)", () => {
  it("the seeker finishes a hire whose days are settled: the declined and absent days' Rp500.000 go back to the provider once; a retry answers the same", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, {});
    const before = await balance(s.providerToken);
    const stateBefore = h.server.state();
    const seen = json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, s.seekerToken));
    expect(seen.staff[0]?.status).toBe("readyToFinish");
    expect(seen.staff[0]?.days.map((d) => d.status)).toEqual(["confirmed", "declined", "absent"]);
    const done = await t.post(`/api/hires/${s.hireId}/complete`, s.seekerToken, undefined, "finish-1");
    expect(done.status).toBe(200);
    expect(json<OrderDetail>(done).staff[0]).toMatchObject({
      status: "completed",
      completedAt: expect.any(Number),
      money: { salary: 750_000, released: 250_000, held: 0, waiting: 0, refunded: 500_000 },
      ratings: { seeker: null, provider: null },
    });
    expect((await balance(s.providerToken)) - before).toBe(500_000);
    // Both sides' screens hear of it on the event stream: one `order` event to the seeker and the provider.
    expect(workEvents(stateBefore, h.server.state())).toEqual([{ to: [s.seekerId, expect.any(String)], event: { kind: "order", orderId: s.orderId } }]);
    const replay = await t.post(`/api/hires/${s.hireId}/complete`, s.seekerToken, undefined, "finish-1");
    expect([replay.status, replay.json]).toEqual([200, done.json]);
    expect(refusal(await t.post(`/api/hires/${s.hireId}/complete`, s.seekerToken))).toEqual([409, "INVALID_TRANSITION", { machine: "hire", from: "completed", event: "complete" }]);
    expect((await balance(s.providerToken)) - before).toBe(500_000);
    expectLedgerHolds(h.server.state());
  });

  it("is refused with 'Waiting to Reconfirm' while a day waits for support, and while days are still to come; only the hire's seeker finishes", async () => {
    const waiting = await t.setup(PROVIDER_STATE.hiredStartedToday, { day1: "waitingReconfirm" });
    expect(refusal(await t.post(`/api/hires/${waiting.hireId}/complete`, waiting.seekerToken))).toEqual([409, "HIRE_NOT_READY_TO_FINISH", { reason: "waitingReconfirm" }]);
    const tomorrow = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { provider: "81277770301", seeker: "81277770302" });
    expect(refusal(await t.post(`/api/hires/${tomorrow.hireId}/complete`, tomorrow.seekerToken))).toEqual([409, "HIRE_NOT_READY_TO_FINISH", { reason: "daysOpen" }]);
    const ended = await t.setup(PROVIDER_STATE.hireEnded, { provider: "81277770303", seeker: "81277770304" });
    expect(refusal(await t.post(`/api/hires/${ended.hireId}/complete`, ended.providerToken))[1]).toBe("FORBIDDEN");
    expect(refusal(await t.post(`/api/hires/${ended.hireId}/complete`, tomorrow.seekerToken))[1]).toBe("HIRE_NOT_FOUND");
    expect(refusal(await t.post(`/api/hires/${ended.hireId}/complete`, ended.seekerToken, undefined, ""))[1]).toBe("IDEMPOTENCY_KEY_REQUIRED");
    expectLedgerHolds(h.server.state());
  });

  it("a finished hire's declined day can no longer be sent to support", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    const day2 = json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, s.seekerToken)).staff[0]?.days[1];
    expect(refusal(await t.post(`/api/work-days/${day2?.dayId}/reconfirmation`, s.seekerToken))[1]).toBe("INVALID_TRANSITION");
  });
});

describe("ratings", () => {
  it("each side rates a completed hire once, never edited; the business page and the seeker's profile and resume show the averages", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    const page = async () => json<PublicBusiness>(await t.get(`/api/businesses/${s.businessId}`)).rating;
    expect(await page()).toBeNull();
    const mine = await t.post(`/api/hires/${s.hireId}/rating`, s.seekerToken, stars(4, ["paidOnTime", "friendlyTeam"], "Clear briefing, paid every day"));
    expect(mine.status).toBe(201);
    expect(json<RatingView>(mine)).toMatchObject({ hireId: s.hireId, side: "seeker", stars: 4, tags: ["paidOnTime", "friendlyTeam"], comment: "Clear briefing, paid every day" });
    expect(refusal(await t.post(`/api/hires/${s.hireId}/rating`, s.seekerToken, stars(5)))[1]).toBe("RATING_ALREADY_GIVEN");
    expect(await page()).toEqual({ average: 4, count: 1 });
    expect(refusal(await t.post(`/api/hires/${s.hireId}/rating`, s.providerToken, stars(5, ["paidOnTime"])))).toEqual([422, "RATING_TAG_NOT_ALLOWED", { tag: "paidOnTime" }]);
    expect((await t.post(`/api/hires/${s.hireId}/rating`, s.providerToken, stars(5, ["punctual", "tidy"]))).status).toBe(201);
    expect(json<SeekerProfileView>(await t.get("/api/seeker/profile", s.seekerToken)).rating).toEqual({ average: 5, count: 1 });
    expect(json<PublicResume>(await t.get(`/api/seekers/${s.seekerId}/resume`)).rating).toEqual({ average: 5, count: 1 });
    expect(json<OrderDetail>(await t.get(`/api/orders/${s.orderId}`, s.providerToken)).staff[0]?.ratings).toMatchObject({ seeker: { stars: 4 }, provider: { stars: 5 } });

    // A second hire of the same business rated 5: the average of 4 and 5, one decimal.
    const other = await t.setup(PROVIDER_STATE.hireEnded, { seeker: "81277770305", stage: "completed" });
    await t.post(`/api/hires/${other.hireId}/rating`, other.seekerToken, stars(5));
    expect(await page()).toEqual({ average: 4.5, count: 2 });
  });

  it("a seeker's applicant card carries the average of the providers' ratings of her, computed from the ratings given", async () => {
    // Siti (the default seeker) applied to Bu Tini's j-1001 in the seed; Budi (its Admin) hired her for another job and rates her.
    const s = await t.setup(PROVIDER_STATE.hireEnded, { stage: "completed" });
    const siti = async () => json<ApplicantList>(await t.get("/api/jobs/j-1001/applications", s.providerToken)).items.find((a) => a.application.seekerUserId === s.seekerId);
    expect((await siti())?.rating).toBeNull();
    expect((await t.post(`/api/hires/${s.hireId}/rating`, s.providerToken, stars(4, ["punctual"]))).status).toBe(201);
    expect((await siti())?.rating).toEqual({ average: 4, count: 1 });
  });

  it("is refused before completion, to someone who may not see the hire, and with stars outside 1 to 5", async () => {
    const s = await t.setup(PROVIDER_STATE.hireEnded, {});
    expect(refusal(await t.post(`/api/hires/${s.hireId}/rating`, s.seekerToken, stars(5)))[1]).toBe("RATING_NOT_OPEN");
    const done = await t.setup(PROVIDER_STATE.hireEnded, { provider: "81277770306", seeker: "81277770307", stage: "completed" });
    expect(refusal(await t.post(`/api/hires/${done.hireId}/rating`, s.seekerToken, stars(5)))[1]).toBe("HIRE_NOT_FOUND");
    expect(refusal(await t.post(`/api/hires/${done.hireId}/rating`, s.providerToken, stars(5)))[1]).toBe("HIRE_NOT_FOUND");
    expect(refusal(await t.post(`/api/hires/${done.hireId}/rating`, done.seekerToken, stars(6)))[1]).toBe("VALIDATION_FAILED");
  });
});
