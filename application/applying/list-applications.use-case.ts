import type { ApplicationsApi } from "../ports/applying-api.port";

/** Aktivitas: the seeker's applications; and, for a provider, the applicants of one job. */
export class ListApplications {
  constructor(
    private readonly api: ApplicationsApi,
  ) {}

  mine() {
    return this.api.myApplications();
  }

  applicantsOf(jobId: string) {
    return this.api.applicants(jobId);
  }
}
