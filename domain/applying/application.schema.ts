import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { APPLICATION_NOTE_MAX_CHARACTERS } from "../policy/business-constants";
import { ScreeningAnswers } from "../job/screening.schema";
import { IsoInstant, JobId } from "../shared/ids.schema";

const NonEmpty = Schema.String.pipe(Schema.check(Schema.isNonEmpty()));

export const ApplicationId = NonEmpty.pipe(Schema.brand("ApplicationId"));
export type ApplicationId = typeof ApplicationId.Type;

/** applied: sent, not yet opened by the provider; viewed: the provider opened the applicant. */
export const ApplicationStatus = Schema.Literals(["applied", "viewed", "rejected", "offered"]);
export type ApplicationStatus = typeof ApplicationStatus.Type;

/** One seeker's application to one job (the `applications` collection of the mock has this shape). */
export const JobApplication = Schema.Struct({
  applicationId: ApplicationId,
  jobId: JobId,
  seekerUserId: UserId,
  status: ApplicationStatus,
  createdAt: IsoInstant,
});
export type JobApplication = typeof JobApplication.Type;

/**
 * Body of POST /api/jobs/{jobId}/applications: the seeker's answer to "why you?" (may be empty) and
 * her answers to the job's screening questions (absent: none; screening.rules.ts checks them).
 */
export const ApplyRequest = Schema.Struct({
  note: Schema.String.pipe(Schema.check(Schema.isMaxLength(APPLICATION_NOTE_MAX_CHARACTERS))),
  answers: Schema.optional(ScreeningAnswers),
});
export type ApplyRequest = typeof ApplyRequest.Type;
