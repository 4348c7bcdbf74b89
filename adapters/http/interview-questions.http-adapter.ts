import type { InterviewQuestionSuggester } from "../../application/ports/interview-questions.port";
import { SuggestedInterviewQuestions } from "../../domain/video-interview/video-interview.schema";
import type { HttpClient } from "./http-client";

/**
 * Suggested questions from the backend (docs/api.md "Video interviews"): the client sends the
 * app's language as Accept-Language, and the backend writes the questions in it.
 */
export class InterviewQuestionsHttpAdapter implements InterviewQuestionSuggester {
  constructor(private readonly http: HttpClient) {}

  suggest(jobId: string) {
    return this.http.request({
      method: "POST",
      path: `/jobs/${encodeURIComponent(jobId)}/interview-questions/suggestions`,
      schema: SuggestedInterviewQuestions,
      auth: "session",
    });
  }
}
