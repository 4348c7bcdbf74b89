import { MANAGE_BUSINESS, PROVIDER_JOBS, UPLOAD_PHOTO } from "../application/business/provider.tokens";
import { BUSINESS_API, type BusinessApi } from "../application/ports/business-api.port";
import { CLOCK } from "../application/ports/clock.port";
import { JOBS_API, type JobsApi } from "../application/ports/jobs-api.port";
import { NATIVE_BRIDGE } from "../application/ports/native-bridge.port";
import { SESSION_STORE } from "../application/ports/session-store.port";
import type { Resolver } from "../application/ports/token";
import type { HttpClient } from "./http/http-client";
import { registerLazily, type Register } from "./lazy";

export interface ProviderOverrides {
  readonly businessApi?: BusinessApi;
  readonly jobsApi?: JobsApi;
}

/** The provider side of issue 4: business and jobs adapters and their use cases, each loaded on its first use. */
export const registerProvider = (register: Register, apiClient: (r: Resolver) => Promise<HttpClient>, overrides: ProviderOverrides = {}): void => {
  const lazily = registerLazily(register);

  lazily(BUSINESS_API, async (r) => new (await import("./http/business.http-adapter")).BusinessHttpAdapter(await apiClient(r)), overrides.businessApi);
  lazily(JOBS_API, async (r) => new (await import("./http/jobs.http-adapter")).JobsHttpAdapter(await apiClient(r)), overrides.jobsApi);
  lazily(MANAGE_BUSINESS, async (r) => new (await import("../application/business/business.use-case")).ManageBusiness(r.resolve(BUSINESS_API), r.resolve(SESSION_STORE)));
  lazily(PROVIDER_JOBS, async (r) => new (await import("../application/jobs/provider-jobs.use-case")).ProviderJobs(r.resolve(JOBS_API), r.resolve(SESSION_STORE), r.resolve(CLOCK)));
  lazily(UPLOAD_PHOTO, async (r) => new (await import("../application/business/upload-photo.use-case")).UploadPhoto(r.resolve(NATIVE_BRIDGE)));
};
