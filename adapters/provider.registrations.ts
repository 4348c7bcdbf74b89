import { MANAGE_BUSINESS, PROVIDER_JOBS, UPLOAD_PHOTO } from "../application/business/provider.tokens";
import { BUSINESS_API, type BusinessApi } from "../application/ports/business-api.port";
import { CLOCK } from "../application/ports/clock.port";
import { JOBS_API, type JobsApi } from "../application/ports/jobs-api.port";
import { NATIVE_BRIDGE } from "../application/ports/native-bridge.port";
import { PROVIDER_OFFERS, WATCH_PAYMENT } from "../application/offers/offers.tokens";
import { OFFERS_API, type OffersApi, type PaymentStatusFeed } from "../application/ports/offers-api.port";
import { SESSION_STORE } from "../application/ports/session-store.port";
import type { Resolver } from "../application/ports/token";
import type { HttpClient } from "./http/http-client";
import { registerLazily, type Register } from "./lazy";

export interface ProviderOverrides {
  readonly businessApi?: BusinessApi;
  readonly jobsApi?: JobsApi;
  readonly offersApi?: OffersApi;
  readonly paymentFeed?: PaymentStatusFeed;
}

/** The provider side of issue 4: business and jobs adapters and their use cases, loaded on the first use of any of them. */
export const registerProvider = (register: Register, apiClient: (r: Resolver) => Promise<HttpClient>, overrides: ProviderOverrides = {}): void => {
  const lazily = registerLazily(register);
  const providerModules = () => import("./provider.modules");

  lazily(BUSINESS_API, async (r) => new (await providerModules()).BusinessHttpAdapter(await apiClient(r)), overrides.businessApi);
  lazily(JOBS_API, async (r) => new (await providerModules()).JobsHttpAdapter(await apiClient(r)), overrides.jobsApi);
  lazily(MANAGE_BUSINESS, async (r) => new (await providerModules()).ManageBusiness(r.resolve(BUSINESS_API), r.resolve(SESSION_STORE)));
  lazily(PROVIDER_JOBS, async (r) => new (await providerModules()).ProviderJobs(r.resolve(JOBS_API), r.resolve(SESSION_STORE), r.resolve(CLOCK)));
  lazily(UPLOAD_PHOTO, async (r) => new (await providerModules()).UploadPhoto(r.resolve(NATIVE_BRIDGE)));

  // Offers and payments (issue 14): their own chunk. The seeker's use cases (seeker.registrations.ts) share OFFERS_API.
  const offersModules = () => import("./offers.modules");
  lazily(OFFERS_API, async (r) => new (await offersModules()).OffersHttpAdapter(await apiClient(r)), overrides.offersApi);
  lazily(PROVIDER_OFFERS, async (r) => new (await offersModules()).ProviderOffers(r.resolve(OFFERS_API), r.resolve(SESSION_STORE), r.resolve(CLOCK)));
  lazily(WATCH_PAYMENT, async (r) => {
    const m = await offersModules();
    const feed = overrides.paymentFeed ?? new m.PaymentEventsStream(await apiClient(r), (input, init) => globalThis.fetch(input, init));
    return new m.WatchPayment(feed, r.resolve(SESSION_STORE));
  });
};
