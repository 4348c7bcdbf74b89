import type { SurveyApi } from "../../application/ports/survey-api.port";
import { JobSurvey, RecruitmentSurvey, type RecruitmentSurveyAnswer } from "../../domain/job/survey.schema";
import type { HttpClient } from "./http-client";

/** The recruitment survey's calls of issue 24 (docs/api.md "Recruitment survey"), its answer decoded with the domain's schema. */
export class SurveyHttpAdapter implements SurveyApi {
  constructor(private readonly http: HttpClient) {}

  current(jobId: string) {
    return this.http.request({ method: "GET", path: `/jobs/${encodeURIComponent(jobId)}/survey`, schema: JobSurvey, auth: "session" });
  }

  answer(jobId: string, answer: RecruitmentSurveyAnswer) {
    return this.http.request({ method: "POST", path: `/jobs/${encodeURIComponent(jobId)}/survey`, body: answer, schema: RecruitmentSurvey, auth: "session" });
  }
}
