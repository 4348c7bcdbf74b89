import type { Result } from "effect";
import type {
  AskAnotherTimeRequest,
  CreateInterviewRequest,
  DeclineInterviewRequest,
  InterviewDetail,
  InterviewList,
  RescheduleInterviewRequest,
} from "../../domain/interview/interview.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/**
 * Interview invitations of issue 24 (docs/api.md "Interviews"): the provider invites, sets a new
 * time or cancels; the seeker accepts, declines with a reason or asks for another time. Changes of
 * either side come on USER_EVENTS (`interview`, and `interviewReminder` 5 minutes before).
 */
export interface InterviewsApi {
  invite(request: CreateInterviewRequest): Answer<InterviewDetail>;
  /** The caller's (in her active role), or one job's (`jobId`, a job the caller manages). */
  list(jobId?: string): Answer<InterviewList>;
  interview(interviewId: string): Answer<InterviewDetail>;
  accept(interviewId: string): Answer<InterviewDetail>;
  decline(interviewId: string, request: DeclineInterviewRequest): Answer<InterviewDetail>;
  askAnotherTime(interviewId: string, request: AskAnotherTimeRequest): Answer<InterviewDetail>;
  reschedule(interviewId: string, request: RescheduleInterviewRequest): Answer<InterviewDetail>;
  cancel(interviewId: string): Answer<InterviewDetail>;
}

export const INTERVIEWS_API = token<InterviewsApi>("InterviewsApi");
