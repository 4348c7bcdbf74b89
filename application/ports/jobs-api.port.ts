import type { Result } from "effect";
import type { AuthToken } from "../../domain/identity/session.schema";
import type { PriorityExtended, ProviderJob, ProviderJobList, PublicJob, SaveJobRequest } from "../../domain/job/job-api.schema";
import type { ApiError } from "./api-error";
import { token } from "./token";

export type JobAction = "post" | "close" | "delete";

/** The provider's job endpoints of docs/api.md, and the public job detail. */
export interface JobsApi {
  myJobs(authToken: AuthToken): Promise<Result.Result<ProviderJobList, ApiError>>;
  create(authToken: AuthToken, request: SaveJobRequest): Promise<Result.Result<ProviderJob, ApiError>>;
  edit(authToken: AuthToken, jobId: string, request: SaveJobRequest): Promise<Result.Result<ProviderJob, ApiError>>;
  act(authToken: AuthToken, jobId: string, action: JobAction): Promise<Result.Result<ProviderJob, ApiError>>;
  extendPriority(authToken: AuthToken, jobId: string): Promise<Result.Result<PriorityExtended, ApiError>>;
  /** Anyone, logged in or not (share pages). */
  publicJob(jobId: string, authToken?: AuthToken): Promise<Result.Result<PublicJob, ApiError>>;
}
export const JOBS_API = token<JobsApi>("JobsApi");
