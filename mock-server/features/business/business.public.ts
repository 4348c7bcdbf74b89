/** What other mock features may use of the business area; they import it from here only (.dependency-cruiser.cjs). */
export { businessNotFound, replaceBusiness } from "./business.logic";
export { BUSINESS_PROVIDER_STATES } from "./business.provider-states";
export { SEEDED_BUSINESS_IDS } from "./business.seed";
