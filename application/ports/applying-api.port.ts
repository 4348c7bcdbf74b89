import type { Result } from "effect";
import type { ApplyRequest, JobApplication } from "../../domain/applying/application.schema";
import type { ApplicantList, MyApplicationList } from "../../domain/seeker/job-card.schema";
import type { JobScreening } from "../../domain/job/screening.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

/** The application endpoints of docs/api.md: apply, my applications, a job's applicants, the questions a job asks them. */
export interface ApplicationsApi {
  apply(jobId: string, request: ApplyRequest): Promise<Result.Result<JobApplication, ApiError | NotLoggedIn>>;
  myApplications(): Promise<Result.Result<MyApplicationList, ApiError | NotLoggedIn>>;
  applicants(jobId: string): Promise<Result.Result<ApplicantList, ApiError | NotLoggedIn>>;
  /** The job's screening questions: the seeker answers them when applying, the provider edits them with the job. */
  screeningQuestions(jobId: string): Promise<Result.Result<JobScreening, ApiError | NotLoggedIn>>;
}
export const APPLICATIONS_API = token<ApplicationsApi>("ApplicationsApi");
