import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { JobSalary } from "../job/job.schema";
import { MINIMUM_WAGE_MONTHLY_RUPIAH, MINIMUM_WAGE_YEAR } from "../policy/business-constants";
import { rupiah } from "../shared/money";
import { checkWageFloor, dailyWageFloor, dailyWageOf, OfferWageBelowMinimum, priceOfTerms, type OfferWage } from "./offer-price.rules";
import type { OfferHours } from "./offer-schedule.rules";
import { comparablePostedSalary, isBelowPostedSalary } from "./posted-salary.rules";

const daily = (n: number): OfferWage => ({ kind: "daily", dailyWage: rupiah(n) });
const total = (n: number): OfferWage => ({ kind: "total", totalWage: rupiah(n) });
const DAY: OfferHours = { start: "08:00", end: "16:00" };
const days = (n: number) => Array.from({ length: n }, (_, i) => `2029-12-${String(i + 1).padStart(2, "0")}`);
const failure = (r: Result.Result<unknown, unknown>) => (Result.isFailure(r) ? r.failure : undefined);

describe("the wage floor (issue 19: Rp1 a day was accepted)", () => {
  it("is the Jakarta minimum wage of 2026 by PP 36/2021: a day is the month / 25, an hour the month / 126, rounded up", () => {
    expect([MINIMUM_WAGE_MONTHLY_RUPIAH, MINIMUM_WAGE_YEAR]).toEqual([5_729_876, 2026]);
    // An 8-hour day, a night shift of 8 hours: the daily rule (5.729.876 / 25 = 229.195,04).
    expect(dailyWageFloor(DAY)).toBe(229_196);
    expect(dailyWageFloor({ start: "22:00", end: "06:00" })).toBe(229_196);
    // A 4-hour or 4½-hour shift of part-time work: the hourly rule (5.729.876 / 126 = 45.475,2 an hour).
    expect(dailyWageFloor({ start: "11:00", end: "15:00" })).toBe(181_901);
    expect(dailyWageFloor({ start: "17:30", end: "22:00" })).toBe(204_639);
  });

  it("refuses Rp1 a day, and a total that shares out below the floor per working day; says the least a day may pay", () => {
    expect(failure(checkWageFloor(daily(1), { workingDays: days(3), hours: DAY }))).toEqual(new OfferWageBelowMinimum({ minimumDailyWage: 229_196, year: 2026 }));
    expect(failure(checkWageFloor(total(3 * 229_196 - 1), { workingDays: days(3), hours: DAY }))).toBeInstanceOf(OfferWageBelowMinimum);
    expect(Result.isSuccess(checkWageFloor(total(3 * 229_196), { workingDays: days(3), hours: DAY }))).toBe(true);
    expect(Result.isSuccess(checkWageFloor(daily(229_196), { workingDays: days(1), hours: DAY }))).toBe(true);
    expect(new OfferWageBelowMinimum({ minimumDailyWage: 1, year: 2026 }).i18nKey).toBe("error.offer.wageBelowMinimum");
  });

  it("the price of terms below the floor is refused; Rp0 stays an invalid amount", () => {
    expect(failure(priceOfTerms({ wage: daily(1), schedule: { workingDays: days(1), hours: DAY } }))).toBeInstanceOf(OfferWageBelowMinimum);
    expect(failure(priceOfTerms({ wage: daily(0), schedule: { workingDays: days(1), hours: DAY } }))).toMatchObject({ _tag: "InvalidAmount", value: 0 });
    expect(Result.getOrThrow(priceOfTerms({ wage: daily(250_000), schedule: { workingDays: days(3), hours: DAY } }))).toEqual({ salary: 750_000, serviceFee: 37_500, adminFee: 4_000, total: 791_500 });
  });

  it("property: a wage is refused exactly when a working day pays less than the floor of its hours", () => {
    const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const hours = fc.tuple(clock, clock).filter(([a, b]) => a !== b).map(([start, end]): OfferHours => ({ start, end }));
    fc.assert(
      fc.property(hours, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 600_000 }), fc.boolean(), (h, n, amount, perDay) => {
        const floor = dailyWageFloor(h);
        expect(floor).toBeGreaterThan(0);
        expect(floor).toBeLessThanOrEqual(Math.ceil(MINIMUM_WAGE_MONTHLY_RUPIAH / 25));
        const wage = perDay ? daily(amount) : total(amount);
        const perWorkingDay = perDay ? amount : amount / n;
        expect(Result.isSuccess(checkWageFloor(wage, { workingDays: days(n), hours: h }))).toBe(perWorkingDay >= floor);
      }),
      { numRuns: 500 },
    );
  });
});

describe("an offer below the job's posted salary (issue 19: the seeker was not told)", () => {
  const posted = (minimum: number | null, maximum: number | null, unit: JobSalary["unit"], confidential = false): JobSalary => ({
    minimum: minimum === null ? null : rupiah(minimum),
    maximum: maximum === null ? null : rupiah(maximum),
    confidential,
    unit,
  });

  it("compares the offer's daily wage with the posting's lowest amount by their monthly equivalents", () => {
    expect(isBelowPostedSalary(daily(240_000), 3, posted(250_000, 300_000, "day"))).toBe(true);
    expect(isBelowPostedSalary(daily(250_000), 3, posted(250_000, 300_000, "day"))).toBe(false);
    // Rp240.000 a day is about Rp5.280.000 a month: below Rp5.500.000 a month, above Rp5.000.000.
    expect(isBelowPostedSalary(daily(240_000), 3, posted(5_500_000, 6_000_000, "month"))).toBe(true);
    expect(isBelowPostedSalary(daily(240_000), 3, posted(5_000_000, 6_000_000, "month"))).toBe(false);
    // A total wage by what it pays a working day: Rp720.000 over 3 days is Rp240.000 a day.
    expect(dailyWageOf(total(720_000), 3)).toBe(240_000);
    expect(isBelowPostedSalary(total(720_000), 3, posted(250_000, null, "day"))).toBe(true);
    // Only a maximum posted: that is the posting's amount.
    expect(isBelowPostedSalary(daily(240_000), 1, posted(null, 250_000, "day"))).toBe(true);
  });

  it("never compares a confidential salary, one without an amount or one per project; the seeker is not sent a confidential one", () => {
    expect(comparablePostedSalary(posted(250_000, 300_000, "day", true))).toBeNull();
    expect(comparablePostedSalary(posted(null, null, "day"))).toBeNull();
    expect(comparablePostedSalary(posted(250_000, 300_000, "day"))).toEqual(posted(250_000, 300_000, "day"));
    expect(isBelowPostedSalary(daily(1), 1, null)).toBe(false);
    expect(isBelowPostedSalary(daily(240_000), 1, posted(9_000_000, null, "project"))).toBe(false);
  });
});
