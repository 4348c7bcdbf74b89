/** What other mock features may use of the job-search area; they import it from here only (.dependency-cruiser.cjs). */
export { applicationOf, jobCard, visibleJob } from "./job-card.logic";
