/**
 * The tokens of the job-search use cases, apart from the classes: the composition root
 * registers them without importing the use cases, which load on first use.
 */
import type { FindJobs } from "./find-jobs.use-case";
import type { GetSeekerJob } from "./get-seeker-job.use-case";
import type { LocateMe } from "./locate-me.use-case";
import type { SavedJobs } from "./saved-jobs.use-case";
import { token } from "../ports/token";

export const FIND_JOBS = token<FindJobs>("FindJobs");
export const GET_SEEKER_JOB = token<GetSeekerJob>("GetSeekerJob");
export const SAVED_JOBS = token<SavedJobs>("SavedJobs");
export const LOCATE_ME = token<LocateMe>("LocateMe");
