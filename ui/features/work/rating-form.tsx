import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { WORK_API } from "../../../application/ports/work-api.port";
import { RATING_COMMENT_MAX_CHARACTERS, ratingTagsOf, type RatingSide, type RatingTag, type RatingView } from "../../../domain/rating/rating.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { ChipsField } from "../../design-system/chips-field";
import { StarIcon } from "../../design-system/icons/star";
import { TextareaField } from "../../design-system/textarea-field";
import { isDefinitiveRefusal, useActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { useSubmit } from "../../shared/use-submit";
import { STARS } from "./rating-summary";
import "./work-rating.css";

/**
 * One side's rating of a finished hire (docs/business-rules.md "Completion and ratings"): stars as
 * a radio group, the side's tags as toggle chips, an optional comment with its counter. Sent once:
 * it cannot be changed afterwards, and the form says so.
 */
export function RatingForm({ hireId, orderId, side, onDone }: { readonly hireId: string; readonly orderId: string; readonly side: RatingSide; readonly onDone: (rating: RatingView) => void }) {
  const { t } = useTranslation("work");
  const id = useId();
  const work = useService(WORK_API);
  const key = useActionKey(`rate.${hireId}`);
  const { formError, pending, send } = useSubmit();
  const [stars, setStars] = useState<number | null>(null);
  const [tags, setTags] = useState<readonly RatingTag[]>([]);
  const [comment, setComment] = useState("");
  const [starsMissing, setStarsMissing] = useState(false);
  const allowed = ratingTagsOf(side);
  const label = (tag: RatingTag) => t(`rating.tag.${tag}`);
  const submit = async () => {
    if (stars === null) {
      setStarsMissing(true);
      return;
    }
    const trimmed = comment.trim();
    const rating = await send([["work-orders", orderId]], () => work.rate(hireId, { stars, tags, comment: trimmed === "" ? null : trimmed }, key.key), (failure) => {
      if (isDefinitiveRefusal(failure)) key.renew();
      return false;
    });
    if (rating === null) return;
    key.drop();
    onDone(rating);
  };
  return (
    <form
      className="stack wr-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="wr-stars" aria-describedby={starsMissing ? `${id}-stars-error` : undefined}>
        <legend>{t("rating.stars")}</legend>
        <div className="wr-stars__row">
          {STARS.map((s) => (
            <label key={s} className="wr-star" data-on={stars !== null && s <= stars ? "true" : "false"}>
              <input
                type="radio"
                name={`${id}-stars`}
                value={s}
                checked={stars === s}
                onChange={() => {
                  setStars(s);
                  setStarsMissing(false);
                }}
              />
              <StarIcon filled={stars !== null && s <= stars} />
              <span className="visually-hidden">{t("rating.starsValue", { count: s })}</span>
            </label>
          ))}
        </div>
        {starsMissing && (
          <p id={`${id}-stars-error`} className="ds-field__error" role="alert">
            {t("rating.starsRequired")}
          </p>
        )}
      </fieldset>
      <ChipsField
        label={t("rating.tags")}
        options={allowed.map(label)}
        selected={tags.map(label)}
        max={allowed.length}
        onChange={(labels) => setTags(allowed.filter((tag) => labels.includes(label(tag))))}
      />
      <TextareaField
        id={`${id}-comment`}
        label={t("rating.comment")}
        hint={t("rating.commentHint")}
        value={comment}
        max={RATING_COMMENT_MAX_CHARACTERS}
        maxLength={RATING_COMMENT_MAX_CHARACTERS}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
      />
      <FailureAlert text={formError} onRetry={() => void submit()} />
      <p className="muted wk-note">{t("rating.final")}</p>
      <Button type="submit" block pending={pending} pendingLabel={t("seeker.sending")}>
        {t("rating.send")}
      </Button>
    </form>
  );
}
