import { Data, Result } from "effect";
import { INTERVIEW_QUESTIONS_MAX, MAX_PREFERRED_LOCATIONS, MAX_PREFERRED_POSITIONS } from "../policy/business-constants";
import { i18nKeyOf } from "../errors/error-codes";

export class TooManyChoices extends Data.TaggedError("TooManyChoices")<{
  readonly kind: "positions" | "locations" | "interviewQuestions";
  readonly max: number;
}> {
  readonly code = "TOO_MANY_CHOICES";
  get i18nKey(): string {
    return i18nKeyOf(this);
  }
}

const LIMIT = {
  positions: MAX_PREFERRED_POSITIONS,
  locations: MAX_PREFERRED_LOCATIONS,
  interviewQuestions: INTERVIEW_QUESTIONS_MAX,
} as const;

/** Up to 5 preferred positions or locations; interview questions are capped too. Duplicates count once. */
export const validateChoices = <A>(
  kind: keyof typeof LIMIT,
  items: readonly A[],
): Result.Result<readonly A[], TooManyChoices> => {
  const unique = [...new Set(items)];
  return unique.length <= LIMIT[kind] ? Result.succeed(unique) : Result.fail(new TooManyChoices({ kind, max: LIMIT[kind] }));
};

/** Adding one more choice: refused once the limit is reached (the picker disables the option). */
export const canAddChoice = (kind: keyof typeof LIMIT, current: number): boolean => current < LIMIT[kind];
