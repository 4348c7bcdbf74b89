import { autoClose, cannotOpenReason, isJobDeletable, isJobEditable, type JobLifecycle } from "../../../domain/job/job.machine";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import type { Job } from "../../../domain/job/job.schema";
import { priorityAlert } from "../../../domain/job/priority.rules";
import { jobCallerManages } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import { forbidden, jobNotFound, type ApiFailure } from "../../http/errors";
import type { Db, StoredJob } from "../../store/db.schema";
import { isWithdrawnHire, jobOrderOf } from "../work/work.public";

/**
 * A job the caller may see at all: open and closed jobs are public; a draft only to those who may
 * manage it (its business's Admin, the accepted Member who created or was given it); a deleted
 * job to nobody. Anything else is not found, so an outsider learns nothing of drafts.
 */
export const findVisibleJob = (db: Db, caller: Caller | undefined, jobId: string | undefined): Job | undefined => {
  const job = db.jobs.find((j) => j.jobId === jobId);
  if (job === undefined || job.status === "deleted") return undefined;
  return job.status !== "draft" || jobCallerManages(db, caller, job.jobId) !== undefined ? job : undefined;
};

/**
 * A job the caller may manage (Admin: all of the business; accepted Member: own or given). One
 * the caller may not even see is not found; one they see but may not manage is forbidden.
 */
export const jobToManage = (db: Db, caller: Caller | undefined, jobId: string | undefined, why: string): Job | ApiFailure => {
  const job = findVisibleJob(db, caller, jobId);
  if (job === undefined) return jobNotFound();
  return jobCallerManages(db, caller, job.jobId) ?? forbidden(why);
};

export const applicantsOf = (db: Db, jobId: string): number => db.applications.filter((a) => a.jobId === jobId).length;

/**
 * What the job machine needs. `offers`: every offer made for the job, whatever its state (one
 * waiting for its payment holds money in motion too); `hired`: the accepted ones whose seeker has
 * not withdrawn, which are also its ongoing work until completion arrives (a later issue).
 */
export const lifecycleOf = (db: Db, job: Job): JobLifecycle => {
  const offers = db.offers.filter((o) => o.jobId === job.jobId);
  // A seeker who withdrew before the start (issue 22) no longer fills a place.
  const hired = offers.filter((o) => o.state.status === "accepted" && !isWithdrawnHire(db, o.offerId)).length;
  return {
    status: job.status,
    expiresAt: Date.parse(job.expiresAt),
    headcount: job.vacancies,
    hired,
    applicants: applicantsOf(db, job.jobId),
    offers: offers.length,
    ongoingWork: hired,
  };
};

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
    cannotOpen: job.status === "open" ? null : cannotOpenReason(life, now),
    priorityAlert: job.priority && job.status !== "draft" && job.status !== "deleted" ? priorityAlert({ now, expiresAt: life.expiresAt, coupons }) : null,
    order: jobOrderOf(db, job.jobId, now),
  };
};

export const replaceJob = (db: Db, job: StoredJob): Db => ({ ...db, jobs: db.jobs.map((j) => (j.jobId === job.jobId ? job : j)) });
