import { Schema } from "effect";
import { VIDEO_INTERVIEW_DECISIONS, VIDEO_INTERVIEW_STATUSES } from "../../domain/video-interview/video-interview.schema";

/** A job's interview questions (issue 24; features/video-interview): what the next video interview sends. */
export const StoredInterviewQuestions = Schema.Struct({
  jobId: Schema.String,
  questions: Schema.Array(Schema.String),
  updatedAt: Schema.String,
  updatedBy: Schema.String,
});
export type StoredInterviewQuestions = typeof StoredInterviewQuestions.Type;

export const StoredVideoAnswer = Schema.Struct({ url: Schema.String, durationSeconds: Schema.Number, recordedAt: Schema.String });
export type StoredVideoAnswer = typeof StoredVideoAnswer.Type;

/**
 * One video interview sent to one applicant: the job's questions as they were when sent, one
 * answer slot per question, and the provider's mark. `status` is what was last written; an open
 * one past its deadline reads expired (domain/video-interview `videoInterviewStatusAt`).
 */
export const StoredVideoInterview = Schema.Struct({
  interviewId: Schema.String,
  jobId: Schema.String,
  applicationId: Schema.String,
  seekerUserId: Schema.String,
  sentBy: Schema.String,
  questions: Schema.Array(Schema.String),
  answers: Schema.Array(Schema.NullOr(StoredVideoAnswer)),
  status: Schema.Literals(VIDEO_INTERVIEW_STATUSES),
  deadline: Schema.String,
  sentAt: Schema.String,
  submittedAt: Schema.optional(Schema.String),
  result: Schema.optional(
    Schema.Struct({ decision: Schema.Literals(VIDEO_INTERVIEW_DECISIONS), reason: Schema.optional(Schema.String), decidedAt: Schema.String, decidedBy: Schema.String }),
  ),
});
export type StoredVideoInterview = typeof StoredVideoInterview.Type;
