import type { ApplicationsApi } from "../ports/applications-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/** Aktivitas: the seeker's applications; and, for a provider, the applicants of one job. */
export class ListApplications {
  constructor(
    private readonly api: ApplicationsApi,
    private readonly sessions: SessionStore,
  ) {}

  mine() {
    return withToken(this.sessions, (t) => this.api.myApplications(t));
  }

  applicantsOf(jobId: string) {
    return withToken(this.sessions, (t) => this.api.applicants(t, jobId));
  }
}
