import type { MyBusiness } from "../../../domain/business/business-api.schema";
import type { VerificationState } from "../../../domain/business/verification.machine";
import { actorOf } from "../../http/caller";
import { apiFailure } from "../../http/errors";
import type { Db, StoredAccount } from "../../store/db.schema";
import type { StoredBusiness, StoredVerification } from "../../store/provider.db-schema";

export const businessNotFound = () => apiFailure("BUSINESS_NOT_FOUND", "The caller has no business yet");

export const replaceBusiness = (db: Db, business: StoredBusiness): Db => ({
  ...db,
  businesses: db.businesses.map((b) => (b.businessId === business.businessId ? business : b)),
});

/** The stored verification as the domain machine's state (times as epoch ms). */
export const verificationState = (v: StoredVerification): VerificationState => {
  switch (v.status) {
    case "notSubmitted":
      return { status: "notSubmitted" };
    case "inReview":
      return { status: "inReview", submittedAt: Date.parse(v.submittedAt ?? "") };
    case "approved":
      return { status: "approved", approvedAt: Date.parse(v.decidedAt ?? "") };
    case "rejected":
      return { status: "rejected", reason: v.reason ?? "", rejectedAt: Date.parse(v.decidedAt ?? "") };
  }
};

/** A verification the machine refuses to move (already in review, approved, or not submitted). */
export const verificationNotAllowed = (business: StoredBusiness) =>
  apiFailure("VERIFICATION_NOT_ALLOWED", `The verification is ${business.verification.status}`, { status: business.verification.status });

/** The caller's business as docs/api.md's MyBusiness: the profile, its verification, the caller's role and standing. */
export const myBusinessView = (db: Db, account: StoredAccount, business: StoredBusiness): typeof MyBusiness.Encoded => {
  const { ownerUserId: _o, verification, coupons, createdAt: _c, pendingMembers: _p, ...profile } = business;
  const membership = actorOf(db, account).membership;
  return {
    business: profile,
    verification: {
      status: verification.status,
      ...(verification.reason === undefined ? {} : { reason: verification.reason }),
      ...(verification.submittedAt === undefined ? {} : { submittedAt: verification.submittedAt }),
    },
    myRole: membership?.role ?? "member",
    myStatus: membership?.status ?? "accepted",
    coupons,
  };
};
