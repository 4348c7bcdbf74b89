import { Schema } from "effect";
import { InterviewContact, InterviewPlace, InterviewState } from "../../domain/interview/interview.schema";
import { EpochMillis } from "../../domain/shared/ids.schema";

/**
 * An interview invitation (issue 24; features/interviews): the job and the seeker it is for, who
 * made it, where, when (epoch ms), whom to ask for, the letter and its state. Its conversation's
 * cards are the chat's.
 */
export const StoredInterview = Schema.Struct({
  interviewId: Schema.String,
  jobId: Schema.String,
  businessId: Schema.String,
  seekerId: Schema.String,
  createdBy: Schema.String,
  place: InterviewPlace,
  startsAt: EpochMillis,
  contact: InterviewContact,
  letter: Schema.String,
  state: InterviewState,
  createdAt: EpochMillis,
  updatedAt: EpochMillis,
});
export type StoredInterview = typeof StoredInterview.Type;
