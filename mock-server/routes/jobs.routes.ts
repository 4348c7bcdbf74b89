import { Result } from "effect";
import { validateJobDraft, type JobDraftError } from "../../domain/job/job-draft.rules";
import { SaveJobRequest } from "../../domain/job/job-api.schema";
import { transitionJob, type JobError, type JobEvent } from "../../domain/job/job.machine";
import type { Job } from "../../domain/job/job.schema";
import { checkCanPost } from "../../domain/job/posting.rules";
import { extendPriority } from "../../domain/job/priority.rules";
import { can } from "../../domain/permissions/can.rules";
import { PRIORITY_PERIOD_DAYS } from "../../domain/policy/business-constants";
import { DAY_MS } from "../../domain/shared/wib-time";
import { toWibIso } from "../dev/clock";
import { apiFailure, type ApiFailure } from "../http/errors";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../http/endpoint";
import {
  actorOf,
  businessNotFound,
  businessOf,
  callerOf,
  currentJob,
  forbidden,
  jobNotFound,
  jobResource,
  lifecycleOf,
  providerJobView,
  replaceBusiness,
  replaceJob,
} from "../provider/provider.logic";
import type { Db, StoredAccount } from "../store/db.schema";
import type { StoredBusiness } from "../store/provider.db-schema";

const JOB_ERROR_CODES: Readonly<Record<JobDraftError["_tag"], string>> = {
  MaximumSalaryNotAboveMinimum: "SALARY_MAX_NOT_ABOVE_MIN",
  JobPeriodInvalid: "JOB_PERIOD_INVALID",
  PartTimeTooLong: "PART_TIME_TOO_LONG",
  JobExpiryInPast: "JOB_EXPIRY_IN_PAST",
  AgeLimitInvalid: "AGE_LIMIT_INVALID",
};

const jobInvalid = (errors: readonly JobDraftError[]) =>
  apiFailure(400, "JOB_INVALID", "The job breaks a business rule", { rules: errors.map((e) => JOB_ERROR_CODES[e._tag]) });

/** The job machine's refusals as API failures (docs/api.md). */
const transitionFailure = (error: JobError): ApiFailure => {
  switch (error._tag) {
    case "JobNotEditable":
      return apiFailure(409, "JOB_NOT_EDITABLE", "The job has applicants or offers", { applicants: error.applicants, offers: error.offers });
    case "JobNotDeletable":
      return apiFailure(409, "JOB_NOT_DELETABLE", "The job has applicants, offers or ongoing work", {
        applicants: error.applicants,
        offers: error.offers,
        ongoingWork: error.ongoingWork,
      });
    case "JobCannotOpen":
      return apiFailure(409, "JOB_CANNOT_OPEN", `The job cannot open: ${error.reason}`, { reason: error.reason });
    case "InvalidTransition":
      return apiFailure(409, "INVALID_TRANSITION", `A ${error.from} job cannot ${error.event}`, { from: error.from, event: error.event });
  }
};

interface JobAccess {
  readonly account: StoredAccount;
  readonly business: StoredBusiness;
  readonly job: Job;
}

/** The caller's own business, or why not. */
const myBusiness = (db: Db, caller: HandlerContext<unknown>["caller"]): { account: StoredAccount; business: StoredBusiness } | ApiFailure => {
  const { account } = callerOf(caller);
  const business = businessOf(db, account);
  return business === undefined ? businessNotFound() : { account, business };
};

/** A job of the caller's business that the caller may manage (Admin: all; Member: own or given). */
const manageableJob = (ctx: HandlerContext<unknown>): JobAccess | ApiFailure => {
  const { db, params, now } = ctx;
  const { account } = callerOf(ctx.caller);
  const stored = db.jobs.find((j) => j.jobId === params.jobId && j.status !== "deleted");
  if (stored === undefined) return jobNotFound();
  if (!can(actorOf(db, account), "manageJob", jobResource(stored))) return forbidden("The caller may not manage this job");
  const business = businessOf(db, account);
  if (business === undefined) return businessNotFound();
  return { account, business, job: currentJob(db, stored, now) };
};

