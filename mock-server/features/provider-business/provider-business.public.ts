/** What other mock features may use of the business area; they import it from here only (.dependency-cruiser.cjs). */
export { businessNotFound, replaceBusiness } from "./provider-business.logic";
export { BUSINESS_PROVIDER_STATES } from "./provider-business.provider-states";
export { SEEDED_BUSINESS_IDS } from "./provider-business.seed";
