import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { absenceNotice, dayStatusAt } from "../attendance/absence.rules";
import type { Shift } from "../attendance/attendance.schema";
import { offerShifts } from "../offer/offer-schedule.rules";
import {
  CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT,
  OFFLINE_PUNCH_WINDOW_HOURS,
  PUNCH_ACCURACY_ALLOWANCE_MAX_METERS,
  PUNCH_RADIUS_METERS,
  WITHDRAWAL_NOTICE_HOURS,
} from "../policy/business-constants";
import { HOUR_MS, MINUTE_MS, wibInstant } from "../shared/wib-time";
import { autoConfirmAt, checkPunch, dayWages, hireWorkingDays, punchPlace, punchTime, withdrawalNotice } from "./work.rules";

const shiftArb: fc.Arbitrary<Shift> = fc
  .tuple(fc.integer({ min: wibInstant(2026, 1, 1), max: wibInstant(2030, 1, 1) }), fc.integer({ min: 1, max: 16 * 60 }))
  .map(([start, minutes]) => ({ start, end: start + minutes * MINUTE_MS }));

describe("a day's wage (dayWages)", () => {
  it("property: whole Rupiah, summing exactly to the salary, the first days one Rupiah more at most", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 366 }), (salary, days) => {
        const wages = dayWages(salary, days);
        expect(wages).toHaveLength(days);
        expect(wages.reduce((a, b) => a + b, 0)).toBe(salary);
        for (const w of wages) expect(Number.isInteger(w)).toBe(true);
        expect(Math.max(...wages) - Math.min(...wages)).toBeLessThanOrEqual(1);
        expect([...wages].sort((a, b) => b - a)).toEqual(wages);
      }),
    );
  });
  it("a daily wage divides evenly: Rp250.000 a day for three days", () => {
    expect(dayWages(750_000, 3)).toEqual([250_000, 250_000, 250_000]);
    expect(dayWages(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
  });
});

describe("a hire's working days", () => {
  it("are the offer's dates in order, each with its WIB shift (a night shift ends the next morning)", () => {
    const schedule = { period: { start: "2029-12-01", end: "2029-12-05" }, workingDays: ["2029-12-04", "2029-12-02"], hours: { start: "22:00", end: "06:00" } };
    const days = hireWorkingDays(schedule);
    expect(days.map((d) => d.date)).toEqual(["2029-12-02", "2029-12-04"]);
    expect(days.map((d) => d.shift)).toEqual(offerShifts(schedule));
    expect(days[0]?.shift).toEqual({ start: wibInstant(2029, 12, 2, 22), end: wibInstant(2029, 12, 3, 6) });
  });
});

describe("a punch's place (punchPlace)", () => {
  const place = { lat: -6.2264, lng: 106.8539 };
  it("no location is flagged noLocation; at the place nothing; far only beyond the radius once the accuracy (capped) is allowed for", () => {
    expect(punchPlace(null, place)).toEqual({ distanceMeters: null, flagged: "noLocation" });
    expect(punchPlace({ point: place, accuracyMeters: 10, source: "bridge" }, place)).toEqual({ distanceMeters: 0, flagged: null });
    // About 445 m north: far with a sharp fix, not with a 300 m one, far again when the fix says 5 km (the allowance is capped).
    const north = { lat: -6.2224, lng: 106.8539 };
    expect(punchPlace({ point: north, accuracyMeters: 10, source: "browser" }, place)).toEqual({ distanceMeters: 445, flagged: "far" });
    expect(punchPlace({ point: north, accuracyMeters: 300, source: "browser" }, place).flagged).toBeNull();
    expect(punchPlace({ point: north, accuracyMeters: 5_000, source: "browser" }, place).flagged).toBeNull();
    const farther = { lat: -6.2164, lng: 106.8539 };
    expect(punchPlace({ point: farther, accuracyMeters: 5_000, source: "browser" }, place).flagged).toBe("far");
  });
  it("property: flagged far exactly when the distance less the allowance passes the radius", () => {
    fc.assert(
      fc.property(fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.integer({ min: 0, max: 10_000 }), (dLat, dLng, accuracy) => {
        const r = punchPlace({ point: { lat: place.lat + dLat, lng: place.lng + dLng }, accuracyMeters: accuracy, source: "browser" }, place);
        const distance = r.distanceMeters ?? -1;
        expect(r.flagged === "far").toBe(distance - Math.min(accuracy, PUNCH_ACCURACY_ALLOWANCE_MAX_METERS) > PUNCH_RADIUS_METERS);
      }),
    );
  });
});

