import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import type { Job } from "../job/job.schema";
import { isJobOpenAt } from "../seeker/job-search.rules";
import { checkMinimumAge, type DateOfBirthInvalid, type TooYoung } from "../seeker/identity.rules";
import { ProfileIncomplete, sectionComplete, type ProfileSection, type SeekerProfileInput } from "../seeker/profile.rules";

export class JobNotOpen extends DomainError("JobNotOpen")<{ readonly status: string }> {
  override readonly code = "JOB_NOT_OPEN";
}
export class JobExpired extends DomainError("JobExpired")<{ readonly expiresAt: string }> {
  override readonly code = "JOB_EXPIRED";
}
export class AlreadyApplied extends DomainError("AlreadyApplied")<{ readonly jobId: string }> {
  override readonly code = "ALREADY_APPLIED";
}
export class OutsideJobLimits extends DomainError("OutsideJobLimits")<{ readonly limit: "age" | "gender" }> {
  override readonly code = "OUTSIDE_JOB_LIMITS";
}

/**
 * Nobody is hired by their own business: 'You cannot apply to a job of your own business' (issue
 * 10: an Admin switched to the seeker role could), and no paid offer to the business's own Admin or
 * Member (issue 19). `action` says which was refused (its text follows it).
 */
export class OwnBusinessJob extends DomainError("OwnBusinessJob")<{ readonly jobId: string; readonly action: "apply" | "offer" }> {
  override readonly code = "OWN_BUSINESS_JOB";
}

/**
 * The one rule of both sides (decision, docs/business-rules.md): a person who belongs to the job's
 * business (Admin or Member, accepted or under review: `personBusinessId`, null when none) may
 * neither apply to it nor be offered it, whichever role they are in.
 */
export const checkNotOwnBusiness = (
  job: Pick<Job, "jobId" | "businessId">,
  personBusinessId: string | null,
  action: OwnBusinessJob["action"],
): Result.Result<void, OwnBusinessJob> =>
  personBusinessId !== null && personBusinessId === job.businessId ? Result.fail(new OwnBusinessJob({ jobId: job.jobId, action })) : Result.void;

export type ApplyRefusal = OwnBusinessJob | JobNotOpen | JobExpired | AlreadyApplied | DateOfBirthInvalid | TooYoung | OutsideJobLimits | ProfileIncomplete;

/** The job's side of applying: only an open job before its expiry takes applications. */
export type ApplicableJob = Pick<Job, "jobId" | "businessId" | "status" | "expiresAt" | "jobType" | "ageLimit" | "genderLimit">;


/**
 * Decision (docs/business-rules.md): every application needs the basics and the salary
 * expectation; a full-time job also needs work experience and a CV. /applyIntercep sends the
 * seeker to fill what is missing, in this order.
 */
export const requiredSections = (job: Pick<Job, "jobType">): readonly ProfileSection[] =>
  job.jobType === "fullTime" ? ["basics", "workExperience", "salary", "cv"] : ["basics", "salary"];

export const missingSections = (profile: SeekerProfileInput | null, job: Pick<Job, "jobType">): readonly ProfileSection[] =>
  profile === null ? requiredSections(job) : requiredSections(job).filter((section) => !sectionComplete(profile, section));

/**
 * Whether this seeker may apply to this job now (spec 5): the job is not of a business they belong
 * to (as Admin or Member, accepted or still under review: decision, docs/business-rules.md), it is
 * open and not expired, they have not applied before, they are 18 or older, inside the job's age
 * and gender limits, and their profile holds what the job needs. The first refusal wins, in that order.
 */
export const checkCanApply = (input: {
  readonly job: ApplicableJob;
  readonly profile: SeekerProfileInput | null;
  readonly alreadyApplied: boolean;
  /** The business the applicant's account belongs to, null when none. */
  readonly applicantBusinessId: string | null;
  readonly now: number;
}): Result.Result<SeekerProfileInput, ApplyRefusal> => {
  const { job, profile, now } = input;
  const own = checkNotOwnBusiness(job, input.applicantBusinessId, "apply");
  if (Result.isFailure(own)) return Result.fail(own.failure);
  if (job.status !== "open") return Result.fail(new JobNotOpen({ status: job.status }));
  if (!isJobOpenAt(job, now)) return Result.fail(new JobExpired({ expiresAt: job.expiresAt }));
  if (input.alreadyApplied) return Result.fail(new AlreadyApplied({ jobId: job.jobId }));
  const missing = missingSections(profile, job);
  if (profile === null || missing.length > 0) return Result.fail(new ProfileIncomplete({ missing }));
  const age = checkMinimumAge(profile.dateOfBirth, now);
  if (Result.isFailure(age)) return Result.fail(age.failure);
  if (job.ageLimit !== null && (age.success < job.ageLimit.min || age.success > job.ageLimit.max))
    return Result.fail(new OutsideJobLimits({ limit: "age" }));
  if (job.genderLimit !== "all" && job.genderLimit !== profile.gender) return Result.fail(new OutsideJobLimits({ limit: "gender" }));
  return Result.succeed(profile);
};
