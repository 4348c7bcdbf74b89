import type { Result } from "effect";
import type { MatchedJobs, TalentInvitationResult, TalentPage, TalentProfile, TalentProposals } from "../../domain/matching/talent-api.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/** The talent pool's filters as the screen keeps them (docs/api.md "Talent pool"); an empty text is no filter. */
export interface TalentFilters {
  readonly position?: string;
  readonly area?: string;
  readonly distanceKm?: number;
  readonly salaryMax?: number;
  readonly badge?: string;
  readonly completenessMin?: number;
  readonly cursor?: string;
}

/**
 * The talent pool and smart invitation of issue 24 (docs/api.md "Talent pool"), and the seeker's
 * jobs ranked by the same rule (/JSMita, /jsDailyPush).
 */
export interface TalentApi {
  search(filters: TalentFilters): Answer<TalentPage>;
  profile(seekerId: string): Answer<TalentProfile>;
  proposals(jobId: string): Answer<TalentProposals>;
  /** Inviting a seeker already invited to the job changes nothing: a double tap invites once. */
  invite(jobId: string, seekerIds: readonly string[]): Answer<TalentInvitationResult>;
  matchedJobs(): Answer<MatchedJobs>;
}

export const TALENT_API = token<TalentApi>("TALENT_API");
