import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { MAX_PREFERRED_LOCATIONS, MAX_PREFERRED_POSITIONS, NAME_MAX_CHARACTERS } from "../policy/business-constants";
import { CalendarDate, InterviewId, IsoInstant, JobId, VideoId } from "../shared/ids.schema";
import { Rupiah } from "../shared/money";

export const PortfolioItem = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("audio"), url: Schema.String, durationSeconds: Schema.Number }),
  Schema.Struct({ kind: Schema.Literal("image"), url: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("link"), url: Schema.String, label: Schema.optional(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal("video"), url: Schema.String, durationSeconds: Schema.Number }),
]);
export type PortfolioItem = typeof PortfolioItem.Type;

export const Experience = Schema.Struct({
  businessName: Schema.String,
  industry: Schema.String,
  position: Schema.String,
  level: Schema.String,
  lengthMonths: Schema.Int,
});
export const Education = Schema.Struct({
  school: Schema.String,
  major: Schema.String,
  from: Schema.String,
  /** null: present */
  to: Schema.NullOr(Schema.String),
});

/** Spec section 3, Seeker profile. */
export const SeekerProfile = Schema.Struct({
  userId: UserId,
  fullName: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(NAME_MAX_CHARACTERS))),
  gender: Schema.Literals(["male", "female"]),
  dateOfBirth: CalendarDate,
  heightCm: Schema.optional(Schema.Number),
  weightKg: Schema.optional(Schema.Number),
  experience: Schema.Array(Experience),
  education: Schema.Array(Education),
  address: Schema.String,
  preferredPositions: Schema.Array(Schema.String).pipe(Schema.check(Schema.isMaxLength(MAX_PREFERRED_POSITIONS))),
  preferredLocations: Schema.Array(Schema.String).pipe(Schema.check(Schema.isMaxLength(MAX_PREFERRED_LOCATIONS))),
  badges: Schema.Array(Schema.String),
  skills: Schema.Array(Schema.String),
  assets: Schema.Array(Schema.String),
  certificates: Schema.Array(Schema.String),
  assessment: Schema.optional(Schema.String),
  portfolio: Schema.Array(PortfolioItem),
  aboutMe: Schema.String,
  expectedMonthlySalary: Schema.NullOr(Rupiah),
  minimumMonthlySalary: Schema.NullOr(Rupiah),
  openToOffers: Schema.Boolean,
  cvUrl: Schema.NullOr(Schema.String),
  introVideoId: Schema.NullOr(VideoId),
});
export type SeekerProfile = typeof SeekerProfile.Type;

export const IntroVideo = Schema.Struct({
  videoId: VideoId,
  status: Schema.Literals(["none", "inReview", "approved", "hidden", "deleted"]),
  reason: Schema.optional(Schema.String),
});

export const VideoInterview = Schema.Struct({
  interviewId: InterviewId,
  jobId: JobId,
  status: Schema.Literals(["invited", "inProgress", "recorded", "submitted", "expired"]),
  expiresAt: IsoInstant,
  questions: Schema.Array(Schema.String),
});
export type VideoInterview = typeof VideoInterview.Type;
