import { randomBytes } from "node:crypto";
import { Result } from "effect";
import type { UserId } from "../../../domain/identity/session.schema";
import type { CreateInterviewRequest, InterviewDetail, InterviewEvent } from "../../../domain/interview/interview.schema";
import { checkInvitee, interviewStatusAt, isInterviewLive, isReminderDue, reminderAt, transitionInterview, validateInvitation } from "../../../domain/interview/interview.rules";
import type { EpochMillis, InterviewInvitationId, JobId } from "../../../domain/shared/ids.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { jobCallerManages, managersOfJob } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import { apiFailure, domainFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredInterview } from "../../store/interviews.db-schema";
import { postCard } from "../chat/chat.public";
import { profileOf } from "../seeker-profile/seeker-profile.public";

export type Viewer = "provider" | "seeker";
export type Changed = Result.Result<{ readonly db: Db; readonly interview: StoredInterview }, ApiFailure>;

export const interviewNotFound = (): ApiFailure => apiFailure("INTERVIEW_NOT_FOUND", "No such interview invitation");

export const interviewById = (db: Db, interviewId: string | undefined): StoredInterview | undefined => db.interviews.find((i) => i.interviewId === interviewId);

/**
 * Which side the caller reads an invitation from: its seeker, or one who may manage its job in the
 * provider role; anyone else may not know it exists (null: 404).
 */
export const viewerOf = (db: Db, caller: Caller | undefined, interview: StoredInterview): Viewer | null => {
  if (caller === undefined) return null;
  if (caller.account.userId === interview.seekerId) return "seeker";
  return jobCallerManages(db, caller, interview.jobId) === undefined ? null : "provider";
};

/** Who is told about an invitation: its seeker and every provider who may manage its job (docs/api.md "Events"). */
export const audienceOf = (db: Db, interview: StoredInterview): UserId[] => {
  const job = db.jobs.find((j) => j.jobId === interview.jobId);
  return [interview.seekerId as UserId, ...(job === undefined ? [] : managersOfJob(db, job))];
};

const businessNameOf = (db: Db, businessId: string): string => {
  const business = db.businesses.find((b) => b.businessId === businessId);
  return business === undefined ? "" : (business.brandName ?? business.registeredName);
};

export const interviewView = (db: Db, i: StoredInterview, viewer: Viewer, now: number): InterviewDetail =>
  ({
    interviewId: i.interviewId,
    jobId: i.jobId,
    jobTitle: db.jobs.find((j) => j.jobId === i.jobId)?.position ?? "",
    businessName: businessNameOf(db, i.businessId),
    seekerId: i.seekerId,
    seekerName: db.accounts.find((a) => a.userId === i.seekerId)?.fullName ?? "",
    place: i.place,
    startsAt: toWibIso(i.startsAt),
    contact: i.contact,
    letter: i.letter,
    status: interviewStatusAt(i, now),
    reason: i.state.status === "declined" ? i.state.reason : i.state.status === "anotherTimeAsked" ? i.state.note : null,
    remindAt: toWibIso(reminderAt(i.startsAt)),
    viewer,
    createdAt: toWibIso(i.createdAt),
  }) as InterviewDetail;

const replace = (db: Db, interview: StoredInterview): Db => ({ ...db, interviews: db.interviews.map((i) => (i.interviewId === interview.interviewId ? interview : i)) });

/**
 * The provider's invitation (the job already checked as the caller's to manage): the seeker applied
 * to the job or is open to offers, no other invitation of the job to her is in play, the time is to
 * come and the letter within its limit.
 */
export const invite = (db: Db, input: { readonly job: { readonly jobId: JobId; readonly businessId: string }; readonly createdBy: string; readonly body: CreateInterviewRequest; readonly now: number }): Changed => {
  const { job, body, now } = input;
  const seeker = db.accounts.find((a) => a.userId === body.seekerId);
  if (seeker === undefined || !seeker.roles.includes("seeker")) return Result.fail(apiFailure("SEEKER_NOT_FOUND", "No such job seeker"));
  const live = db.interviews.find((i) => i.jobId === job.jobId && i.seekerId === body.seekerId && isInterviewLive(i.state) && now < i.startsAt);
  const eligible = checkInvitee({
    appliedToJob: db.applications.some((a) => a.jobId === job.jobId && a.seekerUserId === body.seekerId),
    openToOffers: profileOf(db, body.seekerId)?.openToOffers ?? false,
    liveInvitationId: live?.interviewId ?? null,
  });
  if (Result.isFailure(eligible)) return Result.fail(domainFailure(eligible.failure));
  const valid = validateInvitation({ startsAt: Date.parse(body.startsAt), letter: body.letter }, now);
  if (Result.isFailure(valid)) return Result.fail(domainFailure(valid.failure));
  const interview: StoredInterview = {
    interviewId: `iv-${randomBytes(6).toString("hex")}` as InterviewInvitationId,
    jobId: job.jobId,
    businessId: job.businessId,
    seekerId: body.seekerId,
    createdBy: input.createdBy,
    place: body.place,
    startsAt: valid.success.startsAt,
    contact: body.contact,
    letter: body.letter,
    state: { status: "sent" },
    createdAt: now,
    updatedAt: now,
  };
  const stored = { ...db, interviews: [...db.interviews, interview] };
  // The conversation of (job, seeker) gets the invitation's card, where she answers it too.
  const carded = postCard(stored, { jobId: job.jobId, seekerId: body.seekerId }, { kind: "interviewInvitation", invitationId: interview.interviewId as InterviewInvitationId }, now);
  return Result.succeed({ db: carded, interview });
};

/** A step of the invitation's machine (the caller's side already checked), stored. */
export const move = (db: Db, interview: StoredInterview, event: InterviewEvent, now: number): Changed => {
  const moved = transitionInterview(interview, event, { now });
  if (Result.isFailure(moved)) return Result.fail(domainFailure(moved.failure));
  const next = { ...moved.success, updatedAt: now };
  return Result.succeed({ db: replace(db, next), interview: next });
};

/**
 * The clock's part (committed by a stream's keep-alive): the reminder's card in the conversation of
 * each accepted interview whose reminder time came and whose time has not. postCard posts one card
 * per interview and time, however often this runs; a new time makes a new card.
 */
export const postDueReminderCards = (db: Db, now: number): Db =>
  db.interviews
    .filter((i) => isReminderDue(i, Number.NEGATIVE_INFINITY, now) && now < i.startsAt)
    .reduce((so, i) => postCard(so, { jobId: i.jobId, seekerId: i.seekerId }, { kind: "interviewReminder", invitationId: i.interviewId as InterviewInvitationId, startsAt: i.startsAt as EpochMillis }, now), db);
