/**
 * The tokens of the provider-jobs use cases, apart from the classes: the composition root
 * registers them without importing the use cases, which load on first use.
 */
import type { ProviderJobs } from "./provider-jobs.use-case";
import { token } from "../ports/token";

export const PROVIDER_JOBS = token<ProviderJobs>("ProviderJobs");
