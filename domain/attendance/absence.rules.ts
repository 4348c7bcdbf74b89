import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import type { Shift } from "./attendance.schema";
import { checkAbsenceNotice } from "./schedule.rules";

/**
 * Absent days (spec 3: attended and absent days; issue 22). A working day is absent when nobody
 * clocked in by its shift's end, or when the seeker said she would not come. The first is read from
 * the clock (never stored), so an offline clock-in captured before the end and sent later still
 * counts: the day was only absent for lack of news.
 */

/** The status a day's view shows: a scheduled day whose shift has ended without a clock-in is absent. */
export const dayStatusAt = <S extends string>(day: { readonly status: S; readonly shift: Shift }, now: number): S | "absent" =>
  day.status === "scheduled" && now >= day.shift.end ? "absent" : day.status;

/** A notice for a day whose shift has started: too late to tell, the day is simply attended or not. */
export class WorkDayStarted extends DomainError("WorkDayStarted")<{ readonly startedAt: number }> {
  override readonly code = "WORK_DAY_STARTED";
}

/**
 * A seeker's notice of absence: taken up to the shift's start; under 2x24 hours before it
 * (`checkAbsenceNotice`) it is recorded `late`, and the seeker is told so.
 */
export const absenceNotice = (shift: Shift, now: number): Result.Result<{ readonly late: boolean }, WorkDayStarted> =>
  now >= shift.start ? Result.fail(new WorkDayStarted({ startedAt: shift.start })) : Result.succeed({ late: Result.isFailure(checkAbsenceNotice(shift, now)) });
