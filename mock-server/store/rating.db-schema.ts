import { Schema } from "effect";
import { UserId } from "../../domain/identity/session.schema";
import { RatingView } from "../../domain/rating/rating.schema";
import { BusinessId } from "../../domain/shared/ids.schema";

/**
 * Ratings of completed hires (issue 22; features/ratings): one per side per hire, never edited.
 * Kept with who was rated, so a business's and a seeker's averages are read without the hires.
 */
export const StoredRating = Schema.Struct({
  ...RatingView.fields,
  businessId: BusinessId,
  seekerId: UserId,
});
export type StoredRating = typeof StoredRating.Type;
