import { Result } from "effect";
import type { SeekerApi } from "../ports/seeker-api.port";

/** Saving or unsaving a job: one call either way, resolving to the new saved flag (the list reads SEEKER_API). */
export class SavedJobs {
  constructor(
    private readonly api: SeekerApi,
  ) {}

  async setSaved(jobId: string, saved: boolean) {
    return saved ? Result.map(await this.api.saveJob(jobId), () => true) : Result.map(await this.api.unsaveJob(jobId), () => false);
  }
}
