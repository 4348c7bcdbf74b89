import { isJobDeletable, isJobEditable, autoClose, type JobLifecycle } from "../../domain/job/job.machine";
import { priorityAlert } from "../../domain/job/priority.rules";
import type { Job } from "../../domain/job/job.schema";
import type { ProviderJob } from "../../domain/job/job-api.schema";
import type { Actor } from "../../domain/permissions/can.rules";
import { apiFailure } from "../http/errors";
import type { Caller } from "../http/endpoint";
import type { Db, StoredAccount } from "../store/db.schema";
import type { StoredBusiness } from "../store/provider.db-schema";

/** bearer endpoints only run with a caller; this narrows the type for them. */
export const callerOf = (caller: Caller | undefined): Caller => {
  if (caller === undefined) throw new Error("bearer endpoint reached without a caller");
  return caller;
};

export const businessOf = (db: Db, account: StoredAccount): StoredBusiness | undefined =>
  account.companyId === undefined ? undefined : db.businesses.find((b) => b.businessId === account.companyId);

/** The caller as the permission rules see them: role, and their place in their one business. */
export const actorOf = (db: Db, account: StoredAccount): Actor => {
  const business = businessOf(db, account);
  if (account.companyId === undefined || account.companyRole === undefined) return { userId: account.userId, activeRole: account.activeRole };
  const pending = business?.pendingMembers.includes(account.userId) ?? false;
  return {
    userId: account.userId,
    activeRole: account.activeRole,
    membership: { businessId: account.companyId, role: account.companyRole, status: pending ? "underReview" : "accepted" },
  };
};

export const jobResource = (job: Job) => ({ kind: "job", businessId: job.businessId, createdBy: job.createdBy, assignedTo: job.assignedTo }) as const;

export const applicantsOf = (db: Db, jobId: string): number => db.applications.filter((a) => a.jobId === jobId).length;

/** What the job machine needs; offers and ongoing work arrive with the offers feature (0 until then). */
export const lifecycleOf = (db: Db, job: Job): JobLifecycle => ({
  status: job.status,
  expiresAt: Date.parse(job.expiresAt),
  headcount: job.vacancies,
  hired: 0,
  applicants: applicantsOf(db, job.jobId),
  offers: 0,
  ongoingWork: 0,
});

/** A job as it stands now: an open job past its expiry (or filled) reads as closed (auto-close). */
export const currentJob = (db: Db, job: Job, now: number): Job => {
  const closed = autoClose(lifecycleOf(db, job), now);
  return closed.status === job.status ? job : { ...job, status: closed.status };
};

export const providerJobView = (db: Db, stored: Job, coupons: number, now: number): ProviderJob => {
  const job = currentJob(db, stored, now);
  const life = lifecycleOf(db, job);
  return {
    ...job,
    applicants: life.applicants,
    offers: life.offers,
    editable: isJobEditable(life),
    deletable: isJobDeletable(life),
    priorityAlert: job.priority && job.status !== "draft" && job.status !== "deleted" ? priorityAlert({ now, expiresAt: life.expiresAt, coupons }) : null,
  };
};

export const replaceJob = (db: Db, job: Job): Db => ({ ...db, jobs: db.jobs.map((j) => (j.jobId === job.jobId ? job : j)) });
export const replaceBusiness = (db: Db, business: StoredBusiness): Db => ({
  ...db,
  businesses: db.businesses.map((b) => (b.businessId === business.businessId ? business : b)),
});

export const forbidden = (why: string) => apiFailure(403, "FORBIDDEN", why);
export const businessNotFound = () => apiFailure(404, "BUSINESS_NOT_FOUND", "The caller has no business yet");
export const jobNotFound = () => apiFailure(404, "JOB_NOT_FOUND", "No such job");
