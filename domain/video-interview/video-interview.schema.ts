import { Schema } from "effect";
import { LANGUAGES } from "../identity/language";
import {
  INTERVIEW_QUESTION_MAX_CHARACTERS,
  INTERVIEW_QUESTIONS_MAX,
  VIDEO_INTERVIEW_REJECT_REASON_MAX_CHARACTERS,
} from "../policy/business-constants";
import { InterviewId, IsoInstant, JobId } from "../shared/ids.schema";
import { SafeUrl } from "../shared/safe-url.schema";

/*
 * Video interviews with AI questions (issue 24; docs/api.md "Video interviews"): the job's questions,
 * the suggestions the backend generates, one interview sent to one applicant, its recorded answers
 * and the provider's mark.
 */

const NonEmpty = Schema.String.pipe(Schema.check(Schema.isNonEmpty()));

/** One question as the seeker reads it: trimmed, not empty, one phone screen at most. */
export const InterviewQuestion = Schema.String.pipe(
  Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(INTERVIEW_QUESTION_MAX_CHARACTERS)),
);

/** A job's questions as saved: at least one, at most the cap (INTERVIEW_QUESTIONS_MAX). */
export const InterviewQuestionList = Schema.Array(InterviewQuestion).pipe(
  Schema.check(Schema.isMinLength(1), Schema.isMaxLength(INTERVIEW_QUESTIONS_MAX)),
);

/** GET and POST /api/jobs/{jobId}/interview-questions: the job's questions (empty before the first save). */
export const JobInterviewQuestions = Schema.Struct({ jobId: JobId, position: Schema.String, questions: Schema.Array(InterviewQuestion) });
export type JobInterviewQuestions = typeof JobInterviewQuestions.Type;

/** POST /api/jobs/{jobId}/interview-questions */
export const SaveInterviewQuestionsRequest = Schema.Struct({ questions: InterviewQuestionList });
export type SaveInterviewQuestionsRequest = typeof SaveInterviewQuestionsRequest.Type;

/** POST /api/jobs/{jobId}/interview-questions/suggestions: questions written for the job, in `language` (the request's Accept-Language). */
export const SuggestedInterviewQuestions = Schema.Struct({ language: Schema.Literals(LANGUAGES), questions: Schema.Array(InterviewQuestion) });
export type SuggestedInterviewQuestions = typeof SuggestedInterviewQuestions.Type;

/** POST /api/video-interviews: send the job's questions to one applicant, to answer before `deadline`. */
export const SendVideoInterviewRequest = Schema.Struct({ applicationId: NonEmpty, deadline: IsoInstant });
export type SendVideoInterviewRequest = typeof SendVideoInterviewRequest.Type;

export const VIDEO_INTERVIEW_STATUSES = ["invited", "inProgress", "recorded", "submitted", "expired"] as const;
export const VideoInterviewStatus = Schema.Literals(VIDEO_INTERVIEW_STATUSES);
export type VideoInterviewStatus = typeof VideoInterviewStatus.Type;

/** A recorded answer: the uploaded video (the seeker's own upload) and how long it lasts. */
export const VideoAnswer = Schema.Struct({ url: SafeUrl, durationSeconds: Schema.Number, recordedAt: IsoInstant });
export type VideoAnswer = typeof VideoAnswer.Type;

export const VideoInterviewQuestion = Schema.Struct({ text: Schema.String, answer: Schema.NullOr(VideoAnswer) });
export type VideoInterviewQuestion = typeof VideoInterviewQuestion.Type;

export const VIDEO_INTERVIEW_DECISIONS = ["shortlisted", "rejected"] as const;
/** The provider's mark; a rejection carries the reason the seeker reads in Aktivitas. */
export const VideoInterviewResult = Schema.Struct({
  decision: Schema.Literals(VIDEO_INTERVIEW_DECISIONS),
  reason: Schema.optional(Schema.String),
  decidedAt: IsoInstant,
});
export type VideoInterviewResult = typeof VideoInterviewResult.Type;

/** One video interview as both sides see it (GET /api/video-interviews/{id}). */
export const VideoInterview = Schema.Struct({
  /** The id the chat's cards name (`videoInterviewSent`, `videoInterviewSubmitted`). */
  interviewId: InterviewId,
  jobId: JobId,
  applicationId: Schema.String,
  position: Schema.String,
  businessName: Schema.String,
  seekerName: Schema.String,
  status: VideoInterviewStatus,
  questions: Schema.Array(VideoInterviewQuestion),
  thinkSeconds: Schema.Int,
  answerSeconds: Schema.Int,
  deadline: IsoInstant,
  sentAt: IsoInstant,
  submittedAt: Schema.NullOr(IsoInstant),
  result: Schema.NullOr(VideoInterviewResult),
});
export type VideoInterview = typeof VideoInterview.Type;

/** GET /api/applications/{applicationId}/video-interview: the latest one sent for the application, or null. */
export const ApplicationVideoInterview = Schema.Struct({ interview: Schema.NullOr(VideoInterview) });
export type ApplicationVideoInterview = typeof ApplicationVideoInterview.Type;

/** POST /api/video-interviews/{id}/answers: record (or retake) the answer to one question. */
export const RecordVideoAnswerRequest = Schema.Struct({
  questionIndex: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThan(INTERVIEW_QUESTIONS_MAX))),
  url: SafeUrl,
  durationSeconds: Schema.Number.pipe(Schema.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))),
});
export type RecordVideoAnswerRequest = typeof RecordVideoAnswerRequest.Type;

export const RejectReason = Schema.String.pipe(
  Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(VIDEO_INTERVIEW_REJECT_REASON_MAX_CHARACTERS)),
);

/** POST /api/video-interviews/{id}/decision: shortlist, or reject with a reason. */
export const DecideVideoInterviewRequest = Schema.Union([
  Schema.Struct({ decision: Schema.Literal("shortlisted") }),
  Schema.Struct({ decision: Schema.Literal("rejected"), reason: RejectReason }),
]);
export type DecideVideoInterviewRequest = typeof DecideVideoInterviewRequest.Type;
