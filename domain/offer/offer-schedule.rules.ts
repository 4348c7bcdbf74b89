import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import type { Shift } from "../attendance/attendance.schema";
import { checkNewShift, type ScheduleConflict } from "../attendance/schedule.rules";
import type { JobPeriodInvalid, PartTimeTooLong } from "../job/job.errors";
import { validateJobPeriod } from "../job/job-period.rules";
import type { JobType } from "../job/job.schema";
import { checkMinimumAge, type DateOfBirthInvalid, type TooYoung } from "../seeker/identity.rules";
import { CalendarDate } from "../shared/ids.schema";
import { parseCalendarDate, wibInstant } from "../shared/wib-time";

/** Decision: an offer covers at most a year of working days (part-time is capped at 90 days by its period). */
export const OFFER_WORKING_DAYS_MAX = 366;

/** A time of day in WIB, HH:MM (00:00 to 23:59). */
export const ClockTime = Schema.String.pipe(Schema.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/)));

/** The daily hours of an offer; an end at or before the start is the next morning (a night shift). */
export const OfferHours = Schema.Struct({ start: ClockTime, end: ClockTime }).pipe(
  Schema.check(Schema.makeFilter((h) => (h.start !== h.end ? true : "A shift needs an end other than its start"))),
);
export type OfferHours = typeof OfferHours.Type;

/** A date of an offer: YYYY-MM-DD, whose length is also said, so a body of a year of days stays small (its limit is derived from it). */
const OfferDate = CalendarDate.pipe(Schema.check(Schema.isMaxLength(10)));

/** When an offer's work happens: its dates, the working days among them, the daily hours. */
export const OfferSchedule = Schema.Struct({
  period: Schema.Struct({ start: OfferDate, end: OfferDate }),
  workingDays: Schema.Array(OfferDate).pipe(Schema.check(Schema.isMaxLength(OFFER_WORKING_DAYS_MAX))),
  hours: OfferHours,
});
export type OfferSchedule = typeof OfferSchedule.Type;

export type WorkingDaysProblem = "none" | "outsidePeriod" | "repeated" | "started";

export class OfferWorkingDaysInvalid extends DomainError("OfferWorkingDaysInvalid")<{ readonly reason: WorkingDaysProblem }> {
  override readonly code = "OFFER_WORKING_DAYS_INVALID";
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** How long a daily shift lasts, in minutes; an end at or before the start is the next morning. */
export const shiftMinutes = (hours: OfferHours): number => {
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  return end > start ? end - start : end - start + 24 * 60;
};

/** The shift of each working day, in WIB; an end at or before the start falls on the next day. */
export const offerShifts = (schedule: OfferSchedule): Shift[] => {
  const start = minutesOf(schedule.hours.start);
  const length = shiftMinutes(schedule.hours) * 60_000;
  return [...schedule.workingDays].sort().flatMap((day) => {
    const d = parseCalendarDate(day);
    if (d === null) return [];
    const from = wibInstant(d.year, d.month, d.day, 0, start);
    return [{ start: from, end: from + length }];
  });
};

/** Working days: at least one, each inside the period and once, the first one not yet started. */
export const checkWorkingDays = (schedule: OfferSchedule, now: number): Result.Result<OfferSchedule, OfferWorkingDaysInvalid> => {
  const fail = (reason: WorkingDaysProblem) => Result.fail(new OfferWorkingDaysInvalid({ reason }));
  const days = schedule.workingDays;
  if (days.length === 0) return fail("none");
  if (new Set(days).size !== days.length) return fail("repeated");
  const { start, end } = schedule.period;
  if (days.some((d) => parseCalendarDate(d) === null || d < start || d > end)) return fail("outsidePeriod");
  const first = offerShifts(schedule)[0] as Shift;
  return first.start <= now ? fail("started") : Result.succeed(schedule);
};

export type OfferScheduleError = JobPeriodInvalid | PartTimeTooLong | OfferWorkingDaysInvalid | ScheduleConflict;

/**
 * The offer's dates follow the job's period rule (part-time at most PART_TIME_JOB_MAX_DAYS, the end
 * date required: an offer is paid up front, so it covers a known time), its working days are
 * valid, and none of its shifts clashes with the seeker's confirmed shifts or another of its own
 * (no overlap, >= 2 h apart: `checkNewShift`). Sending and accepting both run it.
 */
export const checkOfferSchedule = (input: {
  readonly jobType: JobType;
  readonly schedule: OfferSchedule;
  /** The seeker's confirmed shifts (other accepted offers). */
  readonly confirmed: readonly Shift[];
  readonly now: number;
}): Result.Result<readonly Shift[], OfferScheduleError> => {
  const { schedule } = input;
  const period = validateJobPeriod(input.jobType, schedule.period.start, schedule.period.end);
  if (Result.isFailure(period)) return Result.fail(period.failure);
  const days = checkWorkingDays(schedule, input.now);
  if (Result.isFailure(days)) return Result.fail(days.failure);
  const shifts = offerShifts(schedule);
  for (const [i, shift] of shifts.entries()) {
    const clash = checkNewShift(shift, [...input.confirmed, ...shifts.slice(0, i)]);
    if (Result.isFailure(clash)) return Result.fail(clash.failure);
  }
  return Result.succeed(shifts);
};

/** Sending an offer: the seeker is 18 or older (spec 5, 9), then the schedule rules above. */
export const checkOfferToSeeker = (input: Parameters<typeof checkOfferSchedule>[0] & { readonly dateOfBirth: string }): Result.Result<
  readonly Shift[],
  OfferScheduleError | DateOfBirthInvalid | TooYoung
> => {
  const age = checkMinimumAge(input.dateOfBirth, input.now);
  return Result.isFailure(age) ? Result.fail(age.failure) : checkOfferSchedule(input);
};

