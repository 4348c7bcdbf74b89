import type { SaveJobRequest } from "../../domain/job/job-api.schema";
import { lazyCheck } from "../checks/check";
import { ProviderJobList } from "../checks/provider.checks";
import type { JobAction, JobsApi } from "../../application/ports/provider-jobs-api.port";
import type { HttpClient } from "./http-client";

const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;

// The answers the provider home does not read: their checks load with the first such request.
const restChecks = () => import("../checks/provider-rest.checks");
const ProviderJob = lazyCheck(async () => (await restChecks()).ProviderJob);
const PriorityExtended = lazyCheck(async () => (await restChecks()).PriorityExtended);
const PublicJob = lazyCheck(async () => (await restChecks()).PublicJob);

/**
 * The provider's job rows of docs/api.md, and the public job detail. Answers decode with the checks
 * generated from the domain's schemas (adapters/checks/provider.checks.ts, the home's; the others,
 * provider-rest.checks.ts, load with their first request): no Effect Schema on the provider home.
 */
export class JobsHttpAdapter implements JobsApi {
  constructor(private readonly http: HttpClient) {}

  myJobs() {
    return this.http.request({ method: "GET", path: "/business/jobs", schema: ProviderJobList, auth: "session" });
  }

  create(request: SaveJobRequest) {
    return this.http.request({ method: "POST", path: "/business/jobs", body: request, schema: ProviderJob, auth: "session" });
  }

  edit(jobId: string, request: SaveJobRequest) {
    return this.http.request({ method: "POST", path: `${jobPath(jobId)}/edit`, body: request, schema: ProviderJob, auth: "session" });
  }

  act(jobId: string, action: JobAction) {
    return this.http.request({ method: "POST", path: `${jobPath(jobId)}/${action}`, schema: ProviderJob, auth: "session" });
  }

  extendPriority(jobId: string) {
    return this.http.request({ method: "POST", path: `${jobPath(jobId)}/priority/extend`, schema: PriorityExtended, auth: "session" });
  }

  publicJob(jobId: string) {
    return this.http.request({ method: "GET", path: jobPath(jobId), schema: PublicJob, auth: "if-any" });
  }
}
