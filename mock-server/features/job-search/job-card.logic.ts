import type { Job } from "../../../domain/job/job.schema";
import type { JobCard } from "../../../domain/seeker/job-card.schema";
import { shownDistanceKm } from "../../../domain/shared/place-pin.rules";
import type { GeoPoint } from "../../../domain/shared/place.schema";
import type { Db, StoredApplication } from "../../store/db.schema";
import type { StoredBusiness } from "../../store/provider.db-schema";

/** A job a seeker may see: anything but drafts and deleted jobs. */
export const visibleJob = (db: Db, jobId: string | undefined): Job | undefined =>
  db.jobs.find((j) => j.jobId === jobId && (j.status === "open" || j.status === "closed"));

/** The brand of the business (issue 4's profile), else the session's company name. */
const businessNameOf = (db: Db, job: Job, business: StoredBusiness | undefined): string =>
  business?.brandName ?? db.companies.find((c) => c.companyId === (job.companyId ?? job.businessId))?.name ?? "";

export const applicationOf = (db: Db, userId: string, jobId: string): StoredApplication | undefined =>
  db.applications.find((a) => a.seekerUserId === userId && a.jobId === jobId);

/** The JobCard of docs/api.md for this caller (saved flag and application status are theirs). */
export const jobCard = (db: Db, job: Job, userId: string | undefined, from: GeoPoint | null): typeof JobCard.Encoded => {
  const business = db.businesses.find((b) => b.businessId === job.businessId);
  return {
    job,
    businessName: businessNameOf(db, job, business),
    businessLogoUrl: business?.logoUrl ?? null,
    distanceKm: shownDistanceKm(job, from),
    saved: userId !== undefined && db.savedJobs.some((s) => s.userId === userId && s.jobId === job.jobId),
    applicationStatus: userId === undefined ? null : (applicationOf(db, userId, job.jobId)?.status ?? null),
  };
};
