import { Result } from "effect";
import { rankJobsFor, rankSeekersFor } from "../../../domain/matching/smart-invitation.rules";
import {
  MatchedJobs,
  SMART_PROPOSALS_MAX,
  TalentInvitationRequest,
  TalentInvitationResult,
  TalentPage,
  TalentProfile,
  TalentProposals,
} from "../../../domain/matching/talent-api.schema";
import { checkJobTakesInvitations, TalentNotInPool } from "../../../domain/matching/talent-invitation.rules";
import { parseTalentQuery, searchTalent } from "../../../domain/matching/talent-search.rules";
import { isJobOpenAt, SEARCH_PAGE_MAX } from "../../../domain/seeker/job-search.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { callerCan, callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, refuse, type Caller, type Endpoint, type QueryParameter } from "../../http/endpoint";
import { forbidden, isApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredTalentInvitation } from "../../store/talent.db-schema";
import { postCard } from "../chat/chat.public";
import { jobCard } from "../job-search/job-search.public";
import { jobToManage } from "../provider-jobs/provider-jobs.public";
import { profileOf, publicResume } from "../seeker-profile/seeker-profile.public";
import { seekerRating } from "../work/work.public";
import { invitedTo, matchJobOf, matchSeekerOf, poolOf, talentCard } from "./talent.logic";

const TALENT_QUERY: readonly QueryParameter[] = [
  { name: "position", required: false, description: "Words of a preferred position (at most 60 characters)" },
  { name: "area", required: false, description: "A district of the service areas; distances are measured from its centre" },
  { name: "distanceKm", required: false, description: "1-50, with area: at most this far" },
  { name: "salaryMax", required: false, description: "Monthly Rupiah: her expected salary at most this (a seeker who asks none fits)" },
  { name: "badge", required: false, description: "A badge she holds" },
  { name: "completenessMin", required: false, description: "0-100: profile completeness at least this" },
  { name: "cursor", required: false, description: "nextCursor of the previous page" },
  { name: "limit", required: false, description: "1-50, default 20" },
];

const notRecruiting = () => forbidden("Only the business's Admin or an accepted Member searches the talent pool");

/** The caller's business when they may recruit for it (Admin or accepted Member), else undefined. */
const recruitingBusiness = (db: Db, caller: Caller | undefined): string | undefined => {
  const businessId = callerOf(caller).account.companyId;
  return businessId !== undefined && callerCan(db, caller, "recruit", { kind: "business", businessId }) ? businessId : undefined;
};

