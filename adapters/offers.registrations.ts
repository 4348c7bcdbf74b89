import { PROVIDER_OFFERS } from "../application/offers/offers.tokens";
import { CLOCK } from "../application/ports/clock.port";
import { OFFERS_API, type OffersApi, type PaymentStatusFeed } from "../application/ports/offers-api.port";
import type { Resolver } from "../application/ports/token";
import type { HttpClient } from "./http/http-client";
import { registerLazily, type Register } from "./lazy";

export interface OffersOverrides {
  readonly offersApi?: OffersApi;
  readonly paymentFeed?: PaymentStatusFeed;
}

/**
 * Offers and payments (issue 14), both sides: the adapter, the payment status stream and the use
 * cases, loaded as one chunk (offers.modules.ts) on the first use of any of them. One import site,
 * so the first screen's preload map gains one entry.
 */
export const registerOffers = (register: Register, apiClient: (r: Resolver) => Promise<HttpClient>, overrides: OffersOverrides = {}): void => {
  const lazily = registerLazily(register);
  const offersModules = () => import("./offers.modules");

  lazily(OFFERS_API, async (r) => new (await offersModules()).OffersHttpAdapter(await apiClient(r)), overrides.offersApi);
  lazily(PROVIDER_OFFERS, async (r) => {
    const m = await offersModules();
    const feed = overrides.paymentFeed ?? new m.PaymentEventsStream(await apiClient(r), (input, init) => globalThis.fetch(input, init));
    return new m.ProviderOffers(r.resolve(OFFERS_API), r.resolve(CLOCK), feed);
  });
};
