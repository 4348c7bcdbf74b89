import fc from "fast-check";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { Shift } from "../attendance/attendance.schema";
import { shiftConflict } from "../attendance/schedule.rules";
import { PART_TIME_JOB_MAX_DAYS } from "../policy/business-constants";
import { DAY_MS, HOUR_MS, wibInstant } from "../shared/wib-time";
import {
  checkOfferSchedule,
  checkOfferToSeeker,
  checkWorkingDays,
  OFFER_WORKING_DAYS_MAX,
  OfferSchedule,
  OfferWorkingDaysInvalid,
  offerShifts,
} from "./offer-schedule.rules";

const JUNE_1 = wibInstant(2025, 6, 1, 12);
const june = (d: number) => `2025-06-${String(d).padStart(2, "0")}`;
const schedule = (over: Partial<OfferSchedule> = {}): OfferSchedule => ({
  period: { start: june(2), end: june(6) },
  workingDays: [june(2), june(3), june(4)],
  hours: { start: "08:00", end: "16:00" },
  ...over,
});
const refusal = (r: Result.Result<unknown, object>) => (Result.isFailure(r) ? r.failure : null);
const check = (s: OfferSchedule, confirmed: readonly Shift[] = [], jobType: "partTime" | "fullTime" = "partTime") =>
  checkOfferSchedule({ jobType, schedule: s, confirmed, now: JUNE_1 });