/** The talent pool and smart invitation (issue 24, docs/api.md "Talent pool"), and the seeker's jobs ranked by the same rule. */
export const talentEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/talent",
    success: { status: 200, schema: TalentPage },
    errors: ["INVALID_QUERY", "FORBIDDEN"],
    query: TALENT_QUERY,
    auth: "bearer",
    area: "api",
    summary: "Seekers open to offers (18+), filtered by position, area and distance, salary expectation, badge and profile completeness; most complete first",
    handle: ({ db, caller, query, now }) => {
      const businessId = recruitingBusiness(db, caller);
      if (businessId === undefined) return fail(notRecruiting());
      const parsed = parseTalentQuery(query);
      if (Result.isFailure(parsed)) return refuse(parsed.failure);
      const page = searchTalent(parsed.success, poolOf(db, now, businessId));
      return {
        status: 200,
        json: {
          items: page.items.map((r) => talentCard(r.talent, r.distanceKm)),
          total: page.total,
          nextCursor: page.nextOffset === null ? null : String(page.nextOffset),
        },
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/talent/:seekerId",
    success: { status: 200, schema: TalentProfile },
    errors: ["TALENT_NOT_IN_POOL", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "A pool seeker's profile as a provider opens it: her public resume (no date of birth, phone, address or identity documents), expected salary, the caller's jobs she was invited to",
    handle: ({ db, caller, params, now }) => {
      const businessId = recruitingBusiness(db, caller);
      if (businessId === undefined) return fail(notRecruiting());
      const seekerId = params.seekerId ?? "";
      const talent = poolOf(db, now, businessId).find((t) => t.seekerId === seekerId);
      if (talent === undefined) return refuse(new TalentNotInPool({ seekerId }));
      const ours = new Set<string>(db.jobs.filter((j) => j.businessId === businessId).map((j) => j.jobId));
      return {
        status: 200,
        json: {
          resume: { ...publicResume(talent.profile, now), rating: seekerRating(db, seekerId) },
          expectedMonthlySalary: talent.expectedMonthlySalary,
          invitedToJobIds: db.talentInvitations.filter((i) => i.seekerId === seekerId && ours.has(i.jobId)).map((i) => i.jobId),
        },
      };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId/talent-proposals",
    success: { status: 200, schema: TalentProposals },
    errors: ["JOB_NOT_FOUND", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: `Smart invitation: the pool seekers the rule proposes for the job (position, distance, salary fit, availability under the 2-hour rule), best ${SMART_PROPOSALS_MAX} first, with whether each is invited`,
    handle: ({ db, caller, params, now }) => {
      const job = jobToManage(db, caller, params.jobId, "Only the job's Admin, its creator or the Member it was given invites for it");
      if (isApiFailure(job)) return fail(job);
      const pool = poolOf(db, now, job.businessId);
      const byId = new Map(pool.map((t) => [t.seekerId, t]));
      const ranked = rankSeekersFor(matchJobOf(job, now), pool.map((t) => t.match)).slice(0, SMART_PROPOSALS_MAX);
      return {
        status: 200,
        json: {
          jobId: job.jobId,
          position: job.position,
          items: ranked.flatMap((r) => {
            const talent = byId.get(r.item.seekerId);
            return talent === undefined ? [] : [{ talent: talentCard(talent, null), score: r.score, invited: invitedTo(db, job.jobId, talent.seekerId) }];
          }),
        },
      };
    },
  }),
  endpointWithBody({
    method: "POST",
    path: "/api/jobs/:jobId/talent-invitations",
    success: { status: 200, schema: TalentInvitationResult },
    errors: ["JOB_NOT_FOUND", "JOB_NOT_OPEN", "JOB_EXPIRED", "TALENT_NOT_IN_POOL", "FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: "Invite pool seekers to apply to the job (one from her profile, or the top proposals in one step); a seeker already invited is not invited again",
    body: TalentInvitationRequest,
    handle: ({ body, db, caller, params, now }) => {
      const job = jobToManage(db, caller, params.jobId, "Only the job's Admin, its creator or the Member it was given invites for it");
      if (isApiFailure(job)) return fail(job);
      const open = checkJobTakesInvitations(job, now);
      if (Result.isFailure(open)) return refuse(open.failure);
      const pool = new Set(poolOf(db, now, job.businessId).map((t) => t.seekerId));
      const outside = body.seekerIds.find((id) => !pool.has(id));
      if (outside !== undefined) return refuse(new TalentNotInPool({ seekerId: outside }));
      const unique = [...new Set(body.seekerIds)];
      const already = unique.filter((id) => invitedTo(db, job.jobId, id));
      const fresh = unique.filter((id) => !invitedTo(db, job.jobId, id));
      const { account } = callerOf(caller);
      const rows: StoredTalentInvitation[] = fresh.map((seekerId) => ({
        jobId: job.jobId,
        seekerId,
        invitedBy: account.userId,
        via: unique.length > 1 ? "smart" : "pool",
        at: toWibIso(now),
      }));
      // Each new invitation is a card in the (job, seeker) conversation: the chat tells her and the job's providers.
      const next: Db | undefined =
        rows.length === 0
          ? undefined
          : rows.reduce<Db>((so, row) => postCard(so, { jobId: job.jobId, seekerId: row.seekerId }, { kind: "jobInvitation", jobId: job.jobId }, now), {
              ...db,
              talentInvitations: [...db.talentInvitations, ...rows],
            });
      return { status: 200, json: { jobId: job.jobId, invited: fresh, alreadyInvited: already }, ...(next === undefined ? {} : { next }) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/seeker/matched-jobs",
    success: { status: 200, schema: MatchedJobs },
    errors: ["FORBIDDEN"],
    auth: "bearer",
    area: "api",
    summary: `Open jobs ranked for the caller by the smart invitation's rule (the same score providers see), best ${SEARCH_PAGE_MAX} first; none before her profile`,
    handle: ({ db, caller, now }) => {
      const { account } = callerOf(caller);
      if (!callerCan(db, caller, "apply")) return fail(forbidden("Switch to the seeker role for jobs ranked for you"));
      const profile = profileOf(db, account.userId);
      if (profile === undefined) return { status: 200, json: { items: [] } };
      const open = db.jobs.filter((j) => isJobOpenAt(j, now) && j.businessId !== account.companyId);
      const byId = new Map<string, (typeof open)[number]>(open.map((j) => [j.jobId, j]));
      const seeker = matchSeekerOf(db, profile, now);
      const ranked = rankJobsFor(seeker, open.map((j) => matchJobOf(j, now))).slice(0, SEARCH_PAGE_MAX);
      return {
        status: 200,
        json: {
          items: ranked.flatMap((r) => {
            const job = byId.get(r.item.jobId);
            return job === undefined ? [] : [{ card: jobCard(db, job, account.userId, seeker.point), score: r.score }];
          }),
        },
      };
    },
  }),
];
