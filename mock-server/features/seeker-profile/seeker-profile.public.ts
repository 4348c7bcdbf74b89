/** What other mock features may use of the seeker-profile area; they import it from here only (.dependency-cruiser.cjs). */
export { ageOf, profileOf, publicResume } from "./seeker-profile.logic";
export { arrangeSeeker, SEEKER_PROFILE_PROVIDER_STATES } from "./seeker-profile.provider-states";
export { seededProfile } from "./seeker.seed";
