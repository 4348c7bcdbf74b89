import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromSchema } from "../../tests/support/schema-arbitrary";
import { SALARY_MAX_RUPIAH } from "../policy/business-constants";
import { rupiah } from "../shared/money";
import { HOUR_MS } from "../shared/wib-time";
import { dayWages } from "../work/work.rules";
import { AttendanceStatus } from "./attendance.schema";
import { daysWaiting, hireStarted, settleCancellation, totalSettlement, type HireWork } from "./cancellation.machine";

/** A hire of `salary` over these days, each day's wage its `dayWages` share (the remainder on the earliest days), shifts a day apart from `firstShift`. */
const hireOf = (salary: number, statuses: readonly (AttendanceStatus | "absent")[], firstShift = 0): HireWork => {
  const wages = dayWages(salary, statuses.length);
  return { paidIn: rupiah(salary), days: statuses.map((status, i) => ({ status, wage: wages[i] ?? rupiah(0), shiftStart: firstShift + i * 24 * HOUR_MS })) };
};

const status = fc.oneof(fromSchema(AttendanceStatus), fc.constant("absent" as const));
const hire = fc.integer({ min: 1, max: 30 }).chain((n) => fc.tuple(fc.integer({ min: n, max: SALARY_MAX_RUPIAH }), fc.array(status, { minLength: n, maxLength: n })));

describe("settleCancellation on real day wages (issue 22)", () => {
  it("an uneven salary: the confirmed days' own wages are paid, the remainder Rupiah included, not a multiple of a daily rate", () => {
    // Rp1.000.001 over 3 days: 333.334, 333.334, 333.333.
    expect(settleCancellation(hireOf(1_000_001, ["confirmed", "declined", "scheduled"]))).toEqual({ payout: 333_334, refund: 666_667 });
    expect(settleCancellation(hireOf(1_000_001, ["confirmed", "confirmed", "confirmed"]))).toEqual({ payout: 1_000_001, refund: 0 });
  });

  it("property: per hire and in total, payout + refund = what the hires paid in; the payout is exactly the confirmed days' wages", () => {
    fc.assert(
      fc.property(fc.array(hire, { minLength: 1, maxLength: 5 }), (hires) => {
        const works = hires.map(([salary, statuses]) => hireOf(salary, statuses));
        const splits = works.map(settleCancellation);
        works.forEach((w, i) => {
          const s = splits[i];
          expect(s && s.payout + s.refund).toBe(w.paidIn);
          expect(s?.payout).toBe(w.days.filter((d) => d.status === "confirmed").reduce((sum, d) => sum + d.wage, 0));
        });
        const total = totalSettlement(splits);
        expect(total.payout + total.refund).toBe(works.reduce((sum, w) => sum + w.paidIn, 0));
      }),
    );
  });

  it("property: before the hire's first day (nothing clocked) the payout is 0 and everything is refunded", () => {
    fc.assert(
      fc.property(hire, fc.integer({ min: 1, max: 1_000_000 }), ([salary, statuses], ahead) => {
        const before = statuses.map((s) => (s === "absent" ? s : "scheduled"));
        const work = hireOf(salary, before, ahead);
        expect(hireStarted(work.days, 0)).toBe(false);
        expect(settleCancellation(work)).toEqual({ payout: 0, refund: salary });
      }),
    );
  });

  it("unconfirmed attendance: clocked in, awaiting the provider's decision or under reconfirmation; settled days never block", () => {
    const days = (statuses: readonly (AttendanceStatus | "absent")[]) => statuses.map((s) => ({ status: s }));
    expect(daysWaiting(days(["clockedIn", "awaitingConfirmation", "waitingReconfirm"]))).toBe(3);
    expect(daysWaiting(days(["scheduled", "confirmed", "declined", "reconfirmRejected", "absent"]))).toBe(0);
  });
});
