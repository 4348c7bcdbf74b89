import { Result } from "effect";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { JobCannotOpen, JobNotDeletable, JobNotEditable, type CannotOpenReason } from "./job.errors";
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

/**
 * Why posting the job now would be refused, or null when it may be posted (an open job is neither
 * filled nor expired: it closes by itself). A filled headcount comes first: no edit can change it,
 * while a new closing date can lift an expiry. The provider home shows a job's reason in place of
 * its Post action (issue 19), and `transitionJob` refuses "post" with it.
 */
export const cannotOpenReason = (job: JobLifecycle, now: number): CannotOpenReason | null =>
  job.hired >= job.headcount ? "headcountFilled" : now >= job.expiresAt ? "expired" : null;

/** An open job closes by itself when its headcount is filled or its expiry has passed. */
export const autoClose = (job: JobLifecycle, now: number): JobLifecycle =>
  job.status === "open" && cannotOpenReason(job, now) !== null ? { ...job, status: "closed" } : job;

export const transitionJob = (
  job: JobLifecycle,
  event: JobEvent,
  ctx: JobContext,
): Result.Result<JobLifecycle, JobError> => {
  const fail = () => Result.fail(invalid("job", job.status, event.type));
  if (job.status === "deleted") return fail();
  switch (event.type) {
    case "post": {
      if (job.status === "open") return fail();
      const reason = cannotOpenReason(job, ctx.now);
      return reason === null ? Result.succeed({ ...job, status: "open" }) : Result.fail(new JobCannotOpen({ reason }));
    }
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
