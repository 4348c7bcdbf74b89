import { Result } from "effect";
import { JobExpired, JobNotOpen } from "../applying/application.rules";
import { DomainError } from "../errors/domain-error";
import type { Job } from "../job/job.schema";
import { isJobOpenAt } from "../seeker/job-search.rules";

/** A seeker who is not in the talent pool (not open to offers, under 18, no profile, or of the caller's own business). */
export class TalentNotInPool extends DomainError("TalentNotInPool")<{ readonly seekerId: string }> {
  override readonly code = "TALENT_NOT_IN_POOL";
}

/** An invitation to apply is only for a job that takes applications: open and before its expiry (as applying). */
export const checkJobTakesInvitations = (job: Pick<Job, "status" | "expiresAt">, now: number): Result.Result<void, JobNotOpen | JobExpired> => {
  if (job.status !== "open") return Result.fail(new JobNotOpen({ status: job.status }));
  return isJobOpenAt(job, now) ? Result.void : Result.fail(new JobExpired({ expiresAt: job.expiresAt }));
};
