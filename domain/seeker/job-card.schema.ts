import { Schema } from "effect";
import { RatingSummary } from "../rating/rating.schema";
import { ApplicationStatus, JobApplication } from "../applying/application.schema";
import { Job } from "../job/job.schema";
import { ApplicantAnswer } from "../job/screening.schema";
import { IsoInstant } from "../shared/ids.schema";
import { SafeUrl } from "../shared/safe-url.schema";
import { SeekerProfile } from "./seeker.schema";

/** A job as a seeker sees it in a list or on its detail page (docs/api.md "Seeker"). */
export const JobCard = Schema.Struct({
  job: Job,
  businessName: Schema.String,
  /** The business's logo (its profile's `logoUrl`); null when it has none, and the app shows the job's photo or the initials. */
  businessLogoUrl: Schema.NullOr(SafeUrl),
  /** From the point the list was asked for; null when no point was given. */
  distanceKm: Schema.NullOr(Schema.Number),
  saved: Schema.Boolean,
  /** The caller's application to this job, if any. */
  applicationStatus: Schema.NullOr(ApplicationStatus),
});
export type JobCard = typeof JobCard.Type;

export const JobCardPage = Schema.Struct({ items: Schema.Array(JobCard), nextCursor: Schema.NullOr(Schema.String) });
export type JobCardPage = typeof JobCardPage.Type;

/** GET /api/seeker/profile: the profile (null before the first save) and its completeness. */
export const SeekerProfileView = Schema.Struct({
  profile: Schema.NullOr(SeekerProfile),
  completenessPercent: Schema.Int,
  /** Her rating by the providers she worked for (issue 22): null before anyone rated her; absent from servers before ratings. */
  rating: Schema.optional(Schema.NullOr(RatingSummary)),
});
export type SeekerProfileView = typeof SeekerProfileView.Type;

/**
 * One of the caller's applications, with the job it is for (Aktivitas). `rejectionReason`: the
 * reason the provider gave when rejecting her video interview (issue 24), while that mark stands.
 */
export const MyApplication = Schema.Struct({ application: JobApplication, card: JobCard, rejectionReason: Schema.optional(Schema.String) });
export type MyApplication = typeof MyApplication.Type;
export const MyApplicationList = Schema.Struct({ items: Schema.Array(MyApplication), nextCursor: Schema.NullOr(Schema.String) });
export type MyApplicationList = typeof MyApplicationList.Type;

/**
 * A link to an applicant's CV, handed to the job's provider with the applicants list: a download
 * that needs no session, until `expiresAt` (docs/api.md "Applicants' CVs").
 */
export const CvLink = Schema.Struct({ url: SafeUrl, fileName: Schema.String, expiresAt: IsoInstant });
export type CvLink = typeof CvLink.Type;

/** What a provider sees of one applicant on the job's applicants list. */
export const Applicant = Schema.Struct({
  application: JobApplication,
  fullName: Schema.String,
  gender: Schema.Literals(["male", "female"]),
  age: Schema.NullOr(Schema.Int),
  district: Schema.String,
  latestExperience: Schema.NullOr(Schema.Struct({ position: Schema.String, businessName: Schema.String, lengthMonths: Schema.Int })),
  skills: Schema.Array(Schema.String),
  expectedMonthlySalary: Schema.NullOr(Schema.Number),
  completenessPercent: Schema.Int,
  hasCv: Schema.Boolean,
  /** The CV itself, for the job's provider only (the public resume only says whether there is one). */
  cv: Schema.NullOr(CvLink),
  /** Her rating by the providers she worked for (issue 22): null before anyone rated her; absent from servers before ratings. */
  rating: Schema.optional(Schema.NullOr(RatingSummary)),
  /** Her answers to the job's screening questions (issue 24), in the job's order; absent from servers before them. */
  answers: Schema.optional(Schema.Array(ApplicantAnswer)),
});
export type Applicant = typeof Applicant.Type;
export const ApplicantList = Schema.Struct({ jobId: Schema.String, position: Schema.String, items: Schema.Array(Applicant) });
export type ApplicantList = typeof ApplicantList.Type;

/** Body of POST /api/seeker/saved-jobs. */
export const SaveJobBody = Schema.Struct({ jobId: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(64))) });

/** GET /api/seekers/{userId}/resume: what anyone with the link sees (no phone, no address). */
export const PublicResume = Schema.Struct({
  userId: Schema.String,
  fullName: Schema.String,
  gender: Schema.Literals(["male", "female"]),
  age: Schema.NullOr(Schema.Int),
  area: Schema.String,
  aboutMe: Schema.String,
  experience: SeekerProfile.fields.experience,
  education: SeekerProfile.fields.education,
  skills: Schema.Array(Schema.String),
  certificates: Schema.Array(Schema.String),
  badges: Schema.Array(Schema.String),
  preferredPositions: Schema.Array(Schema.String),
  portfolio: SeekerProfile.fields.portfolio,
  hasCv: Schema.Boolean,
  completenessPercent: Schema.Int,
  /** Her rating by the providers she worked for (issue 22): null before anyone rated her; absent from servers before ratings. */
  rating: Schema.optional(Schema.NullOr(RatingSummary)),
});
export type PublicResume = typeof PublicResume.Type;
