import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWithinSupportHours, nextSupportOpeningAt } from "./support-hours.rules";
import { DAY_MS, wibInstant, wibParts } from "./wib-time";

describe("nextSupportOpeningAt (spec 9: Monday-Friday 09:00-18:00 WIB)", () => {
  it("is now within support hours, 09:00 the same morning before it, the next weekday after 18:00, Monday over the weekend", () => {
    const mondayNoon = wibInstant(2025, 6, 2, 12);
    expect(nextSupportOpeningAt(mondayNoon)).toBe(mondayNoon);
    expect(nextSupportOpeningAt(wibInstant(2025, 6, 2, 7, 30))).toBe(wibInstant(2025, 6, 2, 9));
    expect(nextSupportOpeningAt(wibInstant(2025, 6, 3, 18))).toBe(wibInstant(2025, 6, 4, 9));
    expect(nextSupportOpeningAt(wibInstant(2025, 6, 6, 20))).toBe(wibInstant(2025, 6, 9, 9)); // Friday evening -> Monday
    expect(nextSupportOpeningAt(wibInstant(2025, 6, 8, 23, 59))).toBe(wibInstant(2025, 6, 9, 9)); // Sunday night
  });
  it("property: the answer is open, not before now, and within three days", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (now) => {
        const at = nextSupportOpeningAt(now);
        expect(at).toBeGreaterThanOrEqual(now);
        expect(at - now).toBeLessThanOrEqual(3 * DAY_MS);
        expect(isWithinSupportHours(at)).toBe(true);
        if (at !== now) expect(wibParts(at)).toMatchObject({ hour: 9, minute: 0 });
      }),
    );
  });
});
