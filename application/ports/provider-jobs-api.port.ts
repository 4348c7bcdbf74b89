import type { Result } from "effect";
import type { PriorityExtended, ProviderJob, ProviderJobList, PublicJob, SaveJobRequest } from "../../domain/job/job-api.schema";
import type { ApiError } from "./api-error";
import type { NotLoggedIn } from "../session/not-logged-in";
import { token } from "./token";

export type JobAction = "post" | "close" | "delete";

/** The provider's job endpoints of docs/api.md, and the public job detail. */
export interface JobsApi {
  myJobs(): Promise<Result.Result<ProviderJobList, ApiError | NotLoggedIn>>;
  create(request: SaveJobRequest): Promise<Result.Result<ProviderJob, ApiError | NotLoggedIn>>;
  edit(jobId: string, request: SaveJobRequest): Promise<Result.Result<ProviderJob, ApiError | NotLoggedIn>>;
  act(jobId: string, action: JobAction): Promise<Result.Result<ProviderJob, ApiError | NotLoggedIn>>;
  extendPriority(jobId: string): Promise<Result.Result<PriorityExtended, ApiError | NotLoggedIn>>;
  /** Anyone, logged in or not (share pages). */
  publicJob(jobId: string): Promise<Result.Result<PublicJob, ApiError>>;
}
export const JOBS_API = token<JobsApi>("JobsApi");
