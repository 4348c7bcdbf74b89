import { Result } from "effect";
import { PRIORITY_EXTENSION_COUPON_COST, PRIORITY_EXTENSION_WINDOW_HOURS } from "../policy/business-constants";
import { HOUR_MS } from "../shared/wib-time";
import { NoNeedToExtend, NotEnoughCoupons, NotPriorityJob } from "./job.errors";

/** The five alerts a provider sees about a priority job (spec section 4). */
export type PriorityAlert =
  | "extendWithCoupon"
  | "notEnoughCoupons"
  | "expiredNotEnoughCoupons"
  | "expiredReactivate"
  | "noNeedToExtend";

export interface PriorityFacts {
  readonly expiresAt: number;
  readonly coupons: number;
  readonly now: number;
}

export const isPriorityExpired = (f: PriorityFacts): boolean => f.now >= f.expiresAt;

/** One function decides the alert, so the UI and the backend can never disagree about it. */
export const priorityAlert = (f: PriorityFacts): PriorityAlert => {
  const affordable = f.coupons >= PRIORITY_EXTENSION_COUPON_COST;
  if (isPriorityExpired(f)) return affordable ? "expiredReactivate" : "expiredNotEnoughCoupons";
  if (f.expiresAt - f.now > PRIORITY_EXTENSION_WINDOW_HOURS * HOUR_MS) return "noNeedToExtend";
  return affordable ? "extendWithCoupon" : "notEnoughCoupons";
};

export interface PriorityJob {
  readonly priority: boolean;
  readonly expiresAt: number;
}

/**
 * Extends a priority job that is in its last hours, or reactivates an expired one, for 1 coupon.
 * The new period starts at the later of now and the old expiry, so no paid time is lost.
 */
export const extendPriority = (
  job: PriorityJob,
  ctx: { readonly now: number; readonly coupons: number; readonly periodMs: number },
): Result.Result<{ readonly job: PriorityJob; readonly coupons: number }, NotPriorityJob | NotEnoughCoupons | NoNeedToExtend> => {
  if (!job.priority) return Result.fail(new NotPriorityJob());
  const alert = priorityAlert({ expiresAt: job.expiresAt, coupons: ctx.coupons, now: ctx.now });
  if (alert === "noNeedToExtend") return Result.fail(new NoNeedToExtend({ expiresAt: job.expiresAt }));
  if (alert === "notEnoughCoupons" || alert === "expiredNotEnoughCoupons")
    return Result.fail(new NotEnoughCoupons({ coupons: ctx.coupons, needed: PRIORITY_EXTENSION_COUPON_COST }));
  return Result.succeed({
    job: { ...job, expiresAt: Math.max(ctx.now, job.expiresAt) + ctx.periodMs },
    coupons: ctx.coupons - PRIORITY_EXTENSION_COUPON_COST,
  });
};
