/**
 * The tokens of the offer and payment use cases (issue 14), apart from the classes: the
 * registrations name them without importing the use cases, which load on first use.
 */
import { token } from "../ports/token";
import type { ProviderOffers } from "./provider-offers.use-case";
import type { SeekerOffers } from "./seeker-offers.use-case";
import type { WatchPayment } from "./watch-payment.use-case";

export const PROVIDER_OFFERS = token<ProviderOffers>("ProviderOffers");
export const SEEKER_OFFERS = token<SeekerOffers>("SeekerOffers");
export const WATCH_PAYMENT = token<WatchPayment>("WatchPayment");
