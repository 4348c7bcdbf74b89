import { Result } from "effect";
import type { ApplyRefusal } from "../../domain/applying/application.rules";
import type { Job } from "../../domain/job/job.schema";
import { ageOn } from "../../domain/seeker/identity.rules";
import type { Applicant, JobCard, PublicResume } from "../../domain/seeker/job-card.schema";
import { profileCompleteness, type ProfileRuleError } from "../../domain/seeker/profile.rules";
import type { SeekerProfile } from "../../domain/seeker/seeker.schema";
import { distanceKm, type GeoPoint } from "../../domain/shared/place.schema";
import { apiFailure, type ApiFailure } from "../http/errors";
import type { Caller } from "../http/endpoint";
import type { Db, StoredApplication } from "../store/db.schema";

/** bearer endpoints only run with a caller; this narrows the type for them. */
export const callerOf = (caller: Caller | undefined): Caller => {
  if (caller === undefined) throw new Error("bearer endpoint reached without a caller");
  return caller;
};

export const jobNotFound = (): ApiFailure => apiFailure(404, "JOB_NOT_FOUND", "No such job");
export const forbidden = (message: string): ApiFailure => apiFailure(403, "FORBIDDEN", message);

/** A job a seeker may see: anything but drafts and deleted jobs. */
export const visibleJob = (db: Db, jobId: string | undefined): Job | undefined =>
  db.jobs.find((j) => j.jobId === jobId && (j.status === "open" || j.status === "closed"));

/** The brand of the business (issue 4's profile), else the session's company name. */
const businessNameOf = (db: Db, job: Job): string =>
  db.businesses.find((b) => b.businessId === job.businessId)?.brandName ??
  db.companies.find((c) => c.companyId === (job.companyId ?? job.businessId))?.name ??
  "";

export const applicationOf = (db: Db, userId: string, jobId: string): StoredApplication | undefined =>
  db.applications.find((a) => a.seekerUserId === userId && a.jobId === jobId);

const roundKm = (km: number): number => Math.round(km * 100) / 100;

/** The JobCard of docs/api.md for this caller (saved flag and application status are theirs). */
export const jobCard = (db: Db, job: Job, userId: string | undefined, from: GeoPoint | null): typeof JobCard.Encoded => ({
  job,
  businessName: businessNameOf(db, job),
  distanceKm: from === null ? null : roundKm(distanceKm(from, job.location.point)),
  saved: userId !== undefined && db.savedJobs.some((s) => s.userId === userId && s.jobId === job.jobId),
  applicationStatus: userId === undefined ? null : (applicationOf(db, userId, job.jobId)?.status ?? null),
});

export const profileOf = (db: Db, userId: string): SeekerProfile | undefined => db.seekerProfiles.find((p) => p.userId === userId);

/** What a provider sees of an applicant (docs/api.md "Applicant"); null when the seeker has no profile. */
export const applicantSummary = (db: Db, application: StoredApplication, now: number): typeof Applicant.Encoded | null => {
  const profile = profileOf(db, application.seekerUserId);
  if (profile === undefined) return null;
  const age = ageOn(profile.dateOfBirth, now);
  const latest = profile.experience[0];
  const { note: _note, ...stored } = application;
  return {
    application: stored,
    fullName: profile.fullName,
    gender: profile.gender,
    age: Result.isSuccess(age) ? age.success : null,
    district: profile.preferredLocations[0] ?? "",
    latestExperience: latest === undefined ? null : { position: latest.position, businessName: latest.businessName, lengthMonths: latest.lengthMonths },
    skills: [...profile.skills],
    expectedMonthlySalary: profile.expectedMonthlySalary,
    completenessPercent: profileCompleteness(profile),
    hasCv: profile.cvUrl !== null,
  };
};

/** The public resume of a seeker (docs/api.md "PublicResume"): no phone, no address. */
export const publicResume = (profile: SeekerProfile, now: number): typeof PublicResume.Encoded => {
  const age = ageOn(profile.dateOfBirth, now);
  return {
    userId: profile.userId,
    fullName: profile.fullName,
    gender: profile.gender,
    age: Result.isSuccess(age) ? age.success : null,
    area: profile.preferredLocations[0] ?? "",
    aboutMe: profile.aboutMe,
    experience: profile.experience,
    education: profile.education,
    skills: profile.skills,
    certificates: profile.certificates,
    badges: profile.badges,
    preferredPositions: profile.preferredPositions,
    portfolio: profile.portfolio,
    hasCv: profile.cvUrl !== null,
    completenessPercent: profileCompleteness(profile),
  };
};

/** The domain's refusals as docs/api.md's error codes. */
export const refusalFailure = (error: ProfileRuleError | ApplyRefusal): ApiFailure => {
  switch (error._tag) {
    case "TooYoung":
      return apiFailure(422, "SEEKER_TOO_YOUNG", "Seekers must be 18 or older", { minAge: error.minAge });
    case "DateOfBirthInvalid":
      return apiFailure(422, "DATE_OF_BIRTH_INVALID", "Not a valid date of birth");
    case "TooManyChoices":
      return apiFailure(422, "TOO_MANY_CHOICES", "Too many preferred positions or locations", { kind: error.kind, max: error.max });
    case "MinimumSalaryNotBelowExpected":
      return apiFailure(422, "SALARY_MINIMUM_NOT_BELOW_EXPECTED", "The minimum salary must be less than the expected one");
    case "JobNotOpen":
      return apiFailure(409, "JOB_NOT_OPEN", "The job is not open for applications", { status: error.status });
    case "JobExpired":
      return apiFailure(409, "JOB_EXPIRED", "The job has expired");
    case "AlreadyApplied":
      return apiFailure(409, "ALREADY_APPLIED", "The seeker already applied to this job");
    case "OutsideJobLimits":
      return apiFailure(422, "OUTSIDE_JOB_LIMITS", "The job's age or gender limit excludes this seeker", { limit: error.limit });
    case "ProfileIncomplete":
      return apiFailure(422, "PROFILE_INCOMPLETE", "The profile lacks what the job needs", { missing: [...error.missing] });
  }
};
