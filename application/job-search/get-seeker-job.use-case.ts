import type { GeoPoint } from "../../domain/shared/place.schema";
import type { SeekerApi } from "../ports/seeker-api.port";

/** One job as this seeker sees it: saved, applied, distance from where they are. */
export class GetSeekerJob {
  constructor(
    private readonly api: SeekerApi,
  ) {}

  execute(jobId: string, from: GeoPoint | null) {
    return this.api.job(jobId, from);
  }
}
