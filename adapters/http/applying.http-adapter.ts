import type { ApplicationsApi } from "../../application/ports/applying-api.port";
import { JobApplication, type ApplyRequest } from "../../domain/applying/application.schema";
import { JobScreening } from "../../domain/job/screening.schema";
import { ApplicantList, MyApplicationList } from "../../domain/seeker/job-card.schema";
import type { HttpClient } from "./http-client";

/** The "Seeker" table of docs/api.md, application calls. */
export class ApplicationsHttpAdapter implements ApplicationsApi {
  constructor(private readonly http: HttpClient) {}

  apply(jobId: string, request: ApplyRequest) {
    const path = `/jobs/${encodeURIComponent(jobId)}/applications`;
    return this.http.request({ method: "POST", path, body: request, schema: JobApplication, auth: "session" });
  }

  myApplications() {
    return this.http.request({ method: "GET", path: "/seeker/applications", schema: MyApplicationList, auth: "session" });
  }

  applicants(jobId: string) {
    return this.http.request({ method: "GET", path: `/jobs/${encodeURIComponent(jobId)}/applications`, schema: ApplicantList, auth: "session" });
  }

  screeningQuestions(jobId: string) {
    return this.http.request({ method: "GET", path: `/jobs/${encodeURIComponent(jobId)}/screening-questions`, schema: JobScreening, auth: "session" });
  }
}
