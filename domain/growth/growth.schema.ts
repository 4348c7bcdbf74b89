import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { IsoInstant, ReferralEventId, RewardId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

export const ReferralEvent = Schema.Struct({
  eventId: ReferralEventId,
  phase: Schema.Literals(["stage1", "stage2", "stage3", "ended"]),
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
