import type { SurveyApi } from "../../application/ports/survey-api.port";
import { RecruitmentSurvey, type RecruitmentSurveyAnswer } from "../../domain/job/survey.schema";
import type { HttpClient } from "./http-client";

/** The recruitment survey's call of issue 24 (docs/api.md "Recruitment survey"), its answer decoded with the domain's schema. */
export class SurveyHttpAdapter implements SurveyApi {
  constructor(private readonly http: HttpClient) {}

  answer(jobId: string, answer: RecruitmentSurveyAnswer) {
    return this.http.request({ method: "POST", path: `/jobs/${encodeURIComponent(jobId)}/survey`, body: answer, schema: RecruitmentSurvey, auth: "session" });
  }
}
