import { Schema } from "effect";
import { OtpUse } from "../../domain/identity/account.schema";
import { OtpChannel } from "../../domain/identity/otp.rules";
import { RoleId } from "../../domain/identity/session.schema";
import { Job } from "../../domain/job/job.schema";
import { ScreeningQuestion } from "../../domain/job/screening.schema";
import { RecruitmentSurvey } from "../../domain/job/survey.schema";
import { Ledger } from "../../domain/ledger/ledger.schema";
import { SeekerProfile } from "../../domain/seeker/seeker.schema";
import { StoredIdempotency, StoredOffer, StoredPayment } from "./money.db-schema";
import { StoredIntroVideo } from "./seeker.db-schema";
import { StoredCancellationRequest, StoredHire, StoredSupportMessage, StoredWorkDay } from "./work.db-schema";
import { StoredRating } from "./rating.db-schema";
import { StoredInterviewQuestions, StoredVideoInterview } from "./video-interview.db-schema";
import { StoredInterview } from "./interviews.db-schema";
import { StoredWallet } from "./wallet.db-schema";
import { StoredBusiness, StoredProviderProfile } from "./provider.db-schema";
import { StoredChat } from "./chat.db-schema";
import { StoredTalentInvitation } from "./talent.db-schema";

/**
 * Shape of the mock's data file (mock-server/data/db.json). Ids and phones are plain strings here:
 * the file is ours, and the API schemas of domain/ check what goes in and out over HTTP.
 * Times are ISO 8601 strings with the +07:00 offset, readable in the back office and the file.
 */
export const DB_VERSION = 1;

export const StoredAccount = Schema.Struct({
  userId: Schema.String,
  phone: Schema.String,
  fullName: Schema.String,
  roles: Schema.Array(RoleId),
  activeRole: RoleId,
  idVerified: Schema.Boolean,
  companyId: Schema.optional(Schema.String),
  companyRole: Schema.optional(Schema.Literals(["admin", "member"])),
  createdAt: Schema.String,
});
export type StoredAccount = typeof StoredAccount.Type;

export const StoredCompany = Schema.Struct({
  companyId: Schema.String,
  name: Schema.String,
  district: Schema.String,
  city: Schema.String,
  categoryId: Schema.String,
});
export type StoredCompany = typeof StoredCompany.Type;

/** Opaque bearer tokens; logout deletes the row, so a revoked token is simply unknown. */
/** Ends SESSION_LIFETIME_DAYS after `renewedAt` (or `createdAt` before its first renewal): store/sessions.ts. */
export const StoredSession = Schema.Struct({ token: Schema.String, userId: Schema.String, createdAt: Schema.String, renewedAt: Schema.optional(Schema.String) });
export type StoredSession = typeof StoredSession.Type;

/** The latest OTP of a number (a new send replaces it; a successful login consumes it). */
export const StoredOtp = Schema.Struct({
  phone: Schema.String,
  purpose: OtpUse,
  code: Schema.String,
  channel: OtpChannel,
  whatsappFailed: Schema.Boolean,
  sentAt: Schema.String,
  expiresAt: Schema.String,
  resendAt: Schema.String,
  wrongAttempts: Schema.Number,
});
export type StoredOtp = typeof StoredOtp.Type;

/** One OTP send, kept for an hour for the per-number send limit. */
export const OtpSend = Schema.Struct({ phone: Schema.String, at: Schema.String });
export type OtpSend = typeof OtpSend.Type;

export const Settings = Schema.Struct({
  /** Back-office switch: WhatsApp delivery fails for every number, so every OTP goes by SMS. */
  whatsappDown: Schema.Boolean,
  /** Numbers WhatsApp cannot reach even when it is up. */
  whatsappUnreachable: Schema.Array(Schema.String),
  /** Documented fixed OTP codes of the demo accounts (phone -> code). */
  fixedOtpCodes: Schema.Record(Schema.String, Schema.String),
});
export type Settings = typeof Settings.Type;

/** A job a seeker saved (Disimpan), newest first when listed. */
export const StoredSavedJob = Schema.Struct({ userId: Schema.String, jobId: Schema.String, savedAt: Schema.String });
export type StoredSavedJob = typeof StoredSavedJob.Type;

