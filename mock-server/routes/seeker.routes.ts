import { Result } from "effect";
import { SaveJobBody } from "../../domain/seeker/job-card.schema";
import { profileCompleteness, SeekerProfileInput, validateSeekerProfile } from "../../domain/seeker/profile.rules";
import { toWibIso } from "../dev/clock";
import { apiFailure } from "../http/errors";
import { endpoint, endpointWithBody, fail, type Endpoint } from "../http/endpoint";
import { callerOf, forbidden, jobCard, jobNotFound, profileOf, publicResume, refusalFailure, visibleJob } from "../seeker/seeker.logic";
import type { Db } from "../store/db.schema";

const onlySeekers = () => forbidden("Only an account with the seeker role has a seeker profile");

const pointFrom = (query: Readonly<Record<string, string | undefined>>) => {
  if (query.lat === undefined && query.lng === undefined) return { ok: true as const, point: null };
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { ok: true as const, point: { lat, lng } }
    : { ok: false as const };
};

/** The seeker's own profile, saved jobs and job detail (docs/api.md "Seeker"). */
export const seekerEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/seeker/profile",
    auth: "bearer",
    area: "api",
    summary: "The caller's seeker profile (null before the first save) and its completeness",
    handle: ({ db, caller }) => {
      const { account } = callerOf(caller);
      if (!account.roles.includes("seeker")) return fail(onlySeekers());
      const profile = profileOf(db, account.userId) ?? null;
      return { status: 200, json: { profile, completenessPercent: profileCompleteness(profile) } };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/seeker/profile",
    auth: "bearer",
    area: "api",
    summary: "Save the caller's seeker profile (18+, min salary below expected, up to 5 positions and locations)",
    body: SeekerProfileInput,
    handle: ({ body, db, caller, now }) => {
      const { account } = callerOf(caller);
      if (!account.roles.includes("seeker")) return fail(onlySeekers());
      const checked = validateSeekerProfile(body, now);
      if (Result.isFailure(checked)) return fail(refusalFailure(checked.failure));
      const profile = { ...body, userId: account.userId } as Db["seekerProfiles"][number];
      const next: Db = {
        ...db,
        seekerProfiles: [...db.seekerProfiles.filter((p) => p.userId !== account.userId), profile],
        accounts: db.accounts.map((a) => (a.userId === account.userId ? { ...a, fullName: body.fullName } : a)),
      };
      return { status: 200, json: { profile, completenessPercent: profileCompleteness(profile) }, next };
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
      if (!from.ok) return fail(apiFailure(400, "INVALID_QUERY", "lat and lng must be coordinates", { field: "lat" }));
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
  endpoint({
    method: "GET",
    path: "/api/seekers/:userId/resume",
    auth: "none",
    area: "api",
    summary: "A seeker's public resume (the share, phone, printable and badge pages)",
    handle: ({ db, params, now }) => {
      const profile = profileOf(db, params.userId ?? "");
      if (profile === undefined) return fail(apiFailure(404, "RESUME_NOT_FOUND", "No resume for this seeker"));
      return { status: 200, json: publicResume(profile, now) };
    },
  }),
];
