import { Result } from "effect";
import { validateJobDraft, type JobDraftError } from "../../../domain/job/job-draft.rules";
import { PriorityExtended, ProviderJob, ProviderJobList, PublicJob, SaveJobRequest } from "../../../domain/job/job-api.schema";
import { transitionJob, type JobEvent } from "../../../domain/job/job.machine";
import type { Job } from "../../../domain/job/job.schema";
import { checkCanPost } from "../../../domain/job/posting.rules";
import { extendPriority } from "../../../domain/job/priority.rules";
import { PRIORITY_PERIOD_DAYS } from "../../../domain/policy/business-constants";
import { DAY_MS, toWibIso } from "../../../domain/shared/wib-time";
import { accountManagesJob, actorOf, businessOf, callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure, domainFailure, isApiFailure as isFailure, jobNotFound, type ApiFailure } from "../../http/errors";
import type { Db, StoredAccount } from "../../store/db.schema";
import type { StoredBusiness } from "../../store/provider.db-schema";
import { businessNotFound, replaceBusiness } from "../provider-business/provider-business.public";
import { currentJob, findVisibleJob, jobToManage, lifecycleOf, providerJobView, replaceJob } from "./provider-jobs.logic";
import { withScreening } from "./screening.logic";

/** The draft's broken rules, each by its code (docs/api.md: `details.rules`). */
const jobInvalid = (errors: readonly JobDraftError[]) =>
  apiFailure("JOB_INVALID", "The job breaks a business rule", { rules: errors.map((e) => e.code) });

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

/** A job of the caller's business that the caller may manage, as it stands now, with the business. */
const manageableJob = (ctx: HandlerContext<unknown>): JobAccess | ApiFailure => {
  const { db, params, now, caller } = ctx;
  const { account } = callerOf(caller);
  const stored = jobToManage(db, caller, params.jobId, "The caller may not manage this job");
  if (isFailure(stored)) return stored;
  const business = businessOf(db, account);
  if (business === undefined) return businessNotFound();
  return { account, business, job: currentJob(db, stored, now) };
};

/** Posting needs an accepted membership and a verified business; a draft only the membership. */
const postingFailure = (db: Db, account: StoredAccount, business: StoredBusiness, posting = true): ApiFailure | null => {
  const verified = !posting || business.verification.status === "approved";
  const allowed = checkCanPost({ actor: actorOf(db, account), businessVerified: verified });
  return Result.isFailure(allowed) ? domainFailure(allowed.failure) : null;
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
  if (Result.isFailure(moved)) return refuse(moved.failure);
  const job = change({ ...access.job, status: moved.success.status });
  const next = replaceJob(db, job);
  return { status: 200, json: providerJobView(next, job, access.business.coupons, now), next };
};

/** The provider's jobs and their lifecycle (docs/api.md "Provider: jobs"). */
export const jobsEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/business/jobs",
    success: { status: 200, schema: ProviderJobList },
    errors: ["BUSINESS_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "The jobs of the caller's business that the caller may manage, newest first, with the coupon balance",
    handle: ({ db, caller, now }) => {
      const mine = myBusiness(db, caller);
      if (isFailure(mine)) return fail(mine);
      const items = db.jobs
        .filter((j) => j.businessId === mine.business.businessId && j.status !== "deleted" && accountManagesJob(db, callerOf(caller).account, j))
        .reverse()
        .map((j) => providerJobView(db, j, mine.business.coupons, now));
      return { status: 200, json: { items, nextCursor: null, coupons: mine.business.coupons } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/business/jobs",
    success: { status: 201, schema: ProviderJob },
    errors: ["POSTING_BLOCKED", "JOB_INVALID", "SCREENING_QUESTIONS_INVALID", "BUSINESS_NOT_FOUND"],
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
      const screened = withScreening(
        {
          ...body.job,
          jobId: `j-1${n}` as Job["jobId"],
          businessId: mine.business.businessId,
          companyId: mine.business.businessId as string as NonNullable<Job["companyId"]>,
          createdBy: mine.account.userId as Job["createdBy"],
          assignedTo: [],
          status: body.post ? "open" : "draft",
        },
        body.screeningQuestions,
      );
      if (Result.isFailure(screened)) return refuse(screened.failure);
      const job = screened.success;
      const next: Db = { ...db, jobs: [...db.jobs, job] };
      return { status: 201, json: providerJobView(next, job, mine.business.coupons, now), next };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId",
    success: { status: 200, schema: PublicJob },
    errors: ["JOB_NOT_FOUND"],
    auth: "optional",
    area: "api",
    summary: "One job for anyone (share pages, seekers): open and closed jobs; drafts only to those who may manage them",
    handle: ({ db, caller, params, now }) => {
      const stored = findVisibleJob(db, caller, params.jobId);
      if (stored === undefined) return fail(jobNotFound());
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
    success: { status: 200, schema: ProviderJob },
    errors: ["JOB_NOT_EDITABLE", "JOB_INVALID", "SCREENING_QUESTIONS_INVALID", "POSTING_BLOCKED", "JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Edit a job (only before any applicant or offer); `post` true also posts a draft",
    body: SaveJobRequest,
    handle: (ctx) => {
      const access = manageableJob(ctx);
      if (isFailure(access)) return fail(access);
      const { db, now, body } = ctx;
      const editable = transitionJob(lifecycleOf(db, access.job), { type: "edit" }, { now });
      if (Result.isFailure(editable)) return refuse(editable.failure);
      const valid = validateJobDraft(body.job, now);
      if (Result.isFailure(valid)) return fail(jobInvalid(valid.failure));
      const screened = withScreening({ ...access.job, ...body.job }, body.screeningQuestions);
      if (Result.isFailure(screened)) return refuse(screened.failure);
      const edited = screened.success;
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
    success: { status: 200, schema: ProviderJob },
    errors: ["JOB_CANNOT_OPEN", "INVALID_TRANSITION", "POSTING_BLOCKED", "JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Post a draft or reopen a closed job",
    handle: (ctx) => moveJob(ctx, { type: "post" }),
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/close",
    success: { status: 200, schema: ProviderJob },
    errors: ["INVALID_TRANSITION", "JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Close an open job by hand",
    handle: (ctx) => moveJob(ctx, { type: "close" }),
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/delete",
    success: { status: 200, schema: ProviderJob },
    errors: ["JOB_NOT_DELETABLE", "JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Delete a job without applicants, offers or ongoing work",
    handle: (ctx) => moveJob(ctx, { type: "delete" }),
  }),
  endpoint({
    method: "POST",
    path: "/api/jobs/:jobId/priority/extend",
    success: { status: 200, schema: PriorityExtended },
    errors: ["NOT_ENOUGH_COUPONS", "NO_NEED_TO_EXTEND", "NOT_PRIORITY_JOB", "JOB_NOT_FOUND", "FORBIDDEN"],
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
      if (Result.isFailure(extended)) return refuse(extended.failure);
      // Reactivation reopens a job that closed because its time ran out.
      const reopened = job.status === "closed" && job.vacancies > 0 ? "open" : job.status;
      const updated: Job = { ...job, expiresAt: toWibIso(extended.success.job.expiresAt), status: reopened };
      const updatedBusiness: StoredBusiness = { ...business, coupons: extended.success.coupons };
      const next = replaceBusiness(replaceJob(db, updated), updatedBusiness);
      return { status: 200, json: { job: providerJobView(next, updated, updatedBusiness.coupons, now), coupons: updatedBusiness.coupons }, next };
    },
  }),
];
