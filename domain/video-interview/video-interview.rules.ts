import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { INTERVIEW_ANSWER_SECONDS, INTERVIEW_RETAKE_MONTHS, VIDEO_INTERVIEW_DEADLINE_MAX_DAYS } from "../policy/business-constants";
import { transitionInterview, type InterviewEvent, type InterviewState } from "../seeker/video.machine";
import { addWibMonths } from "../shared/calendar-periods.rules";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { RecordingTooLong, validateVideoAnswersTotal } from "../shared/upload.rules";
import { addDays } from "../shared/wib-time";
import type { VideoInterviewStatus } from "./video-interview.schema";

/** Past its deadline: the invitation shows expired and cannot be started or answered. */
export class VideoInterviewExpired extends DomainError("VideoInterviewExpired")<{ readonly deadline: number }> {
  override readonly code = "VIDEO_INTERVIEW_EXPIRED";
}
/** A deadline in the past, or further than VIDEO_INTERVIEW_DEADLINE_MAX_DAYS ahead. */
export class VideoInterviewDeadlineInvalid extends DomainError("VideoInterviewDeadlineInvalid")<{ readonly latest: number; readonly maxDays: number }> {
  override readonly code = "VIDEO_INTERVIEW_DEADLINE_INVALID";
}
/** The applicant already has one to answer: one open video interview per application. */
export class VideoInterviewAlreadySent extends DomainError("VideoInterviewAlreadySent")<{ readonly status: VideoInterviewStatus }> {
  override readonly code = "VIDEO_INTERVIEW_ALREADY_SENT";
}
/** A whole interview is retaken, or a result changed, only INTERVIEW_RETAKE_MONTHS after the last. */
export class VideoInterviewTooSoon extends DomainError("VideoInterviewTooSoon")<{
  readonly action: "retake" | "changeResult";
  readonly from: number;
  readonly months: number;
}> {
  override readonly code = "VIDEO_INTERVIEW_TOO_SOON";
}
/** Sending needs the job's questions first (/setInterviewQuestions). */
export class InterviewQuestionsMissing extends DomainError("InterviewQuestionsMissing")<{}> {
  override readonly code = "INTERVIEW_QUESTIONS_MISSING";
}

const OPEN: readonly VideoInterviewStatus[] = ["invited", "inProgress", "recorded"];

/** What the clock makes of a stored status: an open interview past its deadline is expired (no timers, as offers). */
export const videoInterviewStatusAt = (status: VideoInterviewStatus, deadline: number, now: number): VideoInterviewStatus =>
  OPEN.includes(status) && now >= deadline ? "expired" : status;

/** The provider's deadline: after now, and at most VIDEO_INTERVIEW_DEADLINE_MAX_DAYS later. */
export const checkVideoInterviewDeadline = (deadline: number, now: number): Result.Result<number, VideoInterviewDeadlineInvalid> => {
  const latest = addDays(now, VIDEO_INTERVIEW_DEADLINE_MAX_DAYS);
  return deadline > now && deadline <= latest ? Result.succeed(deadline) : Result.fail(new VideoInterviewDeadlineInvalid({ latest, maxDays: VIDEO_INTERVIEW_DEADLINE_MAX_DAYS }));
};

/** An interview sent earlier for the same job and seeker: its status now, and when it was submitted. */
export interface EarlierVideoInterview {
  readonly status: VideoInterviewStatus;
  readonly submittedAt: number | null;
}

/**
 * May a new video interview go to this seeker for this job? Not while one is open; not within
 * INTERVIEW_RETAKE_MONTHS of the last submitted one (spec 9). An expired one never taken does not count.
 */
export const checkNewVideoInterview = (
  earlier: readonly EarlierVideoInterview[],
  now: number,
): Result.Result<void, VideoInterviewAlreadySent | VideoInterviewTooSoon> => {
  const open = earlier.find((e) => OPEN.includes(e.status));
  if (open !== undefined) return Result.fail(new VideoInterviewAlreadySent({ status: open.status }));
  const lastSubmitted = Math.max(-Infinity, ...earlier.flatMap((e) => (e.submittedAt === null ? [] : [e.submittedAt])));
  if (lastSubmitted === -Infinity) return Result.void;
  const from = addWibMonths(lastSubmitted, INTERVIEW_RETAKE_MONTHS);
  return now >= from ? Result.void : Result.fail(new VideoInterviewTooSoon({ action: "retake", from, months: INTERVIEW_RETAKE_MONTHS }));
};

/** The provider marks a submitted interview; a mark given is changed only INTERVIEW_RETAKE_MONTHS later. */
export const checkVideoInterviewDecision = (
  status: VideoInterviewStatus,
  decidedAt: number | null,
  now: number,
): Result.Result<void, InvalidTransition | VideoInterviewTooSoon> => {
  if (status !== "submitted") return Result.fail(invalid("videoInterview", status, "decide"));
  if (decidedAt === null) return Result.void;
  const from = addWibMonths(decidedAt, INTERVIEW_RETAKE_MONTHS);
  return now >= from ? Result.void : Result.fail(new VideoInterviewTooSoon({ action: "changeResult", from, months: INTERVIEW_RETAKE_MONTHS }));
};

/**
 * One answer: at most INTERVIEW_ANSWER_SECONDS, and all answers together (the retaken one counted
 * once) within the "about 5 minutes" of spec 9.
 */
export const checkVideoAnswer = (seconds: number, otherAnswers: readonly number[]): Result.Result<number, RecordingTooLong> => {
  if (seconds > INTERVIEW_ANSWER_SECONDS) return Result.fail(new RecordingTooLong({ seconds, maxSeconds: INTERVIEW_ANSWER_SECONDS }));
  return Result.map(validateVideoAnswersTotal([...otherAnswers, seconds]), () => seconds);
};

/**
 * Moves an interview with the domain's machine (seeker/video.machine.ts), answering an open one
 * past its deadline as expired rather than as a refused transition.
 */
export const moveVideoInterview = (
  state: InterviewState,
  event: InterviewEvent,
  now: number,
): Result.Result<InterviewState, VideoInterviewExpired | InvalidTransition> => {
  if (event.type !== "expire" && (state.status === "expired" || (OPEN.includes(state.status) && now >= state.expiresAt)))
    return Result.fail(new VideoInterviewExpired({ deadline: state.expiresAt }));
  return transitionInterview(state, event, { now });
};
