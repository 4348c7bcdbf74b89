import { Result } from "effect";
import { JobCard, JobCardPage, SaveJobBody } from "../../../domain/seeker/job-card.schema";
import { parseJobSearchQuery, searchJobs } from "../../../domain/seeker/job-search.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint, type QueryParameter } from "../../http/endpoint";
import { apiFailure, jobNotFound } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import { businessPageEndpoints } from "./business-page.routes";
import { jobCard, visibleJob } from "./job-card.logic";

const pointFrom = (query: Readonly<Record<string, string | undefined>>) => {
  if (query.lat === undefined && query.lng === undefined) return { ok: true as const, point: null };
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { ok: true as const, point: { lat, lng } }
    : { ok: false as const };
};

const FROM_LAT: QueryParameter = { name: "lat", required: false, description: "Latitude the distance is measured from (with lng)" };
const FROM_LNG: QueryParameter = { name: "lng", required: false, description: "Longitude the distance is measured from (with lat)" };

/** The query parseJobSearchQuery reads (docs/api.md "Seeker"). */
const JOB_SEARCH_QUERY: readonly QueryParameter[] = [
  { ...FROM_LAT, required: true, description: "Latitude to sort by distance from (-90 to 90)" },
  { ...FROM_LNG, required: true, description: "Longitude to sort by distance from (-180 to 180)" },
  { name: "salaryMin", required: false, description: "Monthly Rupiah, with salaryMax: Rp1.000.000-Rp200.000.000 in Rp500.000 steps, below salaryMax" },
  { name: "salaryMax", required: false, description: "Monthly Rupiah, with salaryMin" },
  { name: "category", required: false, description: "A category id of GET /api/categories" },
  { name: "jobType", required: false, description: "fullTime | partTime" },
  { name: "city", required: false, description: "A Jabodetabek city" },
  { name: "position", required: false, description: "Words of the position" },
  { name: "cursor", required: false, description: "nextCursor of the previous page" },
  { name: "limit", required: false, description: "1-50, default 20" },
];

/** Finding jobs: the nearest open jobs with filters, one job as the seeker sees it, saved jobs, a business's page (docs/api.md "Seeker"). */
export const jobSearchEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/job-search",
    success: { status: 200, schema: JobCardPage },
    errors: ["INVALID_QUERY"],
    query: JOB_SEARCH_QUERY,
    auth: "optional",
    area: "api",
    summary: "Open jobs sorted by distance from ?lat&lng, filtered by salary, category, type, city, position",
    handle: ({ db, caller, query, now }) => {
      const parsed = parseJobSearchQuery(query);
      if (Result.isFailure(parsed)) return refuse(parsed.failure);
      const page = searchJobs(db.jobs, parsed.success, now);
      const userId = caller?.account.userId;
      return {
        status: 200,
        json: {
          items: page.items.map((r) => jobCard(db, r.job, userId, parsed.success.from)),
          nextCursor: page.nextOffset === null ? null : String(page.nextOffset),
        },
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/seeker/jobs/:jobId",
    success: { status: 200, schema: JobCard },
    errors: ["JOB_NOT_FOUND", "INVALID_QUERY"],
    query: [FROM_LAT, FROM_LNG],
    auth: "bearer",
    area: "api",
    summary: "One job as the caller sees it (saved, applied; distance from ?lat&lng)",
    handle: ({ db, caller, params, query }) => {
      const { account } = callerOf(caller);
      const from = pointFrom(query);
      if (!from.ok) return fail(apiFailure("INVALID_QUERY", "lat and lng must be coordinates", { field: "lat" }));
      const job = visibleJob(db, params.jobId);
      if (job === undefined) return fail(jobNotFound());
      return { status: 200, json: jobCard(db, job, account.userId, from.point) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/seeker/saved-jobs",
    success: { status: 200, schema: JobCardPage },
    auth: "bearer",
    area: "api",
    summary: "The caller's saved jobs (Disimpan), most recently saved first",
    handle: ({ db, caller }) => {
      const { account } = callerOf(caller);
      const items = db.savedJobs
        .filter((s) => s.userId === account.userId)
        .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
        .flatMap((s) => {
          const job = visibleJob(db, s.jobId);
          return job === undefined ? [] : [jobCard(db, job, account.userId, null)];
        });
      return { status: 200, json: { items, nextCursor: null } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/seeker/saved-jobs",
    success: { status: 200, schema: JobCard },
    errors: ["JOB_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "Save a job (saving it again changes nothing)",
    body: SaveJobBody,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      const job = visibleJob(db, body.jobId);
      if (job === undefined) return fail(jobNotFound());
      const already = db.savedJobs.some((s) => s.userId === account.userId && s.jobId === job.jobId);
      const next: Db = already ? db : { ...db, savedJobs: [...db.savedJobs, { userId: account.userId, jobId: job.jobId, savedAt: toWibIso(now) }] };
      return { status: 200, json: jobCard(next, job, account.userId, null), next };
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/seeker/saved-jobs/:jobId/remove",
    success: { status: 204, schema: null },
    auth: "bearer",
    area: "api",
    summary: "Unsave a job (unsaving one that is not saved changes nothing)",
    handle: ({ db, caller, params }) => {
      const { account } = callerOf(caller);
      const next: Db = { ...db, savedJobs: db.savedJobs.filter((s) => !(s.userId === account.userId && s.jobId === params.jobId)) };
      return { status: 204, next };
    },
  }),
  ...businessPageEndpoints(),
];
