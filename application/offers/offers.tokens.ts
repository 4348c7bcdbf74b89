/**
 * The tokens of the offer and payment use cases (issue 14), apart from the classes: the
 * registrations name them without importing the use cases, which load on first use.
 */
import { token } from "../ports/token";
import type { ProviderOffers } from "./provider-offers.use-case";
import type { SeekerOffers } from "./seeker-offers.use-case";

export const PROVIDER_OFFERS = token<ProviderOffers>("ProviderOffers");
export const SEEKER_OFFERS = token<SeekerOffers>("SeekerOffers");
