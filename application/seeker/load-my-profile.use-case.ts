import type { SeekerApi } from "../ports/seeker-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/** The caller's seeker profile (null before the first save) with its completeness percentage. */
export class LoadMyProfile {
  constructor(
    private readonly api: SeekerApi,
    private readonly sessions: SessionStore,
  ) {}

  execute() {
    return withToken(this.sessions, (t) => this.api.profile(t));
  }
}
