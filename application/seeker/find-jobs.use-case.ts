import type { JobSearchQuery } from "../../domain/seeker/job-search.query";
import type { SeekerApi } from "../ports/seeker-api.port";
import type { SessionStore } from "../ports/session-store.port";

/** One page of open jobs nearest to a point, with the list's filters (Terdekat). */
export class FindJobs {
  constructor(
    private readonly api: SeekerApi,
    private readonly sessions: SessionStore,
  ) {}

  execute(query: JobSearchQuery) {
    return this.api.searchJobs(this.sessions.load()?.token, query);
  }
}
