import { Result } from "effect";
import { PART_TIME_JOB_MAX_DAYS } from "../policy/business-constants";
import { parseCalendarDate } from "../shared/wib-time";
import { JobPeriodInvalid, PartTimeTooLong } from "./job.errors";
import type { JobType } from "./job.schema";

const dayNumber = (d: { year: number; month: number; day: number }): number =>
  Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Working days a period covers, both ends included. */
export const periodDays = (start: string, end: string): number | null => {
  const s = parseCalendarDate(start);
  const e = parseCalendarDate(end);
  return s && e ? dayNumber(e) - dayNumber(s) + 1 : null;
};

/** Part-time jobs last at most 90 days and need an end date; a full-time end date is optional. */
export const validateJobPeriod = (
  jobType: JobType,
  start: string,
  end: string | null,
): Result.Result<{ start: string; end: string | null }, JobPeriodInvalid | PartTimeTooLong> => {
  if (parseCalendarDate(start) === null) return Result.fail(new JobPeriodInvalid({ reason: "badDate" }));
  if (end === null)
    return jobType === "fullTime" ? Result.succeed({ start, end }) : Result.fail(new JobPeriodInvalid({ reason: "endRequired" }));
  const days = periodDays(start, end);
  if (days === null) return Result.fail(new JobPeriodInvalid({ reason: "badDate" }));
  if (days < 1) return Result.fail(new JobPeriodInvalid({ reason: "endBeforeStart" }));
  if (jobType === "partTime" && days > PART_TIME_JOB_MAX_DAYS)
    return Result.fail(new PartTimeTooLong({ days, maxDays: PART_TIME_JOB_MAX_DAYS }));
  return Result.succeed({ start, end });
};
