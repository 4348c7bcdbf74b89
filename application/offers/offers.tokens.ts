/**
 * The tokens of the offer and payment use cases (issue 14), apart from the classes: the
 * registrations name them without importing the use cases, which load on first use.
 */
import { token } from "../ports/token";
import type { ProviderOffers } from "./provider-offers.use-case";

export const PROVIDER_OFFERS = token<ProviderOffers>("ProviderOffers");
