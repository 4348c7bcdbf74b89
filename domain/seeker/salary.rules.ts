import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  SALARY_FILTER_MAX_RUPIAH,
  SALARY_FILTER_MIN_RUPIAH,
  SALARY_FILTER_STEP_RUPIAH,
} from "../policy/business-constants";

export class MinimumSalaryNotBelowExpected extends DomainError("MinimumSalaryNotBelowExpected")<{
  readonly minimum: number;
  readonly expected: number;
}> {
  override readonly code = "SALARY_MINIMUM_NOT_BELOW_EXPECTED";
}
/** 'Maximum salary should be higher than minimum salary.' */
export class MaximumSalaryNotAboveMinimum extends DomainError("MaximumSalaryNotAboveMinimum")<{
  readonly minimum: number;
  readonly maximum: number;
}> {
  override readonly code = "SALARY_MAX_NOT_ABOVE_MIN";
}
export class SalaryFilterInvalid extends DomainError("SalaryFilterInvalid")<{
  readonly reason: "minNotBelowMax" | "outOfRange" | "offStep";
}> {
  override readonly code = "SALARY_FILTER_INVALID";
}

/** A seeker's minimum monthly salary must be less than the expected one. */
export const validateExpectedSalary = (s: { minimum: number; expected: number }) =>
  s.minimum < s.expected
    ? Result.succeed(s)
    : Result.fail(new MinimumSalaryNotBelowExpected({ minimum: s.minimum, expected: s.expected }));

/** A job's salary range: the maximum must be higher than the minimum. */
export const validateSalaryRange = (s: { minimum: number; maximum: number }) =>
  s.maximum > s.minimum
    ? Result.succeed(s)
    : Result.fail(new MaximumSalaryNotAboveMinimum({ minimum: s.minimum, maximum: s.maximum }));

/** Stops of the job-list salary filter: Rp1.000.000 to Rp200.000.000 every Rp500.000. */
export const salaryFilterSteps = (): readonly number[] =>
  Array.from(
    { length: (SALARY_FILTER_MAX_RUPIAH - SALARY_FILTER_MIN_RUPIAH) / SALARY_FILTER_STEP_RUPIAH + 1 },
    (_, i) => SALARY_FILTER_MIN_RUPIAH + i * SALARY_FILTER_STEP_RUPIAH,
  );

/** The nearest filter stop to any amount, clamped to the filter's range. */
export const snapToSalaryStep = (amount: number): number => {
  const safe = Number.isFinite(amount) ? amount : SALARY_FILTER_MIN_RUPIAH;
  const clamped = Math.min(SALARY_FILTER_MAX_RUPIAH, Math.max(SALARY_FILTER_MIN_RUPIAH, safe));
  return SALARY_FILTER_MIN_RUPIAH + Math.round((clamped - SALARY_FILTER_MIN_RUPIAH) / SALARY_FILTER_STEP_RUPIAH) * SALARY_FILTER_STEP_RUPIAH;
};

const onStep = (n: number): boolean =>
  n >= SALARY_FILTER_MIN_RUPIAH && n <= SALARY_FILTER_MAX_RUPIAH && (n - SALARY_FILTER_MIN_RUPIAH) % SALARY_FILTER_STEP_RUPIAH === 0;

export const validateSalaryFilter = (f: { min: number; max: number }): Result.Result<{ min: number; max: number }, SalaryFilterInvalid> => {
  if (!Number.isInteger(f.min) || !Number.isInteger(f.max) || f.min < SALARY_FILTER_MIN_RUPIAH || f.max > SALARY_FILTER_MAX_RUPIAH)
    return Result.fail(new SalaryFilterInvalid({ reason: "outOfRange" }));
  if (!onStep(f.min) || !onStep(f.max)) return Result.fail(new SalaryFilterInvalid({ reason: "offStep" }));
  if (f.min >= f.max) return Result.fail(new SalaryFilterInvalid({ reason: "minNotBelowMax" }));
  return Result.succeed(f);
};
