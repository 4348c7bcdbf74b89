import type { SeekerApi } from "../ports/seeker-api.port";

/** The caller's seeker profile (null before the first save) with its completeness percentage. */
export class LoadMyProfile {
  constructor(
    private readonly api: SeekerApi,
  ) {}

  execute() {
    return this.api.profile();
  }
}
