import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import { INTERVIEW_QUESTIONS_MAX, MAX_PREFERRED_LOCATIONS, MAX_PREFERRED_POSITIONS } from "../policy/business-constants";

export class TooManyChoices extends DomainError("TooManyChoices")<{
  readonly kind: "positions" | "locations" | "interviewQuestions";
  readonly max: number;
}> {
  override readonly code = "TOO_MANY_CHOICES";
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
