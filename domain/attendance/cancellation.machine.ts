import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { CANCELLATION_PROCESSING_HOURS } from "../policy/business-constants";
import { addRupiah, minRupiah, rupiah, subtractRupiah, ZERO_RUPIAH, type Rupiah } from "../shared/money";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addHours } from "../shared/wib-time";
import type { AttendanceStatus } from "./attendance.schema";
import type { CancellationState, Settlement } from "./cancellation.schema";

/**
 * Cancelling a hire through the help center (issue 22; docs/business-rules.md "Cancellation"). One
 * function splits the money, for the preview the provider sees before confirming and for support
 * processing the request: the mock never computes a split itself.
 */

/** 'Waiting to Reconfirm' (spec 5): a day with unconfirmed attendance blocks cancelling. */
export class CancellationBlockedByReconfirmation extends DomainError("CancellationBlockedByReconfirmation")<{
  readonly daysWaiting: number;
}> {
  override readonly code = "CANCELLATION_BLOCKED_BY_RECONFIRMATION";
}

/** A working day as a cancellation reads it: its status now (absent included), its own wage and when its shift starts. */
export interface CancellationDay {
  readonly status: AttendanceStatus | "absent";
  readonly wage: Rupiah;
  readonly shiftStart: number;
}

/** One hire: what its provider paid in for the salary (the sum of its days' wages) and its days. */
export interface HireWork {
  readonly paidIn: Rupiah;
  readonly days: readonly CancellationDay[];
}

/**
 * Unconfirmed attendance (spec 5, 'Waiting to Reconfirm'): a day clocked in, waiting for the
 * provider's decision, or under reconfirmation by support. Decision: a clocked-in day counts. The
 * seeker is at work: cancelling now would hand that day's wage back to the provider and close the
 * escrow before her clock-out could be confirmed and paid. So the provider waits until the day is
 * decided (and, if declined and disputed, until support answers). The same days make a hire's
 * `waiting` money (domain/work/hire-money.rules.ts) and block completion (`canCompleteJob`).
 */
const UNCONFIRMED: ReadonlySet<CancellationDay["status"]> = new Set(["clockedIn", "awaitingConfirmation", "waitingReconfirm"]);

/** How many days with unconfirmed attendance: more than 0 refuses a cancellation. */
export const daysWaiting = (days: readonly Pick<CancellationDay, "status">[]): number => days.filter((d) => UNCONFIRMED.has(d.status)).length;

/** A hire has started once its first shift has begun or a day was clocked in (clock-in opens before the shift). */
export const hireStarted = (days: readonly CancellationDay[], now: number): boolean =>
  days.some((d) => d.shiftStart <= now || (d.status !== "scheduled" && d.status !== "absent"));

/**
 * The split, exact on real days. A confirmed day's wage was released to the seeker when it was
 * confirmed (pay per day): that is the payout, already hers. Everything else the hire paid in,
 * which its escrow still holds (days to come, declined, rejected on reconfirmation, absent), is
 * refunded to the provider's balance. Before the hire's first day no day can be confirmed: payout
 * 0, refund all. payout + refund = paidIn, always.
 */
export const settleCancellation = (work: HireWork): Settlement => {
  const confirmed = work.days.filter((d) => d.status === "confirmed").reduce((sum, d) => addRupiah(sum, d.wage), ZERO_RUPIAH);
  const payout = minRupiah(confirmed, work.paidIn);
  return { payout, refund: subtractRupiah(work.paidIn, payout) };
};

/** Several hires' splits added up (a whole job: every hire of its order). */
export const totalSettlement = (settlements: readonly Settlement[]): Settlement => ({
  payout: rupiah(settlements.reduce((sum, s) => sum + s.payout, 0)),
  refund: rupiah(settlements.reduce((sum, s) => sum + s.refund, 0)),
});

/** Asked for now: refused while any day in scope has unconfirmed attendance. */
export const requestCancellation = (
  days: readonly Pick<CancellationDay, "status">[],
  now: number,
): Result.Result<CancellationState, CancellationBlockedByReconfirmation> => {
  const waiting = daysWaiting(days);
  return waiting > 0 ? Result.fail(new CancellationBlockedByReconfirmation({ daysWaiting: waiting })) : Result.succeed({ status: "requested", requestedAt: now });
};

/** Support processes a request within 48 hours. */
export const cancellationDueAt = (state: Pick<CancellationState, "requestedAt">): number => addHours(state.requestedAt, CANCELLATION_PROCESSING_HOURS);

/** Support processes a request: checked again (a day may have been clocked or disputed since), then settled once. */
export const processCancellation = (
  state: CancellationState,
  work: HireWork,
): Result.Result<CancellationState, InvalidTransition | CancellationBlockedByReconfirmation> => {
  if (state.status !== "requested") return Result.fail(invalid("cancellation", state.status, "process"));
  const waiting = daysWaiting(work.days);
  if (waiting > 0) return Result.fail(new CancellationBlockedByReconfirmation({ daysWaiting: waiting }));
  return Result.succeed({ status: "cancelled", requestedAt: state.requestedAt, settlement: settleCancellation(work) });
};
