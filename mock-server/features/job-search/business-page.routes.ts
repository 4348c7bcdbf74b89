import { BUSINESS_PAGE_JOBS_MAX, PublicBusiness } from "../../../domain/business/business-api.schema";
import { openJobsOf } from "../../../domain/seeker/job-search.rules";
import { endpoint, fail, type Endpoint } from "../../http/endpoint";
import { apiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredBusiness } from "../../store/provider.db-schema";
import { businessRating } from "../work/work.public";
import { jobCard } from "./job-card.logic";

/**
 * The business page as seekers see it: what the business shows on its jobs anyway (name, logo,
 * description, photos, area) and its open jobs; never its phone, email, street address, documents
 * or members. Public facts, so any caller may ask; a logged-in caller's cards carry their saved
 * flags and applications.
 */
export const publicBusiness = (db: Db, business: StoredBusiness, userId: string | undefined, now: number): typeof PublicBusiness.Encoded => {
  const open = openJobsOf(db.jobs, business.businessId, now);
  return {
    businessId: business.businessId,
    name: business.brandName ?? business.registeredName,
    registeredName: business.registeredName,
    logoUrl: business.logoUrl ?? null,
    description: business.description,
    industry: business.industry,
    staffScale: business.staffScale,
    city: business.location.city,
    district: business.location.district,
    photos: business.photos,
    verified: business.verification.status === "approved",
    rating: businessRating(db, business.businessId),
    openJobs: open.slice(0, BUSINESS_PAGE_JOBS_MAX).map((job) => jobCard(db, job, userId, null)),
    openJobCount: open.length,
  };
};

export const businessPageEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/businesses/:businessId",
    success: { status: 200, schema: PublicBusiness },
    errors: ["BUSINESS_PAGE_NOT_FOUND"],
    auth: "optional",
    area: "api",
    summary: "A business as seekers see it: public facts, its open jobs (as the caller sees them) and its rating",
    handle: ({ db, caller, params, now }) => {
      const business = db.businesses.find((b) => b.businessId === params.businessId);
      if (business === undefined) return fail(apiFailure("BUSINESS_PAGE_NOT_FOUND", "No such business"));
      return { status: 200, json: publicBusiness(db, business, caller?.account.userId, now) };
    },
  }),
];
