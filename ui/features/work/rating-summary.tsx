import { useTranslation } from "react-i18next";
import type { RatingTag } from "../../../domain/rating/rating.schema";
import { StarIcon } from "../../design-system/icons/star";
import "./work-rating.css";

export const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating as given: its stars, and its tags and comment when there are any. A module of its own,
 * without the form, so the work certificate (its public check too) shows a rating without loading it.
 */
export function RatingSummaryCard({ rating }: { readonly rating: { readonly stars: number; readonly tags: readonly RatingTag[]; readonly comment?: string | null } }) {
  const { t } = useTranslation("work");
  return (
    <div className="wr-given">
      <p className="wr-given__stars" role="img" aria-label={t("rating.starsValue", { count: rating.stars })}>
        {STARS.map((s) => (
          <StarIcon key={s} filled={s <= rating.stars} />
        ))}
      </p>
      {rating.tags.length > 0 && <p className="wr-given__tags">{rating.tags.map((tag) => t(`rating.tag.${tag}`)).join(" · ")}</p>}
      {rating.comment != null && <p className="wr-given__comment">{rating.comment}</p>}
    </div>
  );
}
