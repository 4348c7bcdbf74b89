import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ADMIN_FEE_RUPIAH, RUPIAH_MAX, SALARY_MAX_RUPIAH, SERVICE_FEE_PERCENT } from "../policy/business-constants";
import { rupiah } from "../shared/money";
import { FEE_NAMES, OfferPrice, offerPrice, serviceFeeOf, type OfferWage } from "./offer-price.rules";

const daily = (n: number): OfferWage => ({ kind: "daily", dailyWage: rupiah(n) });
const failure = (r: Result.Result<unknown, { _tag: string; value: number }>) => (Result.isFailure(r) ? { tag: r.failure._tag, value: r.failure.value } : null);

describe("the total to pay for an offer (spec 3: service fee, admin fee)", () => {
  it("salary plus each named fee: 5 days at Rp150.000", () => {
    expect(Result.getOrThrow(offerPrice(daily(150_000), 5))).toEqual({ salary: 750_000, serviceFee: 37_500, adminFee: 4_000, total: 791_500 });
    expect(Result.getOrThrow(offerPrice({ kind: "total", totalWage: rupiah(1_000_000) }, 3))).toEqual({ salary: 1_000_000, serviceFee: 50_000, adminFee: 4_000, total: 1_054_000 });
    expect(FEE_NAMES).toEqual(["serviceFee", "adminFee"]);
    expect([SERVICE_FEE_PERCENT, ADMIN_FEE_RUPIAH]).toEqual([5, 4_000]);
  });

  it("the service fee rounds half up to a whole Rupiah", () => {
    expect([9, 10, 29, 30, 0].map((n) => serviceFeeOf(rupiah(n)))).toEqual([0, 1, 1, 2, 0]);
  });

  it("refuses a salary of nothing, a fraction of a Rupiah, or a salary or total above RUPIAH_MAX", () => {
    expect(failure(offerPrice(daily(150_000), 0))).toEqual({ tag: "InvalidAmount", value: 0 });
    expect(failure(offerPrice(daily(3), 1.5))).toEqual({ tag: "InvalidAmount", value: 4.5 });
    expect(failure(offerPrice(daily(SALARY_MAX_RUPIAH), 1_001))).toEqual({ tag: "InvalidAmount", value: 1_001_000_000_000 });
    const total = 999_000_000_000 + 49_950_000_000 + ADMIN_FEE_RUPIAH;
    expect(failure(offerPrice(daily(SALARY_MAX_RUPIAH), 999))).toEqual({ tag: "InvalidAmount", value: total });
    expect(total).toBeGreaterThan(RUPIAH_MAX);
  });

  it("property: the seeker's salary is the wage in full; the total is the salary plus each fee, in whole Rupiah", () => {
    const wage = fc.oneof(
      fc.integer({ min: 1, max: SALARY_MAX_RUPIAH }).map(daily),
      fc.integer({ min: 1, max: SALARY_MAX_RUPIAH }).map((n): OfferWage => ({ kind: "total", totalWage: rupiah(n) })),
    );
    fc.assert(
      fc.property(wage, fc.integer({ min: 1, max: 366 }), (w, days) => {
        const price = Result.getOrThrow(offerPrice(w, days));
        expect(price.salary).toBe(w.kind === "daily" ? w.dailyWage * days : w.totalWage);
        expect(price.total).toBe(price.salary + FEE_NAMES.reduce((sum, fee) => sum + price[fee], 0));
        expect(Math.abs(price.serviceFee - (price.salary * SERVICE_FEE_PERCENT) / 100)).toBeLessThanOrEqual(0.5);
        expect(price.adminFee).toBe(ADMIN_FEE_RUPIAH);
        expect(Schema.is(OfferPrice)(price)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
