import { Result, Schema } from "effect";
import { transitionVerification } from "../../../domain/business/verification.machine";
import { toWibIso } from "../../../domain/shared/wib-time";
import { apiFailure } from "../../http/errors";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import type { StoredBusiness } from "../../store/provider.db-schema";
import { replaceBusiness, verificationNotAllowed, verificationState } from "./provider-business.logic";

const RejectRequest = Schema.Struct({
  reason: Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(200))),
});

/** The back office decides a business verification: approve, or reject with a reason. */
const decide = (ctx: HandlerContext<unknown>, event: { type: "approve" } | { type: "reject"; reason: string }): Reply => {
  const { db, params, now, fromForm } = ctx;
  const business = db.businesses.find((b) => b.businessId === params.businessId);
  if (business === undefined) return fail(apiFailure("BUSINESS_NOT_FOUND", "No such business"));
  const moved = transitionVerification(verificationState(business.verification), event, { now });
  if (Result.isFailure(moved)) return fail(verificationNotAllowed(business));
  const decidedAt = toWibIso(now);
  const updated: StoredBusiness = {
    ...business,
    verifiedAt: event.type === "approve" ? decidedAt : business.verifiedAt,
    verification: {
      ...business.verification,
      status: event.type === "approve" ? "approved" : "rejected",
      decidedAt,
      ...(event.type === "reject" ? { reason: event.reason } : {}),
    },
  };
  const next = replaceBusiness(db, updated);
  const json = { businessId: business.businessId, verification: updated.verification };
  return fromForm ? { status: 303, redirect: "/__dev/", next } : { status: 200, json, next };
};

/** /__dev endpoints behind the back office's "Business verifications" queue. */
export const businessReviewEndpoints = (): Endpoint[] => [
  endpoint({
    method: "POST",
    path: "/__dev/businesses/:businessId/approve",
    auth: "none",
    area: "dev",
    summary: "Approve a business verification in review",
    handle: (ctx) => decide(ctx, { type: "approve" }),
  }),
  endpointWithBody({
    method: "POST",
    path: "/__dev/businesses/:businessId/reject",
    auth: "none",
    area: "dev",
    summary: "Reject a business verification in review { reason }",
    body: RejectRequest,
    handle: (ctx) => decide(ctx, { type: "reject", reason: ctx.body.reason }),
  }),
];
