import { ratingSummary } from "../../../domain/rating/rating.rules";
import type { RatingSide, RatingSummary, RatingView } from "../../../domain/rating/rating.schema";
import type { HireRatings } from "../../../domain/work/work-api.schema";
import type { Db } from "../../store/db.schema";
import type { StoredRating } from "../../store/rating.db-schema";

/** Ratings as the API shows them (issue 22): a hire's two, a business's and a seeker's averages. */

export const ratingView = ({ businessId: _business, seekerId: _seeker, ...rating }: StoredRating): RatingView => rating;

/** A hire's two ratings: the seeker's (of the business) and the provider's (of the seeker), null until given. */
export const hireRatings = (db: Db, hireId: string): HireRatings => {
  const of = (side: RatingSide) => {
    const found = db.ratings.find((r) => r.hireId === hireId && r.side === side);
    return found === undefined ? null : ratingView(found);
  };
  return { seeker: of("seeker"), provider: of("provider") };
};

/** A business's rating: the average of its seekers' ratings (null: nobody rated it yet). */
export const businessRating = (db: Db, businessId: string): RatingSummary | null =>
  ratingSummary(db.ratings.filter((r) => r.side === "seeker" && r.businessId === businessId).map((r) => r.stars));

/** A seeker's rating: the average of the ratings providers gave her (null: nobody rated her yet). */
export const seekerRating = (db: Db, userId: string): RatingSummary | null =>
  ratingSummary(db.ratings.filter((r) => r.side === "provider" && r.seekerId === userId).map((r) => r.stars));
