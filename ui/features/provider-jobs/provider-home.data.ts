import { Result } from "effect";
import type { BusinessApi } from "../../../application/ports/provider-business-api.port";
import type { JobsApi } from "../../../application/ports/provider-jobs-api.port";

/** The provider home's one read, shared by the screen and its route's prefetch: its cache key... */
export const PROVIDER_HOME_KEY = ["provider-home"] as const;

/**
 * ...and its call: the business and its jobs, asked for together (the job list does not wait for
 * the business). Without a business the screen offers to create one (BUSINESS_NOT_FOUND first).
 */
export const loadProviderHome = (business: BusinessApi, jobs: JobsApi) => async () => {
  const [mine, list] = await Promise.all([business.myBusiness(), jobs.myJobs()]);
  if (Result.isFailure(mine)) return Result.fail(mine.failure);
  if (Result.isFailure(list)) return Result.fail(list.failure);
  return Result.succeed({ mine: mine.success, list: list.success });
};
