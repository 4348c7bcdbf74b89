import { Schema } from "effect";
import { Place } from "../shared/place.schema";
import { LocalPhone } from "../identity/phone.rules";
import { UserId } from "../identity/session.schema";
import { BUSINESS_PHOTOS_MAX, NAME_MAX_CHARACTERS } from "../policy/business-constants";
import { BusinessId, IsoInstant, MemberId, VerificationId } from "../shared/ids.schema";
import { SafeUrl } from "../shared/safe-url.schema";
import { Email } from "../shared/text.rules";
import { isVisibleBusinessName } from "../identity/full-name.rules";

const Name = Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(NAME_MAX_CHARACTERS)));

/** A business's registered or brand name: trimmed, 1 to 30 characters, a letter or digit, nothing hidden. */
export const BusinessName = Name.pipe(
  Schema.check(Schema.makeFilter((name: string) => (isVisibleBusinessName(name) ? true : "Expected a name with a letter or digit and no control or bidi characters"))),
);

export const LegalDocumentKind = Schema.Literals(["NIB", "NPWP", "SIUP", "TDP", "other"]);
export type LegalDocumentKind = typeof LegalDocumentKind.Type;

export const LegalDocument = Schema.Struct({
  kind: LegalDocumentKind,
  number: Schema.String,
  photoUrl: Schema.optional(SafeUrl),
});

/** Spec section 3, Business. */
export const Business = Schema.Struct({
  businessId: BusinessId,
  logoUrl: Schema.optional(SafeUrl),
  registeredName: Name,
  brandName: Schema.optional(Schema.String),
  staffScale: Schema.String,
  location: Place,
  description: Schema.String,
  industry: Schema.String,
  contactPhone: LocalPhone,
  email: Email,
  photos: Schema.Array(SafeUrl).pipe(Schema.check(Schema.isMaxLength(BUSINESS_PHOTOS_MAX))),
  legalDocuments: Schema.Array(LegalDocument),
  verifiedAt: Schema.NullOr(IsoInstant),
  lastNameChangeAt: Schema.NullOr(IsoInstant),
});
export type Business = typeof Business.Type;

/** Spec section 3, Provider personal profile. */
export const ProviderProfile = Schema.Struct({
  userId: UserId,
  photoUrl: Schema.optional(SafeUrl),
  fullName: Name,
  gender: Schema.Literals(["male", "female"]),
  businessName: Schema.String,
  position: Schema.String,
  workEmail: Schema.optional(Email),
  mobile: LocalPhone,
  mobileVerified: Schema.Boolean,
});
export type ProviderProfile = typeof ProviderProfile.Type;

export const BusinessMember = Schema.Struct({
  memberId: MemberId,
  businessId: BusinessId,
  userId: UserId,
  role: Schema.Literals(["admin", "member"]),
  status: Schema.Literals(["underReview", "accepted", "rejected", "removed", "left"]),
});
export type BusinessMember = typeof BusinessMember.Type;

export const VerificationRecord = Schema.Struct({
  verificationId: VerificationId,
  kind: Schema.Literals(["identity", "business"]),
  status: Schema.Literals(["notSubmitted", "inReview", "approved", "rejected"]),
  reason: Schema.optional(Schema.String),
  submittedAt: Schema.optional(IsoInstant),
});
export type VerificationRecord = typeof VerificationRecord.Type;
