import { APPLICATION_NOTE_MAX_CHARACTERS } from "../../domain/policy/business-constants";
import type { ScreeningAnswer } from "../../domain/job/screening.schema";
import type { ApplicationsApi } from "../ports/applying-api.port";

/** Sends the application with the answers to the job's screening questions; the server runs the domain's checkCanApply and checkScreeningAnswers and answers their refusals. */
export class ApplyToJob {
  constructor(
    private readonly api: ApplicationsApi,
  ) {}

  execute(jobId: string, note: string, answers: readonly ScreeningAnswer[] = []) {
    const request = { note: note.trim().slice(0, APPLICATION_NOTE_MAX_CHARACTERS) };
    return this.api.apply(jobId, answers.length === 0 ? request : { ...request, answers });
  }
}
