import type { Result } from "effect";
import type { ApplyRequest, JobApplication } from "../../domain/applying/application.schema";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { ApplicantList, MyApplicationList } from "../../domain/seeker/job-card.schema";
import type { ApiError } from "./api-error";
import { token } from "./token";

/** The application endpoints of docs/api.md: apply, my applications, a job's applicants. */
export interface ApplicationsApi {
  apply(authToken: AuthToken, jobId: string, request: ApplyRequest): Promise<Result.Result<JobApplication, ApiError>>;
  myApplications(authToken: AuthToken): Promise<Result.Result<MyApplicationList, ApiError>>;
  applicants(authToken: AuthToken, jobId: string): Promise<Result.Result<ApplicantList, ApiError>>;
}
export const APPLICATIONS_API = token<ApplicationsApi>("ApplicationsApi");
