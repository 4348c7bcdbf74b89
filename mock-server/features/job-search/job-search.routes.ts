import { Result } from "effect";
import { SaveJobBody } from "../../../domain/seeker/job-card.schema";
import { parseJobSearchQuery, searchJobs } from "../../../domain/seeker/job-search.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Endpoint } from "../../http/endpoint";
import { apiFailure, jobNotFound } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import { jobCard, shownDistanceKm, visibleJob } from "./job-card.logic";

const pointFrom = (query: Readonly<Record<string, string | undefined>>) => {
  if (query.lat === undefined && query.lng === undefined) return { ok: true as const, point: null };
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { ok: true as const, point: { lat, lng } }
    : { ok: false as const };
};

/** Finding jobs: the nearest open jobs with filters, one job as the seeker sees it, saved jobs (docs/api.md "Seeker"). */
export const jobSearchEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/job-search",
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
          items: page.items.map((r) => ({ ...jobCard(db, r.job, userId, null), distanceKm: shownDistanceKm(r.job, r.distanceKm) })),
          nextCursor: page.nextOffset === null ? null : String(page.nextOffset),
        },
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/seeker/jobs/:jobId",
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
    auth: "bearer",
    area: "api",
    summary: "Unsave a job (unsaving one that is not saved changes nothing)",
    handle: ({ db, caller, params }) => {
      const { account } = callerOf(caller);
      const next: Db = { ...db, savedJobs: db.savedJobs.filter((s) => !(s.userId === account.userId && s.jobId === params.jobId)) };
      return { status: 204, next };
    },
  }),
];
