import { randomUUID } from "node:crypto";
import { INTERVIEW_RETAKE_MONTHS } from "../../../domain/policy/business-constants";
import { toWibIso } from "../../../domain/shared/wib-time";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { StoredVideoInterview } from "../../store/video-interview.db-schema";
import { paramsOf, type AreaStates } from "../back-office/back-office.public";
import { OFFERS_PROVIDER_STATES } from "../offers/offers.public";

const STAGES = ["applied", "questionsSet", "invited", "inProgress", "recorded", "submitted", "decided", "rejected", "expired"] as const;
/** The reason of the `rejected` stage, which her applications then carry. */
const REJECT_REASON = "We need barista experience";
const QUESTIONS = ["Why do you want this job?", "When can you start?"];
const HOUR_MS = 3_600_000;

/** The states of the video-interview contracts (contracts/consumer/video-interview.pact.test.ts). */
export const VIDEO_INTERVIEW_PROVIDER_STATES = {
  [PROVIDER_STATE.videoInterviewAt]: {
    arranges:
      "As `a provider's open job has an applicant` (default parties), the job with two interview questions, and its applicant's video interview at `stage`: " +
      "applied: no questions set, none sent; questionsSet: none sent yet; invited: sent, deadline in 3 days; inProgress: started, no answer yet, and `answerUrl` a video the seeker uploaded (20 s); " +
      "recorded: both questions answered (20 s each); submitted: submitted now (a new one is refused for " +
      `${INTERVIEW_RETAKE_MONTHS} months); decided: submitted and shortlisted now; rejected: submitted and rejected now with the reason "${REJECT_REASON}", her application rejected; expired: sent 4 days ago, its deadline an hour ago, never started.`,
    params: { stage: STAGES.join(" | ") },
    values: {
      providerToken: "the provider's bearer token",
      seekerToken: "the seeker's bearer token",
      jobId: "the job",
      applicationId: "the seeker's application to the job",
      interviewId: "the video interview (every stage but questionsSet)",
      answerUrl: "a video the seeker uploaded (an answer to record)",
      deadline: "a deadline to send one with: 2 days from now (ISO 8601, WIB)",
    },
    arrange: (db, ctx) => {
      const stage = paramsOf(ctx.params).oneOf("stage", STAGES);
      const parties = OFFERS_PROVIDER_STATES[PROVIDER_STATE.jobHasApplicant].arrange(db, { ...ctx, params: {} });
      const v: Readonly<Record<string, string>> = parties.values ?? {};
      const jobId = v.jobId ?? "";
      const seekerId = v.seekerId ?? "";
      const application = parties.db.applications.find((a) => a.jobId === jobId && a.seekerUserId === seekerId);
      const fileId = randomUUID();
      ctx.files.own(fileId, { userId: seekerId, contentType: "video/webm", sizeBytes: 1_000_000 });
      const answerUrl = `/api/uploads/${fileId}/answer.webm`;
      const now = ctx.now;
      const withQuestions = { ...parties.db, interviewQuestions: [...parties.db.interviewQuestions, { jobId, questions: QUESTIONS, updatedAt: toWibIso(now), updatedBy: v.providerUserId ?? "" }] };
      const values = { ...v, applicationId: application?.applicationId ?? "", answerUrl, deadline: toWibIso(now + 48 * HOUR_MS) };
      if (stage === "applied") return { db: parties.db, values };
      if (stage === "questionsSet") return { db: withQuestions, values };
      const marked = stage === "decided" || stage === "rejected";
      const answered = stage === "recorded" || stage === "submitted" || marked;
      const answer = { url: answerUrl, durationSeconds: 20, recordedAt: toWibIso(now) };
      const iv: StoredVideoInterview = {
        interviewId: `vi-${randomUUID()}`,
        jobId,
        applicationId: application?.applicationId ?? "",
        seekerUserId: seekerId,
        sentBy: v.providerUserId ?? "",
        questions: QUESTIONS,
        answers: QUESTIONS.map(() => (answered ? answer : null)),
        status: marked ? "submitted" : stage === "expired" ? "invited" : stage,
        deadline: toWibIso(stage === "expired" ? now - HOUR_MS : now + 72 * HOUR_MS),
        sentAt: toWibIso(stage === "expired" ? now - 96 * HOUR_MS : now),
        ...(stage === "submitted" || marked ? { submittedAt: toWibIso(now) } : {}),
        ...(stage === "decided" ? { result: { decision: "shortlisted" as const, decidedAt: toWibIso(now), decidedBy: v.providerUserId ?? "" } } : {}),
        ...(stage === "rejected" ? { result: { decision: "rejected" as const, reason: REJECT_REASON, decidedAt: toWibIso(now), decidedBy: v.providerUserId ?? "" } } : {}),
      };
      const applications =
        stage === "rejected" ? withQuestions.applications.map((a) => (a.applicationId === iv.applicationId ? { ...a, status: "rejected" as const } : a)) : withQuestions.applications;
      return { db: { ...withQuestions, applications, videoInterviews: [...withQuestions.videoInterviews, iv] }, values: { ...values, interviewId: iv.interviewId } };
    },
  },
} satisfies AreaStates;
