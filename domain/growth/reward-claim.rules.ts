import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  MOBILE_CREDIT_DAILY_QUOTA_USERS,
  MOBILE_CREDIT_FIRST_INSTALMENT_RUPIAH,
  MOBILE_CREDIT_REWARDS_RUPIAH,
  MOBILE_CREDIT_SPREAD_MONTHS,
  REWARD_CLAIM_WINDOW_HOURS,
  REWARD_CLAIM_WINDOW_HOURS_SHORT_PROMO,
} from "../policy/business-constants";
import { isWithinHours } from "../shared/wib-time";

/** 'Failed to Receive' */
export class RewardClaimFailed extends DomainError("RewardClaimFailed")<{}> {
  override readonly code = "REWARD_CLAIM_FAILED";
}
/** 'You Already Received It' */
export class RewardAlreadyReceived extends DomainError("RewardAlreadyReceived")<{}> {
  override readonly code = "REWARD_ALREADY_RECEIVED";
}
export class RewardExhausted extends DomainError("RewardExhausted")<{ readonly quota: number }> {
  override readonly code = "REWARD_EXHAUSTED";
}
export class RewardTimeLimitPassed extends DomainError("RewardTimeLimitPassed")<{ readonly closedAt: number }> {
  override readonly code = "REWARD_TIME_LIMIT_PASSED";
}
export type RewardClaimError = RewardClaimFailed | RewardAlreadyReceived | RewardExhausted | RewardTimeLimitPassed;

export interface RewardClaimFacts {
  readonly now: number;
  /** When the reward message was sent: the claim window starts there. */
  readonly offeredAt: number;
  readonly shortPromo: boolean;
  readonly alreadyReceived: boolean;
  /** People who already claimed today (WIB). */
  readonly claimedToday: number;
  /** False when the operator could not deliver the credit. */
  readonly deliverable: boolean;
}

export const claimWindowHours = (shortPromo: boolean): number =>
  shortPromo ? REWARD_CLAIM_WINDOW_HOURS_SHORT_PROMO : REWARD_CLAIM_WINDOW_HOURS;

/**
 * The outcome of claimRecallReward. Order matters and is what a person expects: someone who already
 * has the reward is told so even after the window closed or the quota ran out.
 */
export const claimReward = (f: RewardClaimFacts): Result.Result<"received", RewardClaimError> => {
  if (f.alreadyReceived) return Result.fail(new RewardAlreadyReceived());
  const hours = claimWindowHours(f.shortPromo);
  if (!isWithinHours(f.offeredAt, hours, f.now))
    return Result.fail(new RewardTimeLimitPassed({ closedAt: f.offeredAt + hours * 3_600_000 }));
  if (f.claimedToday >= MOBILE_CREDIT_DAILY_QUOTA_USERS)
    return Result.fail(new RewardExhausted({ quota: MOBILE_CREDIT_DAILY_QUOTA_USERS }));
  return f.deliverable ? Result.succeed("received") : Result.fail(new RewardClaimFailed());
};

export const isMobileCreditReward = (amount: number): boolean => MOBILE_CREDIT_REWARDS_RUPIAH.includes(amount);

/**
 * How a mobile-credit reward is delivered: Rp10.000 at once, the rest in 3 monthly parts (whole
 * Rupiah; the last part takes the remainder). Rp5.000 and Rp10.000 go in one piece.
 */
export const mobileCreditInstalments = (amount: number): readonly number[] => {
  if (amount <= MOBILE_CREDIT_FIRST_INSTALMENT_RUPIAH) return [amount];
  const rest = amount - MOBILE_CREDIT_FIRST_INSTALMENT_RUPIAH;
  const part = Math.floor(rest / MOBILE_CREDIT_SPREAD_MONTHS);
  const parts = Array.from({ length: MOBILE_CREDIT_SPREAD_MONTHS }, (_, i) =>
    i === MOBILE_CREDIT_SPREAD_MONTHS - 1 ? rest - part * (MOBILE_CREDIT_SPREAD_MONTHS - 1) : part,
  );
  return [MOBILE_CREDIT_FIRST_INSTALMENT_RUPIAH, ...parts];
};
