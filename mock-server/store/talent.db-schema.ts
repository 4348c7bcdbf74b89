import { Schema } from "effect";

/** A pool seeker invited to apply to a job (issue 24, features/talent): once per (job, seeker). */
export const StoredTalentInvitation = Schema.Struct({
  jobId: Schema.String,
  seekerId: Schema.String,
  invitedBy: Schema.String,
  /** "smart": one of the rule's proposals invited in one step; "pool": from her profile. */
  via: Schema.Literals(["pool", "smart"]),
  at: Schema.String,
});
export type StoredTalentInvitation = typeof StoredTalentInvitation.Type;
