/*
 * What the seeker's first screens need (Terdekat, Disimpan, a job's page, 'locate me'): the seeker
 * API adapter, which decodes with the generated checks (the screens read through it), and the use
 * cases they call.
 * Their own chunk, without Effect's Schema (docs/architecture.md, "First paint of the homes without
 * Effect"); the rest of the seeker side loads with seeker.modules.ts on its first use.
 */
export { SeekerHttpAdapter } from "./http/seeker.http-adapter";
export { SavedJobs } from "../application/job-search/saved-jobs.use-case";
export { LocateMe } from "../application/job-search/locate-me.use-case";
