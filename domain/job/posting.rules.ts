import { Result } from "effect";
import { can, type Actor } from "../permissions/can.rules";
import { PostingBlocked } from "./job.errors";

export interface PostingFacts {
  readonly actor: Actor;
  /** The business the actor belongs to is verified (spec: an unverified business cannot post). */
  readonly businessVerified: boolean;
}

/**
 * Whether the actor may post a job, and if not, why (so the screen can say what to do): create a
 * business first, wait for the Admin's approval, or get the business verified.
 */
export const checkCanPost = (facts: PostingFacts): Result.Result<true, PostingBlocked> => {
  const m = facts.actor.membership;
  if (m === undefined) return Result.fail(new PostingBlocked({ reason: "noBusiness" }));
  if (m.status === "underReview") return Result.fail(new PostingBlocked({ reason: "memberPending" }));
  if (!can(facts.actor, "postJob", { kind: "business", businessId: m.businessId }))
    return Result.fail(new PostingBlocked({ reason: "notAllowed" }));
  if (!facts.businessVerified) return Result.fail(new PostingBlocked({ reason: "businessNotVerified" }));
  return Result.succeed(true);
};
