import { Schema } from "effect";
import { EpochMillis, OfferId } from "../shared/ids.schema";

/**
 * Ratings after a finished hire (issue 22; decisions in docs/business-rules.md "Completion and
 * ratings"): the seeker rates the business she worked for, the provider rates the seeker. Each side
 * rates a hire once, only after it is completed, and a rating is never edited afterwards (it is
 * evidence other people rely on: a seeker choosing an employer, a provider choosing staff).
 */

/** Who rated: the hire's seeker (rating the business) or its provider (rating the seeker). */
export const RatingSide = Schema.Literals(["seeker", "provider"]);
export type RatingSide = typeof RatingSide.Type;

/** Decision: a small fixed list per side, so ratings compare; texts in ui/i18n work `rating.tag.*`. */
export const SEEKER_RATING_TAGS = ["paidOnTime", "clearInstructions", "friendlyTeam", "safeWorkplace", "fairHours"] as const;
export const PROVIDER_RATING_TAGS = ["punctual", "hardWorking", "friendly", "tidy", "quickLearner"] as const;
export const RatingTag = Schema.Literals([...SEEKER_RATING_TAGS, ...PROVIDER_RATING_TAGS]);
export type RatingTag = typeof RatingTag.Type;

/** The tags a side may give. */
export const ratingTagsOf = (side: RatingSide): readonly RatingTag[] => (side === "seeker" ? SEEKER_RATING_TAGS : PROVIDER_RATING_TAGS);

/** Decision: a comment is optional and short (a counter shows what is left). */
export const RATING_COMMENT_MAX_CHARACTERS = 280;

export const RatingStars = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5 })));

/** POST /api/hires/{hireId}/rating: the caller's rating in her active role (the tags her side may give, each once). */
export const RatingRequest = Schema.Struct({
  stars: RatingStars,
  tags: Schema.Array(RatingTag).pipe(Schema.check(Schema.isMaxLength(PROVIDER_RATING_TAGS.length + SEEKER_RATING_TAGS.length))),
  comment: Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isTrimmed(), Schema.isNonEmpty(), Schema.isMaxLength(RATING_COMMENT_MAX_CHARACTERS)))),
});
export type RatingRequest = typeof RatingRequest.Type;

/** A rating as given. */
export const RatingView = Schema.Struct({
  hireId: OfferId,
  side: RatingSide,
  stars: RatingStars,
  tags: Schema.Array(RatingTag),
  comment: Schema.NullOr(Schema.String),
  at: EpochMillis,
});
export type RatingView = typeof RatingView.Type;

/** A business's or a seeker's rating: the average of the stars given to it (one decimal), from `count` ratings. */
export const RatingSummary = Schema.Struct({
  average: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5 }))),
  count: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1))),
});
export type RatingSummary = typeof RatingSummary.Type;
