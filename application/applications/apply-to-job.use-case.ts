import { APPLICATION_NOTE_MAX_CHARACTERS } from "../../domain/policy/business-constants";
import type { ApplicationsApi } from "../ports/applications-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/** Sends the application; the server runs the domain's checkCanApply and answers its refusals. */
export class ApplyToJob {
  constructor(
    private readonly api: ApplicationsApi,
    private readonly sessions: SessionStore,
  ) {}

  execute(jobId: string, note: string) {
    return withToken(this.sessions, (t) => this.api.apply(t, jobId, { note: note.trim().slice(0, APPLICATION_NOTE_MAX_CHARACTERS) }));
  }
}
