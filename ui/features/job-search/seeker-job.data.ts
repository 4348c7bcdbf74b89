import type { GetSeekerJob } from "../../../application/job-search/get-seeker-job.use-case";

/**
 * The seeker's job page's one read, shared by the screen and its route's prefetch: asked once,
 * without a place (the page works the distance out itself, so GPS answering late costs nothing).
 */
export const seekerJobKey = (jobId: string) => ["seeker-job", jobId, null] as const;

export const loadSeekerJob = (getJob: GetSeekerJob, jobId: string) => () => getJob.execute(jobId, null);
