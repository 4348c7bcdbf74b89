import { Schema } from "effect";
import { RatingSummary } from "../rating/rating.schema";
import { LocalPhone } from "../identity/phone.rules";
import { BUSINESS_PHOTOS_MAX, NAME_MAX_CHARACTERS } from "../policy/business-constants";
import { Place } from "../shared/place.schema";
import { SafeUrl } from "../shared/safe-url.schema";
import { Email } from "../shared/text.rules";
import { FullName } from "../identity/account.schema";
import { JobCard } from "../seeker/job-card.schema";
import { Business, BusinessName, LegalDocumentKind } from "./business.schema";

const Text = (max: number) => Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(max)));
/** Logo, photos, document photos: http(s) or our upload path (safe-url.rules.ts). */
const Url = SafeUrl;

export const STAFF_SCALES = ["1-10", "11-50", "51-200", "201+"] as const;
export const StaffScale = Schema.Literals(STAFF_SCALES);
export const BUSINESS_DESCRIPTION_MAX_CHARACTERS = 1_000;

/** POST /api/business: what a provider enters to create the one business of the account. */
export const CreateBusinessRequest = Schema.Struct({
  logoUrl: Schema.optional(Url),
  registeredName: BusinessName,
  /** Shown to seekers instead of the registered name: it follows the same name lock (business.rules.ts). */
  brandName: Schema.optional(BusinessName),
  staffScale: StaffScale,
  location: Place,
  description: Text(BUSINESS_DESCRIPTION_MAX_CHARACTERS),
  industry: Text(40),
  contactPhone: LocalPhone,
  email: Email,
  photos: Schema.Array(Url).pipe(Schema.check(Schema.isMaxLength(BUSINESS_PHOTOS_MAX))),
});
export type CreateBusinessRequest = typeof CreateBusinessRequest.Type;

export const SubmittedDocument = Schema.Struct({
  kind: LegalDocumentKind,
  number: Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isMaxLength(40))),
  photoUrl: Schema.optional(Url),
});
export type SubmittedDocument = typeof SubmittedDocument.Type;

/** POST /api/business/verification: the legal documents (NIB, NPWP, SIUP, TDP, other). */
export const SubmitVerificationRequest = Schema.Struct({
  documents: Schema.Array(SubmittedDocument).pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(5))),
});
export type SubmitVerificationRequest = typeof SubmitVerificationRequest.Type;

export const BusinessVerificationView = Schema.Struct({
  status: Schema.Literals(["notSubmitted", "inReview", "approved", "rejected"]),
  reason: Schema.optional(Schema.String),
  submittedAt: Schema.optional(Schema.String),
});
export type BusinessVerificationView = typeof BusinessVerificationView.Type;

/** GET /api/business: the caller's business, its verification and the caller's role in it. */
export const MyBusiness = Schema.Struct({
  business: Business,
  verification: BusinessVerificationView,
  myRole: Schema.Literals(["admin", "member"]),
  myStatus: Schema.Literals(["underReview", "accepted", "rejected", "removed", "left"]),
  coupons: Schema.Int,
});
export type MyBusiness = typeof MyBusiness.Type;

/** GET /api/provider/profile: the provider's personal profile (spec section 3), as its owner sees it. */
export const ProviderProfileView = Schema.Struct({
  userId: Schema.String,
  photoUrl: Schema.optional(Url),
  fullName: Schema.String,
  /** null until the provider chooses. */
  gender: Schema.NullOr(Schema.Literals(["male", "female"])),
  businessName: Schema.String,
  position: Schema.String,
  workEmail: Schema.optional(Schema.String),
  /** Verified through /mailboxVerification; until that lands every work email shows as unverified. */
  workEmailVerified: Schema.Boolean,
  mobile: LocalPhone,
  mobileVerified: Schema.Boolean,
});
export type ProviderProfileView = typeof ProviderProfileView.Type;

/** POST /api/provider/profile */
export const UpdateProviderProfileRequest = Schema.Struct({
  photoUrl: Schema.optional(Url),
  fullName: FullName,
  gender: Schema.Literals(["male", "female"]),
  position: Text(NAME_MAX_CHARACTERS),
  workEmail: Schema.optional(Email),
});
export type UpdateProviderProfileRequest = typeof UpdateProviderProfileRequest.Type;

/** A business's rating by the seekers who worked there: 1 to 5 stars on average, from `count` ratings (domain/rating). */
export const BusinessRating = RatingSummary;
export type BusinessRating = RatingSummary;

/** How many open jobs GET /api/businesses/{businessId} lists at most (openJobCount says how many there are). */
export const BUSINESS_PAGE_JOBS_MAX = 50;

/**
 * GET /api/businesses/{businessId}: the business page seekers open (issue 22), public facts only:
 * never its phone, email, street address, documents or members.
 */
export const PublicBusiness = Schema.Struct({
  businessId: Schema.String,
  /** What seekers see on job cards: the brand, else the registered name. */
  name: Schema.String,
  registeredName: Schema.String,
  logoUrl: Schema.NullOr(Url),
  description: Schema.String,
  industry: Schema.String,
  staffScale: Schema.String,
  city: Schema.String,
  district: Schema.String,
  photos: Schema.Array(Url).pipe(Schema.check(Schema.isMaxLength(BUSINESS_PHOTOS_MAX))),
  /** Approved by the platform's business verification. */
  verified: Schema.Boolean,
  /** null while nobody has rated it (ratings of completed hires, domain/rating). */
  rating: Schema.NullOr(BusinessRating),
  /** Its open jobs as the caller sees them (saved, applied), priority first, at most BUSINESS_PAGE_JOBS_MAX. */
  openJobs: Schema.Array(JobCard),
  openJobCount: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
});
export type PublicBusiness = typeof PublicBusiness.Type;
