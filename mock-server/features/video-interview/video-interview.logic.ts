import type { Language } from "../../../domain/identity/language";
import type { Job } from "../../../domain/job/job.schema";
import { INTERVIEW_ANSWER_SECONDS, INTERVIEW_THINK_SECONDS } from "../../../domain/policy/business-constants";
import type { InterviewState } from "../../../domain/seeker/video.machine";
import { videoInterviewStatusAt } from "../../../domain/video-interview/video-interview.rules";
import type { VideoInterview } from "../../../domain/video-interview/video-interview.schema";
import { callerCan, jobCallerManages } from "../../http/caller";
import type { Caller } from "../../http/endpoint";
import { apiFailure, type ApiFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredVideoInterview } from "../../store/video-interview.db-schema";
import { profileOf } from "../seeker-profile/seeker-profile.public";

export const interviewNotFound = (): ApiFailure => apiFailure("VIDEO_INTERVIEW_NOT_FOUND", "No video interview with this id for the caller");

/** Its status now: an open one past its deadline reads expired. */
export const statusNow = (iv: StoredVideoInterview, now: number) => videoInterviewStatusAt(iv.status, Date.parse(iv.deadline), now);

/** The stored interview as the domain's machine sees it. */
export const machineStateOf = (iv: StoredVideoInterview, now: number): InterviewState => ({
  status: statusNow(iv, now),
  expiresAt: Date.parse(iv.deadline),
  answered: iv.answers.filter((a) => a !== null).length,
  questions: iv.questions.length,
});

/** Who may see it: the seeker it was sent to (seeker role), or a provider who manages its job (Admin, or the Member who created or was given it). */
export const interviewFor = (db: Db, caller: Caller | undefined, interviewId: string | undefined): { iv: StoredVideoInterview; side: "seeker" | "provider" } | ApiFailure => {
  const iv = db.videoInterviews.find((v) => v.interviewId === interviewId);
  if (iv === undefined || caller === undefined) return interviewNotFound();
  if (iv.seekerUserId === caller.account.userId && callerCan(db, caller, "recordVideo", { kind: "own", ownerId: iv.seekerUserId })) return { iv, side: "seeker" };
  if (jobCallerManages(db, caller, iv.jobId) !== undefined) return { iv, side: "provider" };
  return interviewNotFound();
};

const businessNameOf = (db: Db, job: Job | undefined): string => {
  const business = db.businesses.find((b) => b.businessId === job?.businessId);
  return business?.brandName ?? business?.registeredName ?? db.companies.find((c) => c.companyId === job?.businessId)?.name ?? "";
};

/** What both sides read of a video interview (docs/api.md "VideoInterview"). */
export const interviewView = (db: Db, iv: StoredVideoInterview, now: number): typeof VideoInterview.Encoded => {
  const job = db.jobs.find((j) => j.jobId === iv.jobId);
  return {
    interviewId: iv.interviewId,
    jobId: iv.jobId,
    applicationId: iv.applicationId,
    position: job?.position ?? "",
    businessName: businessNameOf(db, job),
    seekerName: profileOf(db, iv.seekerUserId)?.fullName ?? db.accounts.find((a) => a.userId === iv.seekerUserId)?.fullName ?? "",
    status: statusNow(iv, now),
    questions: iv.questions.map((text, i) => ({ text, answer: iv.answers[i] ?? null })),
    thinkSeconds: INTERVIEW_THINK_SECONDS,
    answerSeconds: INTERVIEW_ANSWER_SECONDS,
    deadline: iv.deadline,
    sentAt: iv.sentAt,
    submittedAt: iv.submittedAt ?? null,
    result: iv.result === undefined ? null : { decision: iv.result.decision, ...(iv.result.reason === undefined ? {} : { reason: iv.result.reason }), decidedAt: iv.result.decidedAt },
  };
};

/** Replaces one interview in the data, with its status as the clock left it (an expiry is written when something happens to it). */
export const withInterview = (db: Db, iv: StoredVideoInterview): Db => ({
  ...db,
  videoInterviews: db.videoInterviews.map((v) => (v.interviewId === iv.interviewId ? iv : v)),
});

/** The reason of the rejection the application's latest video interview carries, if that is its mark (Aktivitas shows it). */
export const rejectionReasonOf = (db: Db, applicationId: string): string | undefined => {
  const latest = db.videoInterviews.filter((v) => v.applicationId === applicationId).at(-1);
  return latest?.result?.decision === "rejected" ? latest.result.reason : undefined;
};

/** A category's name in `language` from the reference data (categories are stored by id, "fnb"); the id when it has none. */
export const categoryName = (db: Db, categoryId: string, language: Language): string => {
  const name = db.categories.find((c) => c["id"] === categoryId)?.["name"];
  const text = typeof name === "object" && name !== null ? (name as Record<string, unknown>)[language] : undefined;
  return typeof text === "string" ? text : categoryId;
};
