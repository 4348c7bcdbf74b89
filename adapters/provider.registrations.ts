import { UPLOAD_PHOTO } from "../application/provider-business/provider-business.tokens";
import { PROVIDER_JOBS } from "../application/provider-jobs/provider-jobs.tokens";
import { BUSINESS_API, type BusinessApi } from "../application/ports/provider-business-api.port";
import { CLOCK } from "../application/ports/clock.port";
import { JOBS_API, type JobsApi } from "../application/ports/provider-jobs-api.port";
import { NATIVE_BRIDGE } from "../application/ports/native-bridge.port";
import type { Resolver } from "../application/ports/token";
import type { HttpClient } from "./http/http-client";
import { registerLazily, type Register } from "./lazy";
import { registerOffers, type OffersOverrides } from "./offers.registrations";

export interface ProviderOverrides extends OffersOverrides {
  readonly businessApi?: BusinessApi;
  readonly jobsApi?: JobsApi;
}

/** The provider side of issue 4: business and jobs adapters and their use cases, loaded on the first use of any of them. */
export const registerProvider = (register: Register, apiClient: (r: Resolver) => Promise<HttpClient>, overrides: ProviderOverrides = {}): void => {
  const lazily = registerLazily(register);
  const providerModules = () => import("./provider.modules");

  lazily(BUSINESS_API, async (r) => new (await providerModules()).BusinessHttpAdapter(await apiClient(r)), overrides.businessApi);
  lazily(JOBS_API, async (r) => new (await providerModules()).JobsHttpAdapter(await apiClient(r)), overrides.jobsApi);
  lazily(PROVIDER_JOBS, async (r) => new (await providerModules()).ProviderJobs(r.resolve(JOBS_API), r.resolve(CLOCK)));
  // Its own chunk, loaded on the first pick: the provider home never uploads.
  lazily(UPLOAD_PHOTO, async (r) => new (await import("../application/provider-business/upload-photo.use-case")).UploadPhoto(r.resolve(NATIVE_BRIDGE)));
  // Offers and payments (issue 14), the seeker's side with them: one chunk of their own.
  registerOffers(register, apiClient, overrides);
};
