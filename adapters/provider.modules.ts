/*
 * The provider side's adapters and use cases, loaded as one chunk on the first
 * call of any of them (provider.registrations.ts). One import site instead of one per class keeps the first screen's preload map short.
 * Not the photo upload: the home never uploads, so it loads with the first pick (provider.registrations.ts).
 */
export { BusinessHttpAdapter } from "./http/provider-business.http-adapter";
export { JobsHttpAdapter } from "./http/provider-jobs.http-adapter";
export { ProviderJobs } from "../application/provider-jobs/provider-jobs.use-case";
