/*
 * The offer and payment adapters and use cases (issue 14), loaded as one chunk on the first call
 * of any of them (offers.registrations.ts).
 */
export { OffersHttpAdapter } from "./http/offers.http-adapter";
export { ProviderOffers } from "../application/offers/provider-offers.use-case";
