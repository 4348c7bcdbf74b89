import { APPLICATION_NOTE_MAX_CHARACTERS } from "../../domain/policy/business-constants";
import type { ApplicationsApi } from "../ports/applying-api.port";

/** Sends the application; the server runs the domain's checkCanApply and answers its refusals. */
export class ApplyToJob {
  constructor(
    private readonly api: ApplicationsApi,
  ) {}

  execute(jobId: string, note: string) {
    return this.api.apply(jobId, { note: note.trim().slice(0, APPLICATION_NOTE_MAX_CHARACTERS) });
  }
}
