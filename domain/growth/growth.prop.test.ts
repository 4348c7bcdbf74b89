import fc from "fast-check";
import { Result } from "effect";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { describe, expect, it } from "vitest";
import { MOBILE_CREDIT_REWARDS_RUPIAH } from "../policy/business-constants";
import { HOUR_MS, wibInstant } from "../shared/wib-time";
import { cvPriorityEndsAt, isCvPriorityActive } from "./cv-priority.rules";
import { ReferralPhase } from "./growth.schema";
import { advanceReferral, isQualifiedFriend, isStage3Eligible, referralPayout, referralPhaseAt } from "./referral.rules";
import { claimReward, isMobileCreditReward, mobileCreditInstalments, type RewardClaimFacts } from "./reward-claim.rules";

const tag = (r: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(r) ? r.failure._tag : "ok");

describe("referral event (spec 4, 9)", () => {
  it("three stages and an end, in order", () => {
    expect(Result.getOrThrow(advanceReferral("stage1"))).toBe("stage2");
    expect(Result.getOrThrow(advanceReferral("stage3"))).toBe("ended");
    expect(tag(advanceReferral("ended"))).toBe("InvalidTransition");
    const ends = { stage1: 10, stage2: 20, stage3: 30 };
    expect([0, 10, 20, 29, 30].map((t) => referralPhaseAt(ends, t))).toEqual(["stage1", "stage2", "stage3", "stage3", "ended"]);
  });
  it("property: from any phase, any number of advances only moves forward one stage at a time and stops at the end", () => {
    const order = ReferralPhase.literals;
    fc.assert(fc.property(fromSchema(ReferralPhase), fc.nat(6), (start, steps) => {
      let phase = start;
      for (let i = 0; i < steps; i++) {
        const r = advanceReferral(phase);
        if (Result.isFailure(r)) {
          expect(phase).toBe("ended");
          break;
        }
        expect(order.indexOf(r.success)).toBe(order.indexOf(phase) + 1);
        phase = r.success;
      }
    }));
  });
  it("qualification, stage 3 and the Rp3.000.000 cap", () => {
    expect(isQualifiedFriend(50)).toBe(true);
    expect(isQualifiedFriend(49)).toBe(false);
    expect(isStage3Eligible(300, 50)).toBe(true);
    expect(isStage3Eligible(300, 51)).toBe(false);
    expect(isStage3Eligible(299, 1)).toBe(false);
    expect(isStage3Eligible(300, null)).toBe(false);
    expect(referralPayout(500_000, 1)).toBe(1_500_000);
    expect(referralPayout(2_500_000, 1)).toBe(3_000_000);
    fc.assert(fc.property(fc.integer(), fc.integer(), (a, b) => {
      const p = referralPayout(a, b);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(3_000_000);
    }));
  });
});

describe("reward claims (spec 4, 8, 9)", () => {
  const base: RewardClaimFacts = { now: 0, offeredAt: 0, shortPromo: false, alreadyReceived: false, claimedToday: 0, deliverable: true };
  it("gives each outcome", () => {
    expect(tag(claimReward(base))).toBe("ok");
    expect(tag(claimReward({ ...base, alreadyReceived: true, now: 100 * HOUR_MS }))).toBe("RewardAlreadyReceived");
    expect(tag(claimReward({ ...base, now: 24 * HOUR_MS - 1 }))).toBe("ok");
    expect(tag(claimReward({ ...base, now: 24 * HOUR_MS }))).toBe("RewardTimeLimitPassed");
    expect(tag(claimReward({ ...base, shortPromo: true, now: 12 * HOUR_MS }))).toBe("RewardTimeLimitPassed");
    expect(tag(claimReward({ ...base, claimedToday: 99 }))).toBe("ok");
    expect(tag(claimReward({ ...base, claimedToday: 100 }))).toBe("RewardExhausted");
    const f = claimReward({ ...base, deliverable: false });
    expect(Result.isFailure(f) && f.failure.i18nKey).toBe("error.reward.failed");
  });
  it("property: every claim ends in exactly one spec outcome; 'already received' wins over the rest", () => {
    const facts = fc.record({
      now: fc.nat(100 * HOUR_MS), offeredAt: fc.nat(100 * HOUR_MS), shortPromo: fc.boolean(), alreadyReceived: fc.boolean(),
      claimedToday: fc.nat(200), deliverable: fc.boolean(),
    });
    fc.assert(fc.property(facts, (f) => {
      const outcome = tag(claimReward(f));
      expect(["ok", "RewardAlreadyReceived", "RewardTimeLimitPassed", "RewardExhausted", "RewardClaimFailed"]).toContain(outcome);
      if (f.alreadyReceived) expect(outcome).toBe("RewardAlreadyReceived");
      if (outcome === "ok") expect(f.deliverable && f.claimedToday < 100 && f.now >= f.offeredAt).toBe(true);
    }));
  });
  it("mobile credit: 10rb first, the rest over 3 months", () => {
    expect(mobileCreditInstalments(5_000)).toEqual([5_000]);
    expect(mobileCreditInstalments(10_000)).toEqual([10_000]);
    expect(mobileCreditInstalments(40_000)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(mobileCreditInstalments(55_000)).toEqual([10_000, 15_000, 15_000, 15_000]);
    expect(mobileCreditInstalments(25_000)).toEqual([10_000, 5_000, 5_000, 5_000]);
    expect(isMobileCreditReward(60_000)).toBe(true);
    expect(isMobileCreditReward(20_000)).toBe(false);
    fc.assert(fc.property(fc.oneof(fc.constantFrom(...MOBILE_CREDIT_REWARDS_RUPIAH), fc.integer({ min: 1, max: 1_000_000 })), (amount) => {
      const parts = mobileCreditInstalments(amount);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      expect(parts.length === 1 || parts.length === 4).toBe(true);
    }));
  });
});

describe("CV priority (spec 9: until 23:59 WIB)", () => {
  it("lasts until the end of the WIB day it was given", () => {
    const t = wibInstant(2025, 6, 2, 22, 0);
    expect(cvPriorityEndsAt(t)).toBe(wibInstant(2025, 6, 3) - 1);
    expect(isCvPriorityActive(t, wibInstant(2025, 6, 2, 23, 59))).toBe(true);
    expect(isCvPriorityActive(t, wibInstant(2025, 6, 3))).toBe(false);
    expect(isCvPriorityActive(t, t - 1)).toBe(false);
  });
});