const isFailure = (x: object): x is ApiFailure => "code" in x && "status" in x;

/** Posting needs an accepted membership and a verified business; a draft only the membership. */
const postingFailure = (db: Db, account: StoredAccount, business: StoredBusiness, posting = true): ApiFailure | null => {
  const verified = !posting || business.verification.status === "approved";
  const allowed = checkCanPost({ actor: actorOf(db, account), businessVerified: verified });
  return Result.isFailure(allowed)
    ? apiFailure(403, "POSTING_BLOCKED", "The caller may not post jobs now", { reason: allowed.failure.reason })
    : null;
};

/** Applies one machine event to a job of the caller's and answers the job's provider view. */
const moveJob = (ctx: HandlerContext<unknown>, event: JobEvent, change: (job: Job) => Job = (j) => j): Reply => {
  const access = manageableJob(ctx);
  if (isFailure(access)) return fail(access);
  const { db, now } = ctx;
  if (event.type === "post") {
    const blocked = postingFailure(db, access.account, access.business);
    if (blocked !== null) return fail(blocked);
  }
  const moved = transitionJob(lifecycleOf(db, access.job), event, { now });
  if (Result.isFailure(moved)) return fail(transitionFailure(moved.failure));
  const job = change({ ...access.job, status: moved.success.status });
  const next = replaceJob(db, job);
  return { status: 200, json: providerJobView(next, job, access.business.coupons, now), next };
};

