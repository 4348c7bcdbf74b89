import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { IsoInstant, ReferralEventId, RewardId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

/** Spec 4: the referral event runs through three stages and then ends. */
export const ReferralPhase = Schema.Literals(["stage1", "stage2", "stage3", "ended"]);
export type ReferralPhase = typeof ReferralPhase.Type;

export const ReferralEvent = Schema.Struct({
  eventId: ReferralEventId,
  phase: ReferralPhase,
  stageEnds: Schema.Struct({ stage1: IsoInstant, stage2: IsoInstant, stage3: IsoInstant }),
  qualifiedFriends: Schema.Int,
  earned: Rupiah,
  referrer: Schema.optional(UserId),
});
export type ReferralEvent = typeof ReferralEvent.Type;

export const RewardClaim = Schema.Struct({
  rewardId: RewardId,
  amount: Rupiah,
  status: Schema.Literals(["available", "received", "failed", "alreadyReceived", "exhausted", "timeLimitPassed"]),
  offeredAt: IsoInstant,
});
export type RewardClaim = typeof RewardClaim.Type;
