import type { Result } from "effect";
import type {
  ApplicationVideoInterview,
  DecideVideoInterviewRequest,
  JobInterviewQuestions,
  RecordVideoAnswerRequest,
  SaveInterviewQuestionsRequest,
  SendVideoInterviewRequest,
  VideoInterview,
} from "../../domain/video-interview/video-interview.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/** Video interviews (issue 24; docs/api.md "Video interviews"): the provider's questions, sending and mark; the seeker's answers. */
export interface VideoInterviewApi {
  jobQuestions(jobId: string): Answer<JobInterviewQuestions>;
  saveJobQuestions(jobId: string, request: SaveInterviewQuestionsRequest): Answer<JobInterviewQuestions>;
  send(request: SendVideoInterviewRequest): Answer<VideoInterview>;
  /** The latest one sent for an application (null before the first): the applicant's page. */
  ofApplication(applicationId: string): Answer<ApplicationVideoInterview>;
  interview(interviewId: string): Answer<VideoInterview>;
  start(interviewId: string): Answer<VideoInterview>;
  /** Records, or retakes, one answer: a video the seeker uploaded first. */
  recordAnswer(interviewId: string, request: RecordVideoAnswerRequest): Answer<VideoInterview>;
  submit(interviewId: string): Answer<VideoInterview>;
  decide(interviewId: string, request: DecideVideoInterviewRequest): Answer<VideoInterview>;
}
export const VIDEO_INTERVIEW_API = token<VideoInterviewApi>("VideoInterviewApi");