/** The provider's jobs and their lifecycle (docs/api.md "Provider: jobs"). */
export const jobsEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/business/jobs",
    auth: "bearer",
    area: "api",
    summary: "The jobs of the caller's business that the caller may manage, newest first, with the coupon balance",
    handle: ({ db, caller, now }) => {
      const mine = myBusiness(db, caller);
      if (isFailure(mine)) return fail(mine);
      const actor = actorOf(db, mine.account);
      const items = db.jobs
        .filter((j) => j.businessId === mine.business.businessId && j.status !== "deleted" && can(actor, "manageJob", jobResource(j)))
        .reverse()
        .map((j) => providerJobView(db, j, mine.business.coupons, now));
      return { status: 200, json: { items, nextCursor: null, coupons: mine.business.coupons } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/business/jobs",
    auth: "bearer",
    area: "api",
    summary: "Create a job: saved as a draft, or posted (open) when `post` is true",
    body: SaveJobRequest,
    handle: ({ body, db, caller, now }) => {
      const mine = myBusiness(db, caller);
      if (isFailure(mine)) return fail(mine);
      const blocked = postingFailure(db, mine.account, mine.business, body.post);
      if (blocked !== null) return fail(blocked);
      const valid = validateJobDraft(body.job, now);
      if (Result.isFailure(valid)) return fail(jobInvalid(valid.failure));
      const taken = new Set<string>(db.jobs.map((j) => j.jobId));
      let n = 10_001 + db.jobs.length;
      while (taken.has(`j-1${n}`)) n += 1;
      const job: Job = {
        ...body.job,
        jobId: `j-1${n}` as Job["jobId"],
        businessId: mine.business.businessId,
        companyId: mine.business.businessId as string as NonNullable<Job["companyId"]>,
        createdBy: mine.account.userId as Job["createdBy"],
        assignedTo: [],
        status: body.post ? "open" : "draft",
      };
      const next: Db = { ...db, jobs: [...db.jobs, job] };
      return { status: 201, json: providerJobView(next, job, mine.business.coupons, now), next };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId",
    auth: "optional",
    area: "api",
    summary: "One job for anyone (share pages, seekers): open and closed jobs; drafts only to their business",
    handle: ({ db, caller, params, now }) => {
      const stored = db.jobs.find((j) => j.jobId === params.jobId);
      if (stored === undefined || stored.status === "deleted") return fail(jobNotFound());
      const own = caller !== undefined && caller.account.companyId === stored.businessId;
      if (stored.status === "draft" && !own) return fail(jobNotFound());
      const business = db.businesses.find((b) => b.businessId === stored.businessId);
      const company = db.companies.find((c) => c.companyId === stored.businessId);
      return {
        status: 200,
        json: {
          ...currentJob(db, stored, now),
          businessName: business?.brandName ?? business?.registeredName ?? company?.name ?? "",
          businessVerified: business?.verification.status === "approved",
        },
      };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/jobs/:jobId/edit",
    auth: "bearer",
    area: "api",
    summary: "Edit a job (only before any applicant or offer); `post` true also posts a draft",
    body: SaveJobRequest,
    handle: (ctx) => {
      const access = manageableJob(ctx);
      if (isFailure(access)) return fail(access);
      const { db, now, body } = ctx;
      const editable = transitionJob(lifecycleOf(db, access.job), { type: "edit" }, { now });
      if (Result.isFailure(editable)) return fail(transitionFailure(editable.failure));
      const valid = validateJobDraft(body.job, now);
      if (Result.isFailure(valid)) return fail(jobInvalid(valid.failure));
      const edited: Job = { ...access.job, ...body.job };
      if (!body.post || edited.status === "open") {
        const next = replaceJob(db, edited);
        return { status: 200, json: providerJobView(next, edited, access.business.coupons, now), next };
      }
      return moveJob({ ...ctx, db: replaceJob(db, edited) }, { type: "post" });
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/post",
    auth: "bearer",
    area: "api",
    summary: "Post a draft or reopen a closed job",
    handle: (ctx) => moveJob(ctx, { type: "post" }),
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/close",
    auth: "bearer",
    area: "api",
    summary: "Close an open job by hand",
    handle: (ctx) => moveJob(ctx, { type: "close" }),
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/delete",
    auth: "bearer",
    area: "api",
    summary: "Delete a job without applicants, offers or ongoing work",
    handle: (ctx) => moveJob(ctx, { type: "delete" }),
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/priority/extend",
    auth: "bearer",
    area: "api",
    summary: "Extend (or reactivate when expired) a priority job for 1 coupon",
    handle: (ctx) => {
      const access = manageableJob(ctx);
      if (isFailure(access)) return fail(access);
      const { db, now } = ctx;
      const { business, job } = access;
      const extended = extendPriority(
        { priority: job.priority, expiresAt: Date.parse(job.expiresAt) },
        { now, coupons: business.coupons, periodMs: PRIORITY_PERIOD_DAYS * DAY_MS },
      );
      if (Result.isFailure(extended)) {
        const e = extended.failure;
        if (e._tag === "NotEnoughCoupons") return fail(apiFailure(409, "NOT_ENOUGH_COUPONS", "No coupon left", { coupons: e.coupons, needed: e.needed }));
        if (e._tag === "NoNeedToExtend") return fail(apiFailure(409, "NO_NEED_TO_EXTEND", "Not in its last 24 hours yet", { expiresAt: toWibIso(e.expiresAt) }));
        return fail(apiFailure(409, "NOT_PRIORITY_JOB", "Only priority jobs are extended"));
      }
      // Reactivation reopens a job that closed because its time ran out.
      const reopened = job.status === "closed" && job.vacancies > 0 ? "open" : job.status;
      const updated: Job = { ...job, expiresAt: toWibIso(extended.success.job.expiresAt), status: reopened };
      const updatedBusiness: StoredBusiness = { ...business, coupons: extended.success.coupons };
      const next = replaceBusiness(replaceJob(db, updated), updatedBusiness);
      return { status: 200, json: { job: providerJobView(next, updated, updatedBusiness.coupons, now), coupons: updatedBusiness.coupons }, next };
    },
  }),
];
