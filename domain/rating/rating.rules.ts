import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { ratingTagsOf, type RatingRequest, type RatingSide, type RatingSummary } from "./rating.schema";

/** A tag the side may not give (a provider's tag in a seeker's rating), or one given twice. */
export class RatingTagNotAllowed extends DomainError("RatingTagNotAllowed")<{ readonly tag: string }> {
  override readonly code = "RATING_TAG_NOT_ALLOWED";
}

/** The request's tags against its side's list: each from the list, each once. */
export const checkRatingTags = (side: RatingSide, request: RatingRequest): Result.Result<RatingRequest, RatingTagNotAllowed> => {
  const allowed = ratingTagsOf(side);
  const bad = request.tags.find((tag, i) => !allowed.includes(tag) || request.tags.indexOf(tag) !== i);
  return bad === undefined ? Result.succeed(request) : Result.fail(new RatingTagNotAllowed({ tag: bad }));
};

/** The average of the stars given (rounded to one decimal) and how many; null when nobody rated. */
export const ratingSummary = (stars: readonly number[]): RatingSummary | null =>
  stars.length === 0 ? null : { average: Math.round((stars.reduce((sum, s) => sum + s, 0) / stars.length) * 10) / 10, count: stars.length };
