import { JobScreening } from "../../../domain/job/screening.schema";
import { endpoint, fail, type Endpoint } from "../../http/endpoint";
import { jobNotFound } from "../../http/errors";
import { findVisibleJob } from "./provider-jobs.logic";
import { questionsOf } from "./screening.logic";

/** A job's screening questions (docs/api.md "Screening questions"): written with the job's save, read here. */
export const screeningEndpoints = (): Endpoint[] => [
  endpoint({
    method: "GET",
    path: "/api/jobs/:jobId/screening-questions",
    success: { status: 200, schema: JobScreening },
    errors: ["JOB_NOT_FOUND"],
    auth: "bearer",
    area: "api",
    summary: "The questions a job asks its applicants (anyone who may see the job: its seekers to apply, its provider to edit them)",
    handle: ({ db, caller, params }) => {
      const job = findVisibleJob(db, caller, params.jobId);
      if (job === undefined) return fail(jobNotFound());
      return { status: 200, json: { jobId: job.jobId, questions: questionsOf(job) } };
    },
  }),
];
