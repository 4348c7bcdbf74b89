/**
 * The tokens of the applying use cases, apart from the classes: the composition root
 * registers them without importing the use cases, which load on first use.
 */
import type { ApplyToJob } from "./apply-to-job.use-case";
import { token } from "../ports/token";

export const APPLY_TO_JOB = token<ApplyToJob>("ApplyToJob");
