import { Result } from "effect";
import type { SeekerApi } from "../ports/seeker-api.port";

/** Disimpan: the saved jobs, and saving or unsaving one (resolves to the new saved flag). */
export class SavedJobs {
  constructor(
    private readonly api: SeekerApi,
  ) {}

  list() {
    return this.api.savedJobs();
  }

  async setSaved(jobId: string, saved: boolean) {
    return saved ? Result.map(await this.api.saveJob(jobId), () => true) : Result.map(await this.api.unsaveJob(jobId), () => false);
  }
}
