import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { CANCELLATION_PROCESSING_HOURS } from "../policy/business-constants";
import { minRupiah, multiplyRupiah, subtractRupiah, ZERO_RUPIAH, type Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addHours } from "../shared/wib-time";
import type { AttendanceDayState } from "./attendance.schema";
import type { CancellationState, Settlement } from "./cancellation.schema";

/** 'Waiting to Reconfirm': a day under reconfirmation blocks cancelling. */
export class CancellationBlockedByReconfirmation extends DomainError("CancellationBlockedByReconfirmation")<{
  readonly daysWaiting: number;
}> {
  override readonly code = "CANCELLATION_BLOCKED_BY_RECONFIRMATION";
}

export interface PaidWork {
  readonly totalPaid: Rupiah;
  readonly dailyRate: Rupiah;
  readonly started: boolean;
  readonly days: readonly AttendanceDayState[];
}

/**
 * Before the start no salary is due and the whole payment goes back to the provider's balance.
 * After the start only confirmed days are paid (never more than was paid in); the rest goes back.
 */
export const settleCancellation = (work: PaidWork): Settlement => {
  if (!work.started) return { payout: ZERO_RUPIAH, refund: work.totalPaid };
  const confirmed = work.days.filter((d) => d.status === "confirmed").length;
  const payout = minRupiah(multiplyRupiah(work.dailyRate, confirmed), work.totalPaid);
  return { payout, refund: subtractRupiah(work.totalPaid, payout) };
};

export const requestCancellation = (
  days: readonly AttendanceDayState[],
  now: number,
): Result.Result<CancellationState, CancellationBlockedByReconfirmation> => {
  const daysWaiting = days.filter((d) => d.status === "waitingReconfirm").length;
  return daysWaiting > 0
    ? Result.fail(new CancellationBlockedByReconfirmation({ daysWaiting }))
    : Result.succeed({ status: "requested", requestedAt: now });
};

/** Support processes a request within 48 hours. */
export const cancellationDueAt = (state: CancellationState): number => addHours(state.requestedAt, CANCELLATION_PROCESSING_HOURS);

export const processCancellation = (
  state: CancellationState,
  work: PaidWork,
): Result.Result<CancellationState, InvalidTransition | CancellationBlockedByReconfirmation> => {
  if (state.status !== "requested") return Result.fail(invalid("cancellation", state.status, "process"));
  const daysWaiting = work.days.filter((d) => d.status === "waitingReconfirm").length;
  if (daysWaiting > 0) return Result.fail(new CancellationBlockedByReconfirmation({ daysWaiting }));
  return Result.succeed({ status: "cancelled", requestedAt: state.requestedAt, settlement: settleCancellation(work) });
};
