import { Result } from "effect";
import {
  REFERRAL_JOB_BONUS_RUPIAH,
  REFERRAL_MAX_REWARD_RUPIAH,
  REFERRAL_MIN_PROFILE_COMPLETION_PERCENT,
  REFERRAL_STAGE3_FIRST_PEOPLE,
  REFERRAL_STAGE3_INVITES,
} from "../policy/business-constants";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { ReferralPhase } from "./growth.schema";

const ORDER = ReferralPhase.literals;

/** Stages only move forward, one at a time. */
export const advanceReferral = (phase: ReferralPhase): Result.Result<ReferralPhase, InvalidTransition> => {
  const next = ORDER[ORDER.indexOf(phase) + 1];
  return next === undefined ? Result.fail(invalid("referral", phase, "advance")) : Result.succeed(next);
};

/** The phase at `now` from the end instants of the three stages. */
export const referralPhaseAt = (ends: { stage1: number; stage2: number; stage3: number }, now: number): ReferralPhase =>
  now < ends.stage1 ? "stage1" : now < ends.stage2 ? "stage2" : now < ends.stage3 ? "stage3" : "ended";

/** An invited friend counts once their profile is at least 50% complete. */
export const isQualifiedFriend = (profileCompletionPercent: number): boolean =>
  profileCompletionPercent >= REFERRAL_MIN_PROFILE_COMPLETION_PERCENT;

/**
 * Stage 3 is for the first 50 people who invite 300 qualified friends. `rank` is the 1-based
 * position in which this person reached 300 (null while they have not).
 */
export const isStage3Eligible = (qualifiedFriends: number, rank: number | null): boolean =>
  qualifiedFriends >= REFERRAL_STAGE3_INVITES && rank !== null && rank >= 1 && rank <= REFERRAL_STAGE3_FIRST_PEOPLE;

/**
 * Total a referrer receives: earned stage rewards plus Rp1.000.000 for each friend who got a job,
 * never more than Rp3.000.000 ("up to Rp3 million" is what the event promises).
 */
export const referralPayout = (stageRewards: number, friendsHired: number): number =>
  Math.min(REFERRAL_MAX_REWARD_RUPIAH, Math.max(0, stageRewards) + Math.max(0, Math.trunc(friendsHired)) * REFERRAL_JOB_BONUS_RUPIAH);
