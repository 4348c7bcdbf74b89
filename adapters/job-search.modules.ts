/*
 * What the seeker's first screens need (Terdekat, Disimpan, a job's page, 'locate me'): the seeker
 * API adapter, which decodes with the generated checks, and the use cases that read through it.
 * Their own chunk, without Effect's Schema (docs/architecture.md, "First paint of the homes without
 * Effect"); the rest of the seeker side loads with seeker.modules.ts on its first use.
 */
export { SeekerHttpAdapter } from "./http/seeker.http-adapter";
export { FindJobs } from "../application/job-search/find-jobs.use-case";
export { GetSeekerJob } from "../application/job-search/get-seeker-job.use-case";
export { SavedJobs } from "../application/job-search/saved-jobs.use-case";
export { LocateMe } from "../application/job-search/locate-me.use-case";
