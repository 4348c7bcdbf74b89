import { Result } from "effect";
import { IDENTITY_VERIFICATION_WORKING_DAYS } from "../policy/business-constants";
import { invalid, type InvalidTransition } from "../shared/transition.errors";
import { addWorkingDays } from "../shared/wib-time";

/**
 * Identity (KTP and face) and business verification share one life: submitted for review,
 * then approved, or rejected with a reason and resubmittable.
 */
export type VerificationState =
  | { readonly status: "notSubmitted" }
  | { readonly status: "inReview"; readonly submittedAt: number }
  | { readonly status: "approved"; readonly approvedAt: number }
  | { readonly status: "rejected"; readonly reason: string; readonly rejectedAt: number };

export type VerificationEvent =
  | { readonly type: "submit" }
  | { readonly type: "approve" }
  | { readonly type: "reject"; readonly reason: string };

export const transitionVerification = (
  v: VerificationState,
  event: VerificationEvent,
  ctx: { readonly now: number },
): Result.Result<VerificationState, InvalidTransition> => {
  const fail = () => Result.fail(invalid("verification", v.status, event.type));
  switch (event.type) {
    case "submit":
      return v.status === "notSubmitted" || v.status === "rejected"
        ? Result.succeed({ status: "inReview", submittedAt: ctx.now })
        : fail();
    case "approve":
      return v.status === "inReview" ? Result.succeed({ status: "approved", approvedAt: ctx.now }) : fail();
    case "reject":
      return v.status === "inReview" ? Result.succeed({ status: "rejected", reason: event.reason, rejectedAt: ctx.now }) : fail();
  }
};

/** When an identity verification answer is expected: about 2 working days after submission. */
export const identityVerificationExpectedBy = (submittedAt: number): number =>
  addWorkingDays(submittedAt, IDENTITY_VERIFICATION_WORKING_DAYS);
