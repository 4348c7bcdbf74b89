import { Result } from "effect";
import { canCompleteJob } from "../attendance/attendance.machine";
import type { AttendanceStatus, Shift } from "../attendance/attendance.schema";
import { DomainError } from "../errors/domain-error";
import type { WorkDayStatus } from "./work-api.schema";
import { punchesCloseAt } from "./work.rules";

/**
 * Finishing a hire (Selesaikan, issue 22; decisions in docs/business-rules.md "Completion and
 * ratings"). The seeker finishes once every working day is settled for good: confirmed, declined,
 * reconfirmRejected or absent, none clocked, waiting for a decision or under reconfirmation
 * (spec 5: 'Waiting to Reconfirm'). On completion what the escrow still holds (declined and absent
 * days) goes back to the provider's balance.
 */

export type FinishBlock = "waitingReconfirm" | "daysOpen";

/** Finishing refused: a day waits for support ('Waiting to Reconfirm'), or a day is not settled yet. */
export class HireNotReadyToFinish extends DomainError("HireNotReadyToFinish")<{ readonly reason: FinishBlock }> {
  override readonly code = "HIRE_NOT_READY_TO_FINISH";
}

/** A day as the hire's view reads it now (a scheduled day whose shift ended already reads absent). */
export interface FinishDay {
  readonly status: WorkDayStatus;
  readonly shift: Shift;
  /** Set on an absent day; `notifiedAt` null: absent for lack of a clock-in. */
  readonly absence: { readonly notifiedAt: number | null } | null;
}

/**
 * Whether a hire can be finished at `now`. Decisions:
 * - Never before the last working day's shift has ended: a day to come is not settled (an empty
 *   list of days, a withdrawn hire, is never finished either).
 * - A day absent for lack of a clock-in stays open until its punches close (OFFLINE_PUNCH_WINDOW_HOURS
 *   after its shift, `punchesCloseAt`): a clock-in captured offline may still arrive, and finishing
 *   first would hand its wage back to the provider. A notified absence is settled at once.
 * - A day under reconfirmation answers 'Waiting to Reconfirm' before anything else (spec 5).
 */
export const finishReadiness = (days: readonly FinishDay[], now: number): Result.Result<void, HireNotReadyToFinish> => {
  if (days.some((d) => d.status === "waitingReconfirm")) return Result.fail(new HireNotReadyToFinish({ reason: "waitingReconfirm" }));
  const attendance = days.flatMap((d): { status: AttendanceStatus }[] => (d.status === "absent" ? [] : [{ status: d.status }]));
  const open =
    days.length === 0 ||
    days.some((d) => now < d.shift.end || d.status === "scheduled") ||
    days.some((d) => d.status === "absent" && d.absence?.notifiedAt == null && now < punchesCloseAt(d.shift)) ||
    !canCompleteJob(attendance);
  return open ? Result.fail(new HireNotReadyToFinish({ reason: "daysOpen" })) : Result.void;
};

/** The ledger's key of a hire's escrow going back to the provider on completion: once per hire. */
export const hireCompletedKey = (hireId: string): string => `hire:${hireId}:completed`;
