/*
 * The provider side's adapters and use cases, loaded as one chunk on the first
 * call of any of them (provider.registrations.ts). One import site instead of one per class keeps the first screen's preload map short.
 * Not the photo upload: the home never uploads, so it loads with the first pick (provider.registrations.ts).
 */
export { BusinessHttpAdapter } from "./http/business.http-adapter";
export { JobsHttpAdapter } from "./http/jobs.http-adapter";
export { ManageBusiness } from "../application/business/business.use-case";
export { ProviderJobs } from "../application/jobs/provider-jobs.use-case";
