import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { ABSENCE_NOTICE_HOURS, SAME_DAY_JOB_GAP_HOURS } from "../policy/business-constants";
import { HOUR_MS } from "../shared/wib-time";
import type { Shift } from "./attendance.schema";


export type ShiftConflict = "overlap" | "tooClose";

/**
 * Spec 5 says "no two jobs on the same day" and spec 9 "a 2-hour gap between same-day jobs". We
 * read them together: two shifts may never overlap, and between the end of one and the start of
 * the next there must be at least 2 hours. Symmetric by construction.
 */
export const shiftConflict = (a: Shift, b: Shift): ShiftConflict | null => {
  if (a.start < b.end && b.start < a.end) return "overlap";
  const gap = a.end <= b.start ? b.start - a.end : a.start - b.end;
  return gap < SAME_DAY_JOB_GAP_HOURS * HOUR_MS ? "tooClose" : null;
};

export class ScheduleConflict extends DomainError("ScheduleConflict")<{
  readonly conflict: ShiftConflict;
  readonly with: Shift;
}> {
  override readonly code = "SCHEDULE_CONFLICT";
}

/** Whether a seeker can take a new shift next to the shifts already confirmed. */
export const checkNewShift = (candidate: Shift, confirmed: readonly Shift[]): Result.Result<Shift, ScheduleConflict> => {
  for (const other of confirmed) {
    const conflict = shiftConflict(candidate, other);
    if (conflict !== null) return Result.fail(new ScheduleConflict({ conflict, with: other }));
  }
  return Result.succeed(candidate);
};

/** A seeker who will be absent tells the provider at least 2x24 hours before the shift starts. */
export class AbsenceNoticeTooLate extends DomainError("AbsenceNoticeTooLate")<{ readonly latestAt: number }> {
  override readonly code = "ABSENCE_NOTICE_TOO_LATE";
}

export const checkAbsenceNotice = (shift: Shift, now: number): Result.Result<Shift, AbsenceNoticeTooLate> => {
  const latestAt = shift.start - ABSENCE_NOTICE_HOURS * HOUR_MS;
  return now <= latestAt ? Result.succeed(shift) : Result.fail(new AbsenceNoticeTooLate({ latestAt }));
};
