import { Result } from "effect";
import { MIN_SEEKER_AGE_YEARS } from "../policy/business-constants";
import { validateSalaryRange, type MaximumSalaryNotAboveMinimum } from "../seeker/salary.rules";
import { validateJobPeriod } from "./job-period.rules";
import { AgeLimitInvalid, JobExpiryInPast, type JobPeriodInvalid, type PartTimeTooLong } from "./job.errors";
import type { JobDraft } from "./job.schema";

export type JobDraftError = MaximumSalaryNotAboveMinimum | JobPeriodInvalid | PartTimeTooLong | JobExpiryInPast | AgeLimitInvalid;

/** The form field each rule belongs to, so a screen shows the message under the right field. */
export const jobDraftErrorField = (error: JobDraftError): "salary" | "period" | "expiresAt" | "ageLimit" => {
  switch (error._tag) {
    case "MaximumSalaryNotAboveMinimum":
      return "salary";
    case "JobPeriodInvalid":
    case "PartTimeTooLong":
      return "period";
    case "JobExpiryInPast":
      return "expiresAt";
    case "AgeLimitInvalid":
      return "ageLimit";
  }
};

/**
 * The rules a job draft must meet beyond its schema (spec sections 5 and 9): the maximum salary is
 * higher than the minimum when both are given and the salary is not confidential; part-time lasts
 * at most 90 days and full-time may leave the end open; the expiry lies in the future; an age
 * limit starts at 18 or later and is not inverted. Every broken rule is reported, not just the first.
 */
export const validateJobDraft = (draft: JobDraft, now: number): Result.Result<JobDraft, readonly JobDraftError[]> => {
  const errors: JobDraftError[] = [];
  const { minimum, maximum, confidential } = draft.salary;
  if (!confidential && minimum !== null && maximum !== null) {
    const range = validateSalaryRange({ minimum, maximum });
    if (Result.isFailure(range)) errors.push(range.failure);
  }
  const period = validateJobPeriod(draft.jobType, draft.period.start, draft.period.end);
  if (Result.isFailure(period)) errors.push(period.failure);
  const expiresAt = Date.parse(draft.expiresAt);
  if (!(expiresAt > now)) errors.push(new JobExpiryInPast({ expiresAt }));
  const age = draft.ageLimit;
  if (age !== null && (age.min < MIN_SEEKER_AGE_YEARS || age.max < age.min)) errors.push(new AgeLimitInvalid(age));
  return errors.length === 0 ? Result.succeed(draft) : Result.fail(errors);
};
