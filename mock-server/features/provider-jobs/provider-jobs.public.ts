/** What other mock features may use of the jobs area; they import it from here only (.dependency-cruiser.cjs). */
export { jobToManage, lifecycleOf } from "./provider-jobs.logic";
export { JOBS_PROVIDER_STATES } from "./provider-jobs.provider-states";
export { questionsOf } from "./screening.logic";
