/**
 * The tokens of the job-search use cases, apart from the classes: the composition root
 * registers them without importing the use cases, which load on first use.
 */
import type { LocateMe } from "./locate-me.use-case";
import type { SavedJobs } from "./saved-jobs.use-case";
import { token } from "../ports/token";

export const SAVED_JOBS = token<SavedJobs>("SavedJobs");
export const LOCATE_ME = token<LocateMe>("LocateMe");
