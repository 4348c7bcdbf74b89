import { Result } from "effect";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { JobCannotOpen, JobNotDeletable, JobNotEditable } from "./job.errors";
import type { JobStatus } from "./job.schema";

/** What the lifecycle of a job depends on. Draft jobs are listed under "closed" (spec 4). */
export interface JobLifecycle {
  readonly status: JobStatus;
  readonly expiresAt: number;
  readonly headcount: number;
  readonly hired: number;
  readonly applicants: number;
  readonly offers: number;
  readonly ongoingWork: number;
}

export type JobEvent =
  | { readonly type: "post" }
  | { readonly type: "close" }
  | { readonly type: "edit" }
  | { readonly type: "delete" }
  | { readonly type: "applicationReceived" }
  | { readonly type: "offerSent" }
  | { readonly type: "hired" }
  | { readonly type: "workFinished" }
  | { readonly type: "tick" };

export interface JobContext {
  readonly now: number;
}

export type JobError = InvalidTransition | JobNotEditable | JobNotDeletable | JobCannotOpen;

export { jobListTab } from "./job-list.rules";

export const isJobEditable = (job: JobLifecycle): boolean =>
  job.status !== "deleted" && job.applicants === 0 && job.offers === 0;

export const isJobDeletable = (job: JobLifecycle): boolean =>
  job.status !== "deleted" && job.applicants === 0 && job.offers === 0 && job.ongoingWork === 0;

/** An open job closes by itself when its headcount is filled or its expiry has passed. */
export const autoClose = (job: JobLifecycle, now: number): JobLifecycle =>
  job.status === "open" && (job.hired >= job.headcount || now >= job.expiresAt) ? { ...job, status: "closed" } : job;

export const transitionJob = (
  job: JobLifecycle,
  event: JobEvent,
  ctx: JobContext,
): Result.Result<JobLifecycle, JobError> => {
  const fail = () => Result.fail(invalid("job", job.status, event.type));
  if (job.status === "deleted") return fail();
  switch (event.type) {
    case "post":
      if (job.status === "open") return fail();
      if (ctx.now >= job.expiresAt) return Result.fail(new JobCannotOpen({ reason: "expired" }));
      if (job.hired >= job.headcount) return Result.fail(new JobCannotOpen({ reason: "headcountFilled" }));
      return Result.succeed({ ...job, status: "open" });
    case "close":
      return job.status === "open" ? Result.succeed({ ...job, status: "closed" }) : fail();
    case "edit":
      return isJobEditable(job)
        ? Result.succeed(job)
        : Result.fail(new JobNotEditable({ applicants: job.applicants, offers: job.offers }));
    case "delete":
      return isJobDeletable(job)
        ? Result.succeed({ ...job, status: "deleted" })
        : Result.fail(new JobNotDeletable({ applicants: job.applicants, offers: job.offers, ongoingWork: job.ongoingWork }));
    case "applicationReceived":
      return job.status === "open" ? Result.succeed(autoClose({ ...job, applicants: job.applicants + 1 }, ctx.now)) : fail();
    case "offerSent":
      return job.status === "open" ? Result.succeed({ ...job, offers: job.offers + 1 }) : fail();
    case "hired":
      return job.hired < job.headcount
        ? Result.succeed(autoClose({ ...job, hired: job.hired + 1, ongoingWork: job.ongoingWork + 1 }, ctx.now))
        : fail();
    case "workFinished":
      return job.ongoingWork > 0 ? Result.succeed({ ...job, ongoingWork: job.ongoingWork - 1 }) : fail();
    case "tick":
      return Result.succeed(autoClose(job, ctx.now));
  }
};
