import { Result, Schema } from "effect";
import { ADMIN_FEE_RUPIAH, RUPIAH_MAX, SERVICE_FEE_PERCENT } from "../policy/business-constants";
import { InvalidAmount, PositiveRupiah, Rupiah, rupiah, SalaryRupiah } from "../shared/money";

/** The fees the spec names (spec 3, Transaction: service fee, admin fee), in the order shown. */
export const FeeName = Schema.Literals(["serviceFee", "adminFee"]);
export type FeeName = typeof FeeName.Type;
export const FEE_NAMES: readonly FeeName[] = FeeName.literals;

/** What an offer pays the seeker: a daily wage for each working day, or one total wage. */
export const OfferWage = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("daily"), dailyWage: SalaryRupiah }),
  Schema.Struct({ kind: Schema.Literal("total"), totalWage: SalaryRupiah }),
]);
export type OfferWage = typeof OfferWage.Type;

/**
 * The total to pay for an offer, each fee named: the provider pays the salary plus the fees; the
 * salary is what the seeker gets, never reduced by a fee.
 */
export const OfferPrice = Schema.Struct({
  salary: PositiveRupiah,
  serviceFee: Rupiah,
  adminFee: Rupiah,
  total: PositiveRupiah,
});
export type OfferPrice = typeof OfferPrice.Type;

/** SERVICE_FEE_PERCENT of the salary, rounded half up to a whole Rupiah (exact in integers). */
export const serviceFeeOf = (salary: Rupiah): Rupiah => rupiah(Math.floor((salary * SERVICE_FEE_PERCENT + 50) / 100));

/**
 * Salary (daily wage x working days, or the total wage) plus each fee. Refused with the amount
 * when the salary is not a whole number of Rupiah of at least Rp1, or it or the total is above RUPIAH_MAX.
 */
export const offerPrice = (wage: OfferWage, workingDays: number): Result.Result<OfferPrice, InvalidAmount> => {
  const salary = wage.kind === "daily" ? wage.dailyWage * workingDays : wage.totalWage;
  if (!Number.isInteger(salary) || salary < 1 || salary > RUPIAH_MAX) return Result.fail(new InvalidAmount({ value: salary }));
  const serviceFee = serviceFeeOf(rupiah(salary));
  const total = salary + serviceFee + ADMIN_FEE_RUPIAH;
  if (total > RUPIAH_MAX) return Result.fail(new InvalidAmount({ value: total }));
  return Result.succeed({ salary: rupiah(salary), serviceFee, adminFee: rupiah(ADMIN_FEE_RUPIAH), total: rupiah(total) });
};