/** One seeker's application to one job (issue 4 reads it to refuse editing a job with applicants). */
/**
 * A job as the file keeps it: the job, and its screening questions (issue 24; absent: none). They are
 * served by GET /api/jobs/{jobId}/screening-questions; the job answers' schemas do not declare them
 * (the lists stay as small as the first screens need), so a client drops them where a view spreads the job.
 */
export const StoredJob = Schema.Struct({
  ...Job.fields,
  screeningQuestions: Schema.optional(Schema.Array(ScreeningQuestion)),
  /** Its recruitment survey (issue 24, POST /api/jobs/{jobId}/survey): one per job, absent until answered. */
  survey: Schema.optional(RecruitmentSurvey),
});
export type StoredJob = typeof StoredJob.Type;

export const StoredApplication = Schema.Struct({
  applicationId: Schema.String,
  jobId: Schema.String,
  seekerUserId: Schema.String,
  status: Schema.Literals(["applied", "viewed", "rejected", "offered"]),
  createdAt: Schema.String,
  note: Schema.optional(Schema.String),
  /** The answers to the job's screening questions (issue 24), as checked when applying. */
  answers: Schema.optional(Schema.Array(Schema.Struct({ questionId: Schema.String, answer: Schema.String }))),
});
export type StoredApplication = typeof StoredApplication.Type;

/** Reference data served read-only through json-server's router (GET /api/<collection>). */
export const ReferenceItem = Schema.Record(Schema.String, Schema.Unknown);

export const Db = Schema.Struct({
  version: Schema.Literals([DB_VERSION]),
  settings: Settings,
  accounts: Schema.Array(StoredAccount),
  companies: Schema.Array(StoredCompany),
  sessions: Schema.Array(StoredSession),
  otps: Schema.Array(StoredOtp),
  otpSends: Schema.Array(OtpSend),
  categories: Schema.Array(ReferenceItem),
  faq: Schema.Array(ReferenceItem),
  /** Jobs of every business (the job lifecycle of issue 4 owns their shape and seed). */
  jobs: Schema.Array(StoredJob),
  seekerProfiles: Schema.Array(SeekerProfile),
  savedJobs: Schema.Array(StoredSavedJob),
  applications: Schema.Array(StoredApplication),
  introVideos: Schema.Array(StoredIntroVideo),
  /** Full business profiles, verification and coupons (issue 4; `companies` keeps the session view). */
  businesses: Schema.Array(StoredBusiness),
  providerProfiles: Schema.Array(StoredProviderProfile),
  /** Offers and their payments (issue 14; features/offers). */
  offers: Schema.Array(StoredOffer),
  payments: Schema.Array(StoredPayment),
  /** The double-entry ledger: its transactions, nothing else (balances are derived). */
  ledger: Ledger,
  /** Answers remembered for `Idempotency-Key` (http/idempotency.ts). */
  idempotency: Schema.Array(StoredIdempotency),
  /** Hires (accepted offers) and their working days (issue 22; features/work). */
  hires: Schema.Array(StoredHire),
  workDays: Schema.Array(StoredWorkDay),
  /** Ratings of completed hires, one per side per hire (issue 22; features/ratings). */
  ratings: Schema.Array(StoredRating),
  /** Cancellation requests through the help center and messages to support (issue 22; features/work). */
  cancellationRequests: Schema.Array(StoredCancellationRequest),
  supportMessages: Schema.Array(StoredSupportMessage),
  /** PINs (hashed), payout accounts, withdrawals, e-wallet links, the bank's name checks (issue 23; features/wallet). */
  wallet: StoredWallet,
  /** Interview questions of jobs and the video interviews sent to applicants (issue 24; features/video-interview). */
  interviewQuestions: Schema.Array(StoredInterviewQuestions),
  videoInterviews: Schema.Array(StoredVideoInterview),
  /** Interview invitations (issue 24; features/interviews). */
  interviews: Schema.Array(StoredInterview),
  /** Conversations of (job, seeker) and their messages and cards (issue 24; features/chat). */
  chat: StoredChat,
  /** Pool seekers invited to apply to a job (issue 24; features/talent). */
  talentInvitations: Schema.Array(StoredTalentInvitation),
});
export type Db = typeof Db.Type;

/** Collections json-server may serve (read-only). Nothing else of the file is reachable by it. */
export const REFERENCE_COLLECTIONS = ["categories", "faq"] as const satisfies readonly (keyof Db)[];
export type ReferenceCollection = (typeof REFERENCE_COLLECTIONS)[number];
