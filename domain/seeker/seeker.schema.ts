import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import {
  AUDIO_RECORDING_MAX_SECONDS,
  MAX_PREFERRED_LOCATIONS,
  MAX_PREFERRED_POSITIONS,
  MONTH_PICKER_YEARS_BACK,
} from "../policy/business-constants";
import { FullName } from "../identity/account.schema";
import { CalendarDate, InterviewId, IsoInstant, JobId, VideoId } from "../shared/ids.schema";
import { SalaryRupiah } from "../shared/money";
import { SafeUrl } from "../shared/safe-url.schema";

/** A free text of at most `max` characters (the profile's own limits; docs/business-rules.md). */
const Text = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));
/** Every URL of a profile (photo, CV, portfolio): http(s) or our upload path (safe-url.rules.ts). */
const Url = SafeUrl;
const Items = <S extends Schema.Top>(item: S, max: number) => Schema.Array(item).pipe(Schema.check(Schema.isMaxLength(max)));
const Between = (minimum: number, maximum: number) => Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum, maximum })));

export const PortfolioItem = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("audio"), url: Url, durationSeconds: Between(0, AUDIO_RECORDING_MAX_SECONDS) }),
  Schema.Struct({ kind: Schema.Literal("image"), url: Url }),
  Schema.Struct({ kind: Schema.Literal("link"), url: Url, label: Schema.optional(Text(60)) }),
  Schema.Struct({ kind: Schema.Literal("video"), url: Url, durationSeconds: Between(0, 600) }),
]);
export type PortfolioItem = typeof PortfolioItem.Type;

export const Experience = Schema.Struct({
  businessName: Text(60).pipe(Schema.check(Schema.isNonEmpty())),
  industry: Text(60),
  position: Text(60).pipe(Schema.check(Schema.isNonEmpty())),
  level: Text(60),
  lengthMonths: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: MONTH_PICKER_YEARS_BACK * 12 }))),
});
export type Experience = typeof Experience.Type;
export const Education = Schema.Struct({
  school: Text(80).pipe(Schema.check(Schema.isNonEmpty())),
  major: Text(80),
  /** YYYY-MM */
  from: Text(7),
  /** YYYY-MM, or null: present */
  to: Schema.NullOr(Text(7)),
});

/** Spec section 3, Seeker profile. */
export const SeekerProfile = Schema.Struct({
  userId: UserId,
  fullName: FullName,
  gender: Schema.Literals(["male", "female"]),
  dateOfBirth: CalendarDate,
  /** Profile photo (portrait), uploaded through the bridge. */
  photoUrl: Schema.optional(Url),
  heightCm: Schema.optional(Between(100, 250)),
  weightKg: Schema.optional(Between(25, 250)),
  experience: Items(Experience, 20),
  education: Items(Education, 10),
  address: Text(200),
  preferredPositions: Items(Text(60), MAX_PREFERRED_POSITIONS),
  preferredLocations: Items(Text(60), MAX_PREFERRED_LOCATIONS),
  /** Earned in the academy; written by the platform only (never part of SeekerProfileInput). */
  badges: Items(Text(60), 50),
  skills: Items(Text(40), 20),
  assets: Items(Text(40), 20),
  certificates: Items(Text(80), 20),
  /** The personality test's result; written by the platform only. */
  assessment: Schema.optional(Text(200)),
  portfolio: Items(PortfolioItem, 10),
  aboutMe: Text(1000),
  expectedMonthlySalary: Schema.NullOr(SalaryRupiah),
  minimumMonthlySalary: Schema.NullOr(SalaryRupiah),
  openToOffers: Schema.Boolean,
  cvUrl: Schema.NullOr(Url),
  /** Set by POST /api/seeker/intro-video; written by the platform only. */
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
