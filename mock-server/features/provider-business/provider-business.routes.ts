import { Result } from "effect";
import { CreateBusinessRequest, MyBusiness, SubmitVerificationRequest } from "../../../domain/business/business-api.schema";
import { canChangeBusinessName, isBusinessRename, validateVerificationDocuments } from "../../../domain/business/business.rules";
import { transitionVerification } from "../../../domain/business/verification.machine";
import { toWibIso } from "../../../domain/shared/wib-time";
import { businessOf, callerCan, callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Caller, type Endpoint } from "../../http/endpoint";
import { apiFailure, forbidden, isApiFailure, type ApiFailure } from "../../http/errors";
import type { Db, StoredAccount } from "../../store/db.schema";
import type { StoredBusiness } from "../../store/provider.db-schema";
import { businessNotFound, myBusinessView, replaceBusiness, verificationNotAllowed, verificationState } from "./provider-business.logic";

/** The caller's business when the caller may edit it (its Admin), or why not. */
const businessToEdit = (db: Db, caller: Caller | undefined, why: string): StoredBusiness | ApiFailure => {
  const business = businessOf(db, callerOf(caller).account);
  if (business === undefined) return businessNotFound();
  return callerCan(db, caller, "editBusiness", { kind: "business", businessId: business.businessId }) ? business : forbidden(why);
};

/** Business profile and verification (docs/api.md "Provider: business"). */
export const businessEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/business",
    success: { status: 200, schema: MyBusiness },
    errors: ["BUSINESS_NOT_FOUND"],
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
    success: { status: 201, schema: MyBusiness },
    errors: ["BUSINESS_ALREADY_EXISTS", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Create the caller's one business (provider role, no business yet)",
    body: CreateBusinessRequest,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      if (account.activeRole !== "provider") return fail(forbidden("Switch to the provider role first"));
      if (account.companyId !== undefined) return fail(apiFailure("BUSINESS_ALREADY_EXISTS", "One business per account", { businessId: account.companyId }));
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
    success: { status: 200, schema: MyBusiness },
    errors: ["DOCUMENT_PHOTO_REQUIRED", "VERIFICATION_NOT_ALLOWED", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "Submit (or resubmit after a rejection) the legal documents for verification",
    body: SubmitVerificationRequest,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      const business = businessToEdit(db, caller, "Only the business's Admin submits its verification");
      if (isApiFailure(business)) return fail(business);
      const documents = validateVerificationDocuments(body.documents);
      if (Result.isFailure(documents)) return refuse(documents.failure);
      const moved = transitionVerification(verificationState(business.verification), { type: "submit" }, { now });
      if (Result.isFailure(moved)) return fail(verificationNotAllowed(business));
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
    success: { status: 200, schema: MyBusiness },
    errors: ["BUSINESS_NAME_LOCKED", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "Edit the business profile (Admin); the registered and brand names only once verified and once every 30 days",
    body: CreateBusinessRequest,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      const business = businessToEdit(db, caller, "Only the business's Admin edits it");
      if (isApiFailure(business)) return fail(business);
      const renamed = isBusinessRename(business, body);
      if (renamed) {
        const allowed = canChangeBusinessName(
          { verifiedAt: business.verifiedAt === null ? null : Date.parse(business.verifiedAt), lastNameChangeAt: business.lastNameChangeAt === null ? null : Date.parse(business.lastNameChangeAt) },
          now,
        );
        if (Result.isFailure(allowed)) return refuse(allowed.failure);
      }
      // The body replaces the profile whole: a brand name it leaves out is removed.
      const { brandName: _brand, ...kept } = business;
      const updated: StoredBusiness = { ...kept, ...body, lastNameChangeAt: renamed ? toWibIso(now) : business.lastNameChangeAt };
      const next: Db = {
        ...replaceBusiness(db, updated),
        companies: db.companies.map((c) => (c.companyId === business.businessId ? { ...c, name: body.registeredName, district: body.location.district, city: body.location.city } : c)),
      };
      return { status: 200, json: myBusinessView(next, account, updated), next };
    },
  }),
];
