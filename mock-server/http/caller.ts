import type { UserId } from "../../domain/identity/session.schema";
import type { Job } from "../../domain/job/job.schema";
import { can, type Action, type Actor, type Resource } from "../../domain/permissions/can.rules";
import type { Db, StoredAccount } from "../store/db.schema";
import type { StoredBusiness } from "../store/provider.db-schema";
import { isSessionLive } from "../store/sessions";
import type { Caller } from "./endpoint";

/**
 * The one place that says who calls and what they may do: every endpoint narrows its caller here
 * and asks the domain's `can()` with the caller's real standing (a Member whose request to join is
 * still under review is `underReview`, never `accepted`).
 */

/** bearer endpoints only run with a caller; this narrows the type for them. */
export const callerOf = (caller: Caller | undefined): Caller => {
  if (caller === undefined) throw new Error("bearer endpoint reached without a caller");
  return caller;
};

/** The one business the account belongs to (as Admin or Member, accepted or not). */
export const businessOf = (db: Db, account: StoredAccount): StoredBusiness | undefined =>
  account.companyId === undefined ? undefined : db.businesses.find((b) => b.businessId === account.companyId);

/** The account as the permission rules see it: active role, and its real place in its business. */
export const actorOf = (db: Db, account: StoredAccount): Actor => {
  if (account.companyId === undefined || account.companyRole === undefined) return { userId: account.userId, activeRole: account.activeRole };
  const pending = businessOf(db, account)?.pendingMembers.includes(account.userId) ?? false;
  return {
    userId: account.userId,
    activeRole: account.activeRole,
    membership: { businessId: account.companyId, role: account.companyRole, status: pending ? "underReview" : "accepted" },
  };
};

export const jobResource = (job: Job): Resource => ({ kind: "job", businessId: job.businessId, createdBy: job.createdBy, assignedTo: job.assignedTo });

/** `can()` for a caller who may be logged out (a logged-out caller may do nothing). */
export const callerCan = (db: Db, caller: Caller | undefined, action: Action, resource?: Resource): boolean =>
  caller !== undefined && can(actorOf(db, caller.account), action, resource);

/**
 * Whether the account, in the role it is in now, may manage the job (spec 6: the business's Admin
 * every job; an accepted Member those she created or was given; a pending Member none). Chatting
 * about a job, offering it and moving it are the same right (`can()`'s job actions).
 */
export const accountManagesJob = (db: Db, account: StoredAccount, job: Job): boolean => can(actorOf(db, account), "manageJob", jobResource(job));

/**
 * The job of this id when the caller may manage it, else undefined (no such job, logged out, or not
 * hers): the one check behind every "the job the caller may manage" of the mock (hires,
 * cancellations, interviews, video interviews; provider-jobs' `jobToManage` for the job's own endpoints).
 */
export const jobCallerManages = (db: Db, caller: Caller | undefined, jobId: string | undefined): Job | undefined => {
  const job = db.jobs.find((j) => j.jobId === jobId);
  return job !== undefined && caller !== undefined && accountManagesJob(db, caller.account, job) ? job : undefined;
};

/**
 * Everyone who may manage the job, whatever role each is in right now: whom the event stream
 * tells of it (the stream is the person's; the screens she opens check her role again).
 */
export const managersOfJob = (db: Db, job: Job): UserId[] =>
  db.accounts.filter((a) => accountManagesJob(db, { ...a, activeRole: "provider" }, job)).map((a) => a.userId as UserId);

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The caller behind an Authorization header, or undefined when the token is missing, unknown, revoked or expired at `now`. */
export const findCaller = (db: Db, authorization: string | undefined, now: number): Caller | undefined => {
  const token = BEARER.exec(authorization ?? "")?.[1];
  if (token === undefined) return undefined;
  const session = db.sessions.find((s) => s.token === token);
  if (session === undefined || !isSessionLive(session, now)) return undefined;
  const account = db.accounts.find((a) => a.userId === session.userId);
  return account === undefined ? undefined : { token, account };
};
