import type { Result } from "effect";
import type { SuggestedInterviewQuestions } from "../../domain/video-interview/video-interview.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

/**
 * Suggested interview questions for a job (issue 24), written from its position, category and
 * description in the user's language. A port of its own: today the backend writes them (the mock
 * from templates, docs/api.md "Video interviews"); a model behind the backend, or another source
 * of questions, changes the adapter and nothing that asks.
 */
export interface InterviewQuestionSuggester {
  suggest(jobId: string): Promise<Result.Result<SuggestedInterviewQuestions, ApiError | NotLoggedIn>>;
}
export const INTERVIEW_QUESTION_SUGGESTER = token<InterviewQuestionSuggester>("InterviewQuestionSuggester");
