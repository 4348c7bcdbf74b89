import { Schema } from "effect";
import { UserId } from "../identity/session.schema";
import { PublicResume } from "../seeker/job-card.schema";
import { JobCard } from "../seeker/job-card.schema";
import { JobId } from "../shared/ids.schema";

/**
 * The talent pool and smart invitation over HTTP (issue 24, docs/api.md "Talent pool"). What a
 * provider reads of a seeker is built from these schemas only, and none has a place for her date
 * of birth, phone, address or identity documents: the mock answers through them (excess keys are
 * dropped on decode), so a private field can never reach a provider by mistake.
 */

/** Decision: a smart invitation invites at most this many seekers in one step (the top of the proposals). */
export const SMART_INVITE_MAX = 10;
/** Decision: the proposals for a job are its best this many seekers. */
export const SMART_PROPOSALS_MAX = 20;

/** One seeker in the pool's list: enough to choose whom to open. */
export const TalentCard = Schema.Struct({
  seekerId: UserId,
  fullName: Schema.String,
  gender: Schema.Literals(["male", "female"]),
  /** Full years (never the date of birth). */
  age: Schema.Int,
  /** Her first preferred location (a district), "" when none. */
  area: Schema.String,
  preferredPositions: Schema.Array(Schema.String),
  badges: Schema.Array(Schema.String),
  expectedMonthlySalary: Schema.NullOr(Schema.Int),
  completenessPercent: Schema.Int,
  /** From the searched area's centre; null when the search named no area or she named no location. */
  distanceKm: Schema.NullOr(Schema.Number),
});
export type TalentCard = typeof TalentCard.Type;

export const TalentPage = Schema.Struct({
  items: Schema.Array(TalentCard),
  total: Schema.Int,
  nextCursor: Schema.NullOr(Schema.String),
});
export type TalentPage = typeof TalentPage.Type;

/** A pool seeker's profile as a provider opens it: her public resume, what she asks, the caller's jobs she was invited to. */
export const TalentProfile = Schema.Struct({
  resume: PublicResume,
  expectedMonthlySalary: Schema.NullOr(Schema.Int),
  invitedToJobIds: Schema.Array(JobId),
});
export type TalentProfile = typeof TalentProfile.Type;

const Part = Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 1 })));
/** `matchScore` of domain/matching/smart-invitation.rules.ts: each part 0-1, the total 0-100. */
export const MatchScoreView = Schema.Struct({
  total: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100 }))),
  position: Part,
  distance: Part,
  salary: Part,
  availability: Part,
});
export type MatchScoreView = typeof MatchScoreView.Type;

/** The seekers the rule proposes for a job, best first. */
export const TalentProposals = Schema.Struct({
  jobId: JobId,
  position: Schema.String,
  items: Schema.Array(Schema.Struct({ talent: TalentCard, score: MatchScoreView, invited: Schema.Boolean })),
});
export type TalentProposals = typeof TalentProposals.Type;

/** Invite seekers of the pool to apply to a job (one, or the top proposals in one step). */
export const TalentInvitationRequest = Schema.Struct({
  seekerIds: Schema.Array(UserId).pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(SMART_INVITE_MAX))),
});
export type TalentInvitationRequest = typeof TalentInvitationRequest.Type;

/** Who was invited now, and who already was (inviting twice changes nothing: a double tap invites once). */
export const TalentInvitationResult = Schema.Struct({
  jobId: JobId,
  invited: Schema.Array(UserId),
  alreadyInvited: Schema.Array(UserId),
});
export type TalentInvitationResult = typeof TalentInvitationResult.Type;

/** The seeker's side (/JSMita, /jsDailyPush): open jobs ranked for her by the same rule. */
export const MatchedJobs = Schema.Struct({
  items: Schema.Array(Schema.Struct({ card: JobCard, score: MatchScoreView })),
});
export type MatchedJobs = typeof MatchedJobs.Type;
