import { Result } from "effect";
import { CreateBusinessRequest, SubmitVerificationRequest, type MyBusiness } from "../../domain/business/business-api.schema";
import { canChangeBusinessName, validateVerificationDocuments } from "../../domain/business/business.rules";
import { transitionVerification, type VerificationState } from "../../domain/business/verification.machine";
import { can } from "../../domain/permissions/can.rules";
import { toWibIso } from "../dev/clock";
import { apiFailure } from "../http/errors";
import { endpoint, endpointWithBody, fail, type Endpoint } from "../http/endpoint";
import { actorOf, businessNotFound, businessOf, callerOf, forbidden, replaceBusiness } from "../provider/provider.logic";
import type { Db, StoredAccount } from "../store/db.schema";
import type { StoredBusiness, StoredVerification } from "../store/provider.db-schema";

const myBusinessView = (db: Db, account: StoredAccount, business: StoredBusiness): typeof MyBusiness.Encoded => {
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

/** Business profile and verification (docs/api.md "Provider: business"). */
export const businessEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/business",
    auth: "bearer",
    area: "api",
    summary: "The caller's business, its verification and priority coupons",
    handle: ({ db, caller }) => {
      const { account } = callerOf(caller);
      const business = businessOf(db, account);
      return business === undefined ? fail(businessNotFound()) : { status: 200, json: myBusinessView(db, account, business) };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/business",
    auth: "bearer",
    area: "api",
    summary: "Create the caller's one business (provider role, no business yet)",
    body: CreateBusinessRequest,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      if (account.activeRole !== "provider") return fail(forbidden("Switch to the provider role first"));
      if (account.companyId !== undefined) return fail(apiFailure(409, "BUSINESS_ALREADY_EXISTS", "One business per account", { businessId: account.companyId }));
      const businessId = `c-${account.userId.replace(/^u-/, "")}-${now.toString(36)}`;
      const business: StoredBusiness = {
        ...body,
        businessId: businessId as StoredBusiness["businessId"],
        legalDocuments: [],
        verifiedAt: null,
        lastNameChangeAt: null,
        ownerUserId: account.userId,
        pendingMembers: [],
        verification: { status: "notSubmitted", documents: [] },
        coupons: 0,
        createdAt: toWibIso(now),
      };
      const updated: StoredAccount = { ...account, companyId: businessId, companyRole: "admin" };
      const next: Db = {
        ...db,
        businesses: [...db.businesses, business],
        companies: [
          ...db.companies,
          { companyId: businessId, name: body.registeredName, district: body.location.district, city: body.location.city, categoryId: body.industry },
        ],
        accounts: db.accounts.map((a) => (a.userId === account.userId ? updated : a)),
      };
      return { status: 201, json: myBusinessView(next, updated, business), next };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/business/verification",
    auth: "bearer",
    area: "api",
    summary: "Submit (or resubmit after a rejection) the legal documents for verification",
    body: SubmitVerificationRequest,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      const business = businessOf(db, account);
      if (business === undefined) return fail(businessNotFound());
      if (!can(actorOf(db, account), "editBusiness", { kind: "business", businessId: business.businessId }))
        return fail(forbidden("Only the business's Admin submits its verification"));
      if (Result.isFailure(validateVerificationDocuments(body.documents)))
        return fail(apiFailure(400, "DOCUMENT_PHOTO_REQUIRED", "At least one legal document needs its photo"));
      const moved = transitionVerification(verificationState(business.verification), { type: "submit" }, { now });
      if (Result.isFailure(moved))
        return fail(apiFailure(409, "VERIFICATION_NOT_ALLOWED", `The verification is ${business.verification.status}`, { status: business.verification.status }));
      const updated: StoredBusiness = {
        ...business,
        legalDocuments: body.documents.map((d) => ({ kind: d.kind, number: d.number, ...(d.photoUrl === undefined ? {} : { photoUrl: d.photoUrl }) })),
        verification: { status: "inReview", documents: body.documents, submittedAt: toWibIso(now) },
      };
      const next = replaceBusiness(db, updated);
      return { status: 200, json: myBusinessView(next, account, updated), next };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/business/edit",
    auth: "bearer",
    area: "api",
    summary: "Edit the business profile (Admin); the name only once verified and once every 30 days",
    body: CreateBusinessRequest,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      const business = businessOf(db, account);
      if (business === undefined) return fail(businessNotFound());
      if (!can(actorOf(db, account), "editBusiness", { kind: "business", businessId: business.businessId }))
        return fail(forbidden("Only the business's Admin edits it"));
      const renamed = body.registeredName !== business.registeredName;
      if (renamed) {
        const allowed = canChangeBusinessName(
          { verifiedAt: business.verifiedAt === null ? null : Date.parse(business.verifiedAt), lastNameChangeAt: business.lastNameChangeAt === null ? null : Date.parse(business.lastNameChangeAt) },
          now,
        );
        if (Result.isFailure(allowed)) {
          const { reason, availableAt } = allowed.failure;
          return fail(apiFailure(409, "BUSINESS_NAME_LOCKED", `The name cannot change now: ${reason}`, { reason, availableAt: availableAt === null ? null : toWibIso(availableAt) }));
        }
      }
      const updated: StoredBusiness = { ...business, ...body, lastNameChangeAt: renamed ? toWibIso(now) : business.lastNameChangeAt };
      const next: Db = {
        ...replaceBusiness(db, updated),
        companies: db.companies.map((c) => (c.companyId === business.businessId ? { ...c, name: body.registeredName, district: body.location.district, city: body.location.city } : c)),
      };
      return { status: 200, json: myBusinessView(next, account, updated), next };
    },
  }),
];
