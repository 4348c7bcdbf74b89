import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import { RUPIAH_MAX, SALARY_MAX_RUPIAH } from "../policy/business-constants";

/** Money is always a whole, non-negative number of Rupiah (no cents in IDR), at most RUPIAH_MAX. */
export const Rupiah = Schema.Number.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: RUPIAH_MAX })),
  Schema.brand("Rupiah"),
);
export type Rupiah = typeof Rupiah.Type;

/** An amount that moves money (a salary, a payout, a withdrawal): at least Rp1. */
export const PositiveRupiah = Rupiah.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)));

/** A salary a client writes (a job's range, a seeker's expectation): at most SALARY_MAX_RUPIAH per unit. */
export const SalaryRupiah = Rupiah.pipe(Schema.check(Schema.isLessThanOrEqualTo(SALARY_MAX_RUPIAH)));

export class InvalidAmount extends DomainError("InvalidAmount")<{ readonly value: number }> {
  override readonly code = "INVALID_AMOUNT";
}

export const parseRupiah = (value: number): Result.Result<Rupiah, InvalidAmount> =>
  Schema.is(Rupiah)(value) ? Result.succeed(value) : Result.fail(new InvalidAmount({ value }));

/** For constants and trusted arithmetic; throws on a non-integer or negative value (a bug). */
export const rupiah = (value: number): Rupiah => {
  if (!Schema.is(Rupiah)(value)) throw new RangeError(`Not a Rupiah amount: ${value}`);
  return value;
};

export const ZERO_RUPIAH: Rupiah = rupiah(0);
export const addRupiah = (a: Rupiah, b: Rupiah): Rupiah => rupiah(a + b);
/** Never below zero: a balance cannot go negative. */
export const subtractRupiah = (a: Rupiah, b: Rupiah): Rupiah => rupiah(Math.max(0, a - b));
export const multiplyRupiah = (a: Rupiah, times: number): Rupiah => rupiah(a * Math.max(0, Math.trunc(times)));
export const minRupiah = (a: Rupiah, b: Rupiah): Rupiah => (a <= b ? a : b);
