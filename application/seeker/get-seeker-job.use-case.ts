import type { GeoPoint } from "../../domain/shared/place.schema";
import type { SeekerApi } from "../ports/seeker-api.port";
import type { SessionStore } from "../ports/session-store.port";
import { withToken } from "../session/with-token";

/** One job as this seeker sees it: saved, applied, distance from where they are. */
export class GetSeekerJob {
  constructor(
    private readonly api: SeekerApi,
    private readonly sessions: SessionStore,
  ) {}

  execute(jobId: string, from: GeoPoint | null) {
    return withToken(this.sessions, (t) => this.api.job(t, jobId, from));
  }
}
