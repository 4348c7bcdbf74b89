/**
 * The tokens of the provider use cases (issue 4), apart from the classes: the composition root
 * registers them without importing the use cases, which load on first use (they bring the domain's
 * schemas and rules, which the first screen does not need).
 */
import type { ProviderJobs } from "../jobs/provider-jobs.use-case";
import { token } from "../ports/token";
import type { ManageBusiness } from "./business.use-case";
import type { UploadPhoto } from "./upload-photo.use-case";

export const MANAGE_BUSINESS = token<ManageBusiness>("ManageBusiness");
export const PROVIDER_JOBS = token<ProviderJobs>("ProviderJobs");
export const UPLOAD_PHOTO = token<UploadPhoto>("UploadPhoto");
