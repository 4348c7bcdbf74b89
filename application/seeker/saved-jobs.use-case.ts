import { Result } from "effect";
import type { SeekerApi } from "../ports/seeker-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/** Disimpan: the saved jobs, and saving or unsaving one (resolves to the new saved flag). */
export class SavedJobs {
  constructor(
    private readonly api: SeekerApi,
    private readonly sessions: SessionStore,
  ) {}

  list() {
    return withToken(this.sessions, (t) => this.api.savedJobs(t));
  }

  setSaved(jobId: string, saved: boolean) {
    return withToken(this.sessions, async (t) =>
      saved ? Result.map(await this.api.saveJob(t, jobId), () => true) : Result.map(await this.api.unsaveJob(t, jobId), () => false),
    );
  }
}
