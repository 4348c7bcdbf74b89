import type { InterviewsApi } from "../../application/ports/interviews-api.port";
import {
  InterviewDetail,
  InterviewList,
  type AskAnotherTimeRequest,
  type CreateInterviewRequest,
  type DeclineInterviewRequest,
  type RescheduleInterviewRequest,
} from "../../domain/interview/interview.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/** The interview invitation calls of issue 24 (docs/api.md "Interviews"), every answer decoded with the domain's schema. */
export class InterviewsHttpAdapter implements InterviewsApi {
  constructor(private readonly http: HttpClient) {}

  invite(request: CreateInterviewRequest) {
    return this.http.request({ method: "POST", path: "/interviews", body: request, schema: InterviewDetail, auth: "session" });
  }

  list(jobId?: string) {
    return this.http.request({ method: "GET", path: jobId === undefined ? "/interviews" : `/interviews?jobId=${id(jobId)}`, schema: InterviewList, auth: "session" });
  }

  interview(interviewId: string) {
    return this.http.request({ method: "GET", path: `/interviews/${id(interviewId)}`, schema: InterviewDetail, auth: "session" });
  }

  accept(interviewId: string) {
    return this.http.request({ method: "POST", path: `/interviews/${id(interviewId)}/accept`, schema: InterviewDetail, auth: "session" });
  }

  decline(interviewId: string, request: DeclineInterviewRequest) {
    return this.http.request({ method: "POST", path: `/interviews/${id(interviewId)}/decline`, body: request, schema: InterviewDetail, auth: "session" });
  }

  askAnotherTime(interviewId: string, request: AskAnotherTimeRequest) {
    return this.http.request({ method: "POST", path: `/interviews/${id(interviewId)}/another-time`, body: request, schema: InterviewDetail, auth: "session" });
  }

  reschedule(interviewId: string, request: RescheduleInterviewRequest) {
    return this.http.request({ method: "POST", path: `/interviews/${id(interviewId)}/reschedule`, body: request, schema: InterviewDetail, auth: "session" });
  }

  cancel(interviewId: string) {
    return this.http.request({ method: "POST", path: `/interviews/${id(interviewId)}/cancel`, schema: InterviewDetail, auth: "session" });
  }
}
