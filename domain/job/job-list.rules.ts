import type { JobStatus } from "./job.schema";

/**
 * The tab a job is listed under: drafts sit with the closed ones. Effect-free and error-free (the
 * provider home needs it at first paint); job.machine.ts re-exports it.
 */
export const jobListTab = (status: JobStatus): "open" | "closed" | null =>
  status === "open" ? "open" : status === "deleted" ? null : "closed";
