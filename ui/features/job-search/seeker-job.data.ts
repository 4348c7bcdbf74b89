import type { SeekerApi } from "../../../application/ports/seeker-api.port";

/**
 * The seeker's job page's one read, shared by the screen and its route's prefetch: asked once,
 * without a place (the page works the distance out itself, so GPS answering late costs nothing).
 */
export const seekerJobKey = (jobId: string) => ["seeker-job", jobId, null] as const;

export const loadSeekerJob = (seeker: SeekerApi, jobId: string) => () => seeker.job(jobId, null);
