import type { VideoInterviewApi } from "../../application/ports/video-interview-api.port";
import {
  ApplicationVideoInterview,
  JobInterviewQuestions,
  VideoInterview,
  type DecideVideoInterviewRequest,
  type RecordVideoAnswerRequest,
  type SaveInterviewQuestionsRequest,
  type SendVideoInterviewRequest,
} from "../../domain/video-interview/video-interview.schema";
import type { HttpClient } from "./http-client";

const id = encodeURIComponent;

/** Video interviews' calls (docs/api.md "Video interviews"), each answer decoded with the domain's schema. */
export class VideoInterviewHttpAdapter implements VideoInterviewApi {
  constructor(private readonly http: HttpClient) {}

  jobQuestions(jobId: string) {
    return this.http.request({ method: "GET", path: `/jobs/${id(jobId)}/interview-questions`, schema: JobInterviewQuestions, auth: "session" });
  }

  saveJobQuestions(jobId: string, request: SaveInterviewQuestionsRequest) {
    return this.http.request({ method: "POST", path: `/jobs/${id(jobId)}/interview-questions`, body: request, schema: JobInterviewQuestions, auth: "session" });
  }

  send(request: SendVideoInterviewRequest) {
    return this.http.request({ method: "POST", path: "/video-interviews", body: request, schema: VideoInterview, auth: "session" });
  }

  ofApplication(applicationId: string) {
    return this.http.request({ method: "GET", path: `/applications/${id(applicationId)}/video-interview`, schema: ApplicationVideoInterview, auth: "session" });
  }

  interview(interviewId: string) {
    return this.http.request({ method: "GET", path: `/video-interviews/${id(interviewId)}`, schema: VideoInterview, auth: "session" });
  }

  start(interviewId: string) {
    return this.http.request({ method: "POST", path: `/video-interviews/${id(interviewId)}/start`, schema: VideoInterview, auth: "session" });
  }

  recordAnswer(interviewId: string, request: RecordVideoAnswerRequest) {
    return this.http.request({ method: "POST", path: `/video-interviews/${id(interviewId)}/answers`, body: request, schema: VideoInterview, auth: "session" });
  }

  submit(interviewId: string) {
    return this.http.request({ method: "POST", path: `/video-interviews/${id(interviewId)}/submit`, schema: VideoInterview, auth: "session" });
  }

  decide(interviewId: string, request: DecideVideoInterviewRequest) {
    return this.http.request({ method: "POST", path: `/video-interviews/${id(interviewId)}/decision`, body: request, schema: VideoInterview, auth: "session" });
  }
}