describe("an offer's schedule (spec 5, 9; issue 14)", () => {
  it("each working day is a shift in WIB; an end at or before the start is the next morning", () => {
    expect(offerShifts(schedule({ workingDays: [june(3), june(2)] }))).toEqual([
      { start: wibInstant(2025, 6, 2, 8), end: wibInstant(2025, 6, 2, 16) },
      { start: wibInstant(2025, 6, 3, 8), end: wibInstant(2025, 6, 3, 16) },
    ]);
    expect(offerShifts(schedule({ workingDays: [june(2)], hours: { start: "22:30", end: "06:00" } }))).toEqual([
      { start: wibInstant(2025, 6, 2, 22, 30), end: wibInstant(2025, 6, 3, 6) },
    ]);
    expect(offerShifts(schedule({ workingDays: ["2025-02-30"] }))).toEqual([]);
  });

  it("working days: at least one, once each, inside the dates, not yet started", () => {
    const reason = (s: OfferSchedule, now = JUNE_1) => {
      const r = checkWorkingDays(s, now);
      return Result.isFailure(r) ? r.failure.reason : "ok";
    };
    expect(reason(schedule())).toBe("ok");
    expect(reason(schedule({ workingDays: [] }))).toBe("none");
    expect(reason(schedule({ workingDays: [june(2), june(2)] }))).toBe("repeated");
    expect(reason(schedule({ workingDays: [june(1)] }))).toBe("outsidePeriod");
    expect(reason(schedule({ workingDays: [june(7)] }))).toBe("outsidePeriod");
    expect(reason(schedule({ period: { start: "2025-02-27", end: "2025-03-02" }, workingDays: ["2025-02-30"] }))).toBe("outsidePeriod");
    expect(reason(schedule(), wibInstant(2025, 6, 2, 8))).toBe("started");
    expect(reason(schedule(), wibInstant(2025, 6, 2, 8) - 1)).toBe("ok");
    expect(new OfferWorkingDaysInvalid({ reason: "started" }).i18nKey).toBe("error.offer.workingDaysStarted");
    expect(new OfferWorkingDaysInvalid({ reason: "repeated" }).i18nKey).toBe("error.offer.workingDaysRepeated");
  });

  it("the dates follow the job's period rule: part-time at most 90 days, the end not before the start", () => {
    const long = schedule({ period: { start: "2025-06-02", end: "2025-08-31" }, workingDays: [june(2)] });
    expect(refusal(check(long))).toMatchObject({ _tag: "PartTimeTooLong", days: PART_TIME_JOB_MAX_DAYS + 1 });
    expect(Result.isSuccess(check(long, [], "fullTime"))).toBe(true);
    expect(Result.isSuccess(check(schedule({ period: { start: "2025-06-02", end: "2025-08-30" }, workingDays: [june(2)] })))).toBe(true);
    expect(refusal(check(schedule({ period: { start: june(6), end: june(2) } })))).toMatchObject({ _tag: "JobPeriodInvalid", reason: "endBeforeStart" });
    expect(refusal(check(schedule({ workingDays: [] })))).toMatchObject({ _tag: "OfferWorkingDaysInvalid", reason: "none" });
  });

  it("no shift overlaps a confirmed one or comes within 2 hours of it, nor of another shift of the offer", () => {
    const ok = check(schedule());
    expect(Result.isSuccess(ok) && ok.success.length).toBe(3);
    const overlap: Shift = { start: wibInstant(2025, 6, 3, 15), end: wibInstant(2025, 6, 3, 20) };
    expect(refusal(check(schedule(), [overlap]))).toMatchObject({ _tag: "ScheduleConflict", conflict: "overlap", with: overlap });
    const close: Shift = { start: wibInstant(2025, 6, 4, 17), end: wibInstant(2025, 6, 4, 22) };
    expect(refusal(check(schedule(), [close]))).toMatchObject({ conflict: "tooClose" });
    const twoHoursLater: Shift = { start: wibInstant(2025, 6, 4, 18), end: wibInstant(2025, 6, 4, 22) };
    expect(Result.isSuccess(check(schedule(), [twoHoursLater]))).toBe(true);
    // 23-hour shifts on days next to each other leave one hour between them.
    expect(refusal(check(schedule({ hours: { start: "07:00", end: "06:00" } })))).toMatchObject({ conflict: "tooClose" });
  });

  it("sending checks the seeker's age first (18 on the WIB birthday)", () => {
    const send = (dateOfBirth: string) => refusal(checkOfferToSeeker({ jobType: "partTime", schedule: schedule(), confirmed: [], now: JUNE_1, dateOfBirth }));
    expect(send("2007-06-01")).toBeNull();
    expect(send("2007-06-02")).toMatchObject({ _tag: "TooYoung", age: 17 });
    expect(send("not a date")).toMatchObject({ _tag: "DateOfBirthInvalid" });
  });

  it("the schedule schema: times HH:MM, a shift needs an end, at most a year of working days", () => {
    const ok = Schema.is(OfferSchedule);
    expect(ok(schedule())).toBe(true);
    expect(ok(schedule({ hours: { start: "08:00", end: "08:00" } }))).toBe(false);
    expect(ok(schedule({ hours: { start: "24:00", end: "08:00" } }))).toBe(false);
    expect(ok(schedule({ workingDays: Array.from({ length: OFFER_WORKING_DAYS_MAX + 1 }, () => june(2)) }))).toBe(false);
  });

  it("property: an offer passes exactly when none of its shifts clashes; once confirmed, the same days cannot be offered again", () => {
    const day = fc.integer({ min: 2, max: 20 });
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30)).map(([h, m]) => `${String(h).padStart(2, "0")}:${m === 0 ? "00" : "30"}`);
    const sched = fc
      .record({ days: fc.uniqueArray(day, { minLength: 1, maxLength: 6 }), start: time, end: time })
      .filter((r) => r.start !== r.end)
      .map((r) => schedule({ period: { start: june(2), end: june(21) }, workingDays: r.days.map(june), hours: { start: r.start, end: r.end } }));
    const confirmedShift = fc
      .tuple(fc.integer({ min: 0, max: 24 * 24 }), fc.integer({ min: 1, max: 12 }))
      .map(([h, len]): Shift => ({ start: JUNE_1 + DAY_MS + h * HOUR_MS, end: JUNE_1 + DAY_MS + (h + len) * HOUR_MS }));
    fc.assert(
      fc.property(sched, fc.array(confirmedShift, { maxLength: 3 }), (s, confirmed) => {
        const shifts = offerShifts(s);
        const clashes = shifts.some((a, i) => [...confirmed, ...shifts.slice(0, i)].some((b) => shiftConflict(a, b) !== null));
        const r = check(s, confirmed);
        expect(Result.isSuccess(r)).toBe(!clashes);
        if (Result.isSuccess(r)) expect(Result.isFailure(check(s, [...confirmed, ...r.success]))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
