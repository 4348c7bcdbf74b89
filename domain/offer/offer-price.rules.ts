import { Result, Schema } from "effect";
import { DomainError } from "../errors/domain-error";
import {
  ADMIN_FEE_RUPIAH,
  MINIMUM_WAGE_DAILY_DIVISOR,
  MINIMUM_WAGE_HOURLY_DIVISOR,
  MINIMUM_WAGE_MONTHLY_RUPIAH,
  MINIMUM_WAGE_YEAR,
  RUPIAH_MAX,
  SERVICE_FEE_PERCENT,
} from "../policy/business-constants";
import { InvalidAmount, PositiveRupiah, Rupiah, rupiah, SalaryRupiah } from "../shared/money";
import { shiftMinutes, type OfferHours, type OfferSchedule } from "./offer-schedule.rules";

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

/**
 * The least an offer may pay a working day of these hours (docs/business-rules.md "Wage floor"):
 * the Jakarta minimum wage by PP 36/2021, a day's (month / 25) or, for a shorter shift of
 * part-time work, its hours' (month / 126 an hour), whichever is less, rounded up to a whole
 * Rupiah. So the floor refuses what no reading of the rule allows, and never a lawful offer.
 */
export const dailyWageFloor = (hours: OfferHours): Rupiah => {
  const day = Math.ceil(MINIMUM_WAGE_MONTHLY_RUPIAH / MINIMUM_WAGE_DAILY_DIVISOR);
  const byHours = Math.ceil((MINIMUM_WAGE_MONTHLY_RUPIAH * shiftMinutes(hours)) / (MINIMUM_WAGE_HOURLY_DIVISOR * 60));
  return rupiah(Math.min(day, byHours));
};

/** An offer pays a working day less than the wage floor: the least it may pay, and the minimum wage's year. */
export class OfferWageBelowMinimum extends DomainError("OfferWageBelowMinimum")<{ readonly minimumDailyWage: number; readonly year: number }> {
  override readonly code = "OFFER_WAGE_BELOW_MINIMUM";
}

/** What an offer pays a working day: its daily wage, or its total wage shared over the working days. */
export const dailyWageOf = (wage: OfferWage, workingDays: number): number =>
  wage.kind === "daily" ? wage.dailyWage : workingDays > 0 ? wage.totalWage / workingDays : wage.totalWage;

/**
 * No working day below `dailyWageFloor` of the offer's hours: a daily wage at least the floor, a
 * total wage at least the floor times the working days (compared in whole Rupiah). Without working
 * days there is nothing to share a total over: that is the days' refusal, not the wage's.
 */
export const checkWageFloor = (wage: OfferWage, schedule: Pick<OfferSchedule, "workingDays" | "hours">): Result.Result<void, OfferWageBelowMinimum> => {
  const floor = dailyWageFloor(schedule.hours);
  const days = schedule.workingDays.length;
  const enough = wage.kind === "daily" ? wage.dailyWage >= floor : days === 0 || wage.totalWage >= floor * days;
  return enough ? Result.void : Result.fail(new OfferWageBelowMinimum({ minimumDailyWage: floor, year: MINIMUM_WAGE_YEAR }));
};

/** The price of an offer's terms, as the server takes them: `offerPrice`, then the wage floor. */
export const priceOfTerms = (terms: { readonly wage: OfferWage; readonly schedule: Pick<OfferSchedule, "workingDays" | "hours"> }): Result.Result<OfferPrice, InvalidAmount | OfferWageBelowMinimum> =>
  Result.flatMap(offerPrice(terms.wage, terms.schedule.workingDays.length), (price) => Result.map(checkWageFloor(terms.wage, terms.schedule), () => price));