describe("a punch's time (punchTime, checkPunch)", () => {
  it("property: sent at once it is the server's; offline the phone's corrected, never after now, never before its floor", () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: -48 * HOUR_MS, max: 48 * HOUR_MS }), fc.option(fc.integer({ min: -HOUR_MS * 24, max: HOUR_MS * 24 })), fc.integer({ min: 0, max: 30 * HOUR_MS }), fc.boolean(), fc.boolean(), (shift, phoneSkew, offset, after, offline, out) => {
        const now = shift.start + after;
        const clockInAt = out ? shift.start + MINUTE_MS : null;
        const request = { kind: out ? ("out" as const) : ("in" as const), phoneTime: now + phoneSkew, clockOffsetMs: offset, offline };
        const t = punchTime(request, { shift, clockInAt }, now);
        expect(t.capturedOffline).toBe(offline);
        if (!offline) {
          expect(t.at).toBe(now);
          return;
        }
        expect(t.at).toBeLessThanOrEqual(now);
        const floor = out ? (clockInAt as number) : shift.start - CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT * MINUTE_MS;
        expect(t.at).toBeGreaterThanOrEqual(Math.min(now, floor));
        const corrected = request.phoneTime + (offset ?? 0);
        if (corrected >= floor && corrected <= now) expect(t.at).toBe(corrected);
      }),
    );
  });
  it("a clock-in opens an hour before the shift and closes at its end; anything is received until 24 hours after the end", () => {
    const shift = { start: wibInstant(2029, 12, 2, 8), end: wibInstant(2029, 12, 2, 16) };
    const opens = shift.start - CLOCK_IN_OPENS_MINUTES_BEFORE_SHIFT * MINUTE_MS;
    const closes = shift.end + OFFLINE_PUNCH_WINDOW_HOURS * HOUR_MS;
    expect(Result.isSuccess(checkPunch("in", shift, opens, opens))).toBe(true);
    expect(Result.isFailure(checkPunch("in", shift, opens - 1, opens - 1))).toBe(true);
    expect(Result.isFailure(checkPunch("in", shift, shift.end, shift.end))).toBe(true);
    // Captured offline before the end, sent the next morning: taken; sent after the window: refused.
    expect(Result.isSuccess(checkPunch("in", shift, shift.start + MINUTE_MS, closes))).toBe(true);
    expect(Result.isFailure(checkPunch("in", shift, shift.start + MINUTE_MS, closes + 1))).toBe(true);
    expect(Result.isSuccess(checkPunch("out", shift, shift.end + 3 * HOUR_MS, shift.end + 3 * HOUR_MS))).toBe(true);
    const refused = checkPunch("out", shift, closes + 1, closes + 1);
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({ code: "PUNCH_OUTSIDE_WINDOW", kind: "out", closesAt: closes });
  });
  it("a clocked-out day nobody answers is confirmed 24 hours after its clock-out", () => {
    expect(autoConfirmAt(1_000)).toBe(1_000 + 24 * HOUR_MS);
  });
});

describe("absence and withdrawal", () => {
  it("property: a scheduled day reads absent from its shift's end on; every other status is kept", () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: -HOUR_MS, max: HOUR_MS }), fc.constantFrom("scheduled", "clockedIn", "confirmed", "absent"), (shift, delta, status) => {
        const now = shift.end + delta;
        expect(dayStatusAt({ status, shift }, now)).toBe(status === "scheduled" && now >= shift.end ? "absent" : status);
      }),
    );
  });
  it("property: a notice or a withdrawal is taken until the start, late under its notice", () => {
    fc.assert(
      fc.property(shiftArb, fc.integer({ min: -96 * HOUR_MS, max: HOUR_MS }), (shift, delta) => {
        const now = shift.start + delta;
        const notice = absenceNotice(shift, now);
        const withdrawal = withdrawalNotice(shift, now);
        if (now >= shift.start) {
          expect(Result.isFailure(notice) && notice.failure.code).toBe("WORK_DAY_STARTED");
          expect(Result.isFailure(withdrawal) && withdrawal.failure.code).toBe("HIRE_STARTED");
        } else {
          expect(Result.isSuccess(notice) && notice.success.late).toBe(now > shift.start - 48 * HOUR_MS);
          expect(Result.isSuccess(withdrawal) && withdrawal.success.late).toBe(now > shift.start - WITHDRAWAL_NOTICE_HOURS * HOUR_MS);
        }
      }),
    );
  });
});
