import { Result } from "effect";
import { post } from "../../../domain/ledger/ledger.rules";
import type { RatingRequest, RatingSide, RatingView } from "../../../domain/rating/rating.schema";
import { checkRatingTags } from "../../../domain/rating/rating.rules";
import type { EpochMillis } from "../../../domain/shared/ids.schema";
import { finishReadiness, hireCompletedKey } from "../../../domain/work/completion.rules";
import { apiFailure, domainFailure } from "../../http/errors";
import type { Db } from "../../store/db.schema";
import type { StoredRating } from "../../store/rating.db-schema";
import type { StoredHire } from "../../store/work.db-schema";
import { ratingView } from "./rating.view";
import { daysOfHire, type WorkChanged } from "./work.logic";
import { workDayView } from "./work.view";

/**
 * Finishing a hire and rating it (issue 22; docs/business-rules.md "Completion and ratings"): the
 * readiness is domain/work's `finishReadiness`, the money the ledger's `escrowReleased` (reason
 * `completed`, key `hire:{hireId}:completed`, so a hire's escrow goes back once), a rating
 * domain/rating's rules. Each function answers the new data or the refusal.
 */

const invalid = (from: string, event: string) => apiFailure("INVALID_TRANSITION", `A ${from} hire takes no ${event}`, { machine: "hire", from, event });

/** The seeker finishes her hire: refused until every day is settled; what the escrow still holds goes back to the provider's balance. */
export const completeHire = (db: Db, hire: StoredHire, now: number): WorkChanged<StoredHire> => {
  if (hire.withdrawal !== null) return Result.fail(invalid("withdrawn", "complete"));
  if (hire.completedAt !== undefined) return Result.fail(invalid("completed", "complete"));
  if (hire.cancelledAt !== undefined) return Result.fail(invalid("cancelled", "complete"));
  const ready = finishReadiness(
    daysOfHire(db, hire.hireId).map((d) => workDayView(d, now)),
    now,
  );
  if (Result.isFailure(ready)) return Result.fail(domainFailure(ready.failure));
  const posted = post(db.ledger, { kind: "escrowReleased", key: hireCompletedKey(hire.hireId), at: now as EpochMillis, offerId: hire.hireId, reason: "completed" });
  if (Result.isFailure(posted)) return Result.fail(domainFailure(posted.failure));
  const next: StoredHire = { ...hire, completedAt: now as EpochMillis };
  return Result.succeed({ db: { ...db, ledger: posted.success.ledger, hires: db.hires.map((h) => (h.hireId === hire.hireId ? next : h)) }, value: next });
};

/** One side rates a completed hire, once: never before completion, never again after. */
export const rateHire = (db: Db, hire: StoredHire, side: RatingSide, request: RatingRequest, now: number): WorkChanged<RatingView> => {
  if (hire.completedAt === undefined) return Result.fail(apiFailure("RATING_NOT_OPEN", "A hire is rated once it is completed"));
  if (db.ratings.some((r) => r.hireId === hire.hireId && r.side === side)) return Result.fail(apiFailure("RATING_ALREADY_GIVEN", "This side has rated this hire already", { side }));
  const checked = checkRatingTags(side, request);
  if (Result.isFailure(checked)) return Result.fail(domainFailure(checked.failure));
  const rating: StoredRating = { hireId: hire.hireId, side, stars: request.stars, tags: request.tags, comment: request.comment, at: now as EpochMillis, businessId: hire.businessId, seekerId: hire.seekerId };
  return Result.succeed({ db: { ...db, ratings: [...db.ratings, rating] }, value: ratingView(rating) });
};
