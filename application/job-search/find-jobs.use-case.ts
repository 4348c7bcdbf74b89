import type { JobSearchQuery } from "../../domain/seeker/job-search.query";
import type { SeekerApi } from "../ports/seeker-api.port";

/** One page of open jobs nearest to a point, with the list's filters (Terdekat). */
export class FindJobs {
  constructor(
    private readonly api: SeekerApi,
  ) {}

  execute(query: JobSearchQuery) {
    return this.api.searchJobs(query);
  }
}
