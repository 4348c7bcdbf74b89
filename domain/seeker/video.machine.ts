import { Result } from "effect";
import { invalid, type InvalidTransition } from "../shared/transition.errors";

/** Intro video: moderated after upload; approved, hidden with a reason, or deleted with a reason. */
export type IntroVideoState =
  | { readonly status: "none" }
  | { readonly status: "inReview" }
  | { readonly status: "approved" }
  | { readonly status: "hidden"; readonly reason: string }
  | { readonly status: "deleted"; readonly reason: string };

export type IntroVideoEvent =
  | { readonly type: "upload" }
  | { readonly type: "approve" }
  | { readonly type: "hide"; readonly reason: string }
  | { readonly type: "delete"; readonly reason: string };

export const transitionIntroVideo = (
  v: IntroVideoState,
  event: IntroVideoEvent,
): Result.Result<IntroVideoState, InvalidTransition> => {
  const fail = () => Result.fail(invalid("introVideo", v.status, event.type));
  switch (event.type) {
    case "upload":
      // A new recording replaces whatever was there, except one still waiting for review.
      return v.status === "inReview" ? fail() : Result.succeed({ status: "inReview" });
    case "approve":
      return v.status === "inReview" ? Result.succeed({ status: "approved" }) : fail();
    case "hide":
      return v.status === "inReview" || v.status === "approved"
        ? Result.succeed({ status: "hidden", reason: event.reason })
        : fail();
    case "delete":
      return v.status === "none" || v.status === "deleted" ? fail() : Result.succeed({ status: "deleted", reason: event.reason });
  }
};

/** Video interview: invited, in progress / recorded, completed (submitted) or expired. */
export type InterviewStatus = "invited" | "inProgress" | "recorded" | "submitted" | "expired";
export interface InterviewState {
  readonly status: InterviewStatus;
  readonly expiresAt: number;
  readonly answered: number;
  readonly questions: number;
}
export type InterviewEvent =
  | { readonly type: "start" }
  | { readonly type: "recordAnswer" }
  | { readonly type: "repeatAnswer" }
  | { readonly type: "submit" }
  | { readonly type: "expire" };

const OPEN: readonly InterviewStatus[] = ["invited", "inProgress", "recorded"];

export const transitionInterview = (
  s: InterviewState,
  event: InterviewEvent,
  ctx: { readonly now: number },
): Result.Result<InterviewState, InvalidTransition> => {
  const fail = () => Result.fail(invalid("videoInterview", s.status, event.type));
  if (event.type === "expire")
    return OPEN.includes(s.status) && ctx.now >= s.expiresAt ? Result.succeed({ ...s, status: "expired" }) : fail();
  // Anything done after the deadline is refused: the invitation shows as expired instead.
  if (!OPEN.includes(s.status) || ctx.now >= s.expiresAt) return fail();
  switch (event.type) {
    case "start":
      return s.status === "invited" ? Result.succeed({ ...s, status: "inProgress" }) : fail();
    case "recordAnswer": {
      if (s.status === "invited" || s.answered >= s.questions) return fail();
      const answered = s.answered + 1;
      return Result.succeed({ ...s, answered, status: answered === s.questions ? "recorded" : "inProgress" });
    }
    case "repeatAnswer":
      return s.answered > 0 ? Result.succeed(s) : fail();
    case "submit":
      return s.status === "recorded" ? Result.succeed({ ...s, status: "submitted" }) : fail();
  }
};
