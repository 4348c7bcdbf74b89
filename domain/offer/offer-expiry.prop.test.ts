import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OFFER_RESPONSE_HOURS } from "../policy/business-constants";
import { HOUR_MS, wibInstant } from "../shared/wib-time";
import { offerRespondBy } from "./offer-expiry.rules";
import { offerShifts, type OfferSchedule } from "./offer-schedule.rules";

const schedule = (days: readonly string[], start = "08:00", end = "16:00"): OfferSchedule => ({
  period: { start: days[0] ?? "2026-06-01", end: days.at(-1) ?? "2026-06-01" },
  workingDays: days,
  hours: { start, end },
});

describe("a sent offer's deadline (OFFER_RESPONSE_HOURS, never past the first shift)", () => {
  it("is 24 hours after it was sent when the work starts later", () => {
    const sentAt = wibInstant(2026, 6, 1, 9);
    expect(offerRespondBy(sentAt, schedule(["2026-06-05"]))).toBe(sentAt + 24 * HOUR_MS);
  });

  it("is the first shift's start when that comes sooner", () => {
    const sentAt = wibInstant(2026, 6, 1, 20);
    expect(offerRespondBy(sentAt, schedule(["2026-06-03", "2026-06-02"]))).toBe(wibInstant(2026, 6, 2, 8));
  });

  it("is the moment it is sent when the first shift has already started", () => {
    const sentAt = wibInstant(2026, 6, 2, 9);
    expect(offerRespondBy(sentAt, schedule(["2026-06-02"]))).toBe(sentAt);
  });

  it("falls back to 24 hours for a schedule without a readable day (refused before sending anyway)", () => {
    expect(offerRespondBy(0, schedule(["2026-02-30"]))).toBe(24 * HOUR_MS);
  });

  it("property: never later than 24 hours after sending, never after the first shift starts (unless sent after it), never before sending", () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(fc.uniqueArray(day, { minLength: 1, maxLength: 10 }), time, fc.integer({ min: wibInstant(2025, 12, 25), max: wibInstant(2026, 3, 10) }), (days, start, sentAt) => {
        const s = schedule([...days].sort(), start, start === "23:59" ? "00:30" : "23:59");
        const respondBy = offerRespondBy(sentAt, s);
        const first = offerShifts(s)[0]?.start ?? Number.POSITIVE_INFINITY;
        expect(respondBy).toBeGreaterThanOrEqual(sentAt);
        expect(respondBy).toBeLessThanOrEqual(sentAt + OFFER_RESPONSE_HOURS * HOUR_MS);
        expect(respondBy).toBeLessThanOrEqual(Math.max(sentAt, first));
        // It is one of the two bounds: the full window, or the first shift's start (or at once).
        expect([sentAt + OFFER_RESPONSE_HOURS * HOUR_MS, first, sentAt]).toContain(respondBy);
      }),
    );
  });
});
