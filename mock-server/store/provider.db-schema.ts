import { Schema } from "effect";
import { SubmittedDocument } from "../../domain/business/business-api.schema";
import { Business } from "../../domain/business/business.schema";

/**
 * The provider side of the mock's data file: businesses (with their verification and priority
 * coupons) (jobs are stored as domain Job). Stored with the domain schemas, so the file is checked on every load.
 */
export const StoredVerification = Schema.Struct({
  status: Schema.Literals(["notSubmitted", "inReview", "approved", "rejected"]),
  reason: Schema.optional(Schema.String),
  documents: Schema.Array(SubmittedDocument),
  submittedAt: Schema.optional(Schema.String),
  decidedAt: Schema.optional(Schema.String),
});
export type StoredVerification = typeof StoredVerification.Type;

export const StoredBusiness = Schema.Struct({
  ...Business.fields,
  ownerUserId: Schema.String,
  /** Members (accounts with this companyId) whose request to join is still under review. */
  pendingMembers: Schema.Array(Schema.String),
  verification: StoredVerification,
  coupons: Schema.Int,
  createdAt: Schema.String,
});
export type StoredBusiness = typeof StoredBusiness.Type;


/** What a provider adds to their account for the personal profile (name and phone stay on the account). */
export const StoredProviderProfile = Schema.Struct({
  userId: Schema.String,
  photoUrl: Schema.optional(Schema.String),
  gender: Schema.Literals(["male", "female"]),
  position: Schema.String,
  workEmail: Schema.optional(Schema.String),
  workEmailVerified: Schema.Boolean,
});
export type StoredProviderProfile = typeof StoredProviderProfile.Type;
