import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWibMonths, canRetakeInterview, canRetakePersonalityTest, earnsAcademyBadge, interviewReminderAt, isHealthCertificateValid,
} from "./calendar-periods.rules";
import { MINUTE_MS, wibInstant, wibParts } from "./wib-time";

describe("calendar periods (spec 9: retakes in months, yearly health certificate, reminder, badge)", () => {
  it("adds calendar months in WIB, clamping to the month's last day", () => {
    expect(addWibMonths(wibInstant(2025, 1, 31, 8, 30), 1)).toBe(wibInstant(2025, 2, 28, 8, 30));
    expect(addWibMonths(wibInstant(2024, 1, 31), 1)).toBe(wibInstant(2024, 2, 29));
    expect(addWibMonths(wibInstant(2025, 11, 15, 23, 59) + 1234, 3)).toBe(wibInstant(2026, 2, 15, 23, 59) + 1234);
    expect(addWibMonths(wibInstant(2025, 3, 10), -3)).toBe(wibInstant(2024, 12, 10));
  });
  it("boundary examples of the retake periods (3 and 6 months), the certificate year, reminder and badge", () => {
    const taken = wibInstant(2025, 1, 15, 10);
    expect(canRetakeInterview(taken, wibInstant(2025, 4, 15, 10) - 1)).toBe(false);
    expect(canRetakeInterview(taken, wibInstant(2025, 4, 15, 10))).toBe(true);
    expect(canRetakePersonalityTest(taken, wibInstant(2025, 7, 15, 9))).toBe(false);
    expect(canRetakePersonalityTest(taken, wibInstant(2025, 7, 15, 10))).toBe(true);
    expect(isHealthCertificateValid(taken, wibInstant(2026, 1, 15, 10) - 1)).toBe(true);
    expect(isHealthCertificateValid(taken, wibInstant(2026, 1, 15, 10))).toBe(false);
    expect(isHealthCertificateValid(taken, taken - 1)).toBe(false);
    expect(interviewReminderAt(wibInstant(2025, 1, 15, 10))).toBe(wibInstant(2025, 1, 15, 9, 55));
    expect(earnsAcademyBadge(100)).toBe(true);
    expect(earnsAcademyBadge(99.9)).toBe(false);
  });
  it("property: months move forward, keep the WIB time of day, and keep the day when every month has it", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 120 }), (t, m) => {
      const later = addWibMonths(t, m);
      expect(later).toBeGreaterThan(t);
      expect(addWibMonths(t, m + 1)).toBeGreaterThan(later);
      const [a, b] = [wibParts(t), wibParts(later)];
      expect([b.hour, b.minute, later % MINUTE_MS]).toEqual([a.hour, a.minute, t % MINUTE_MS]);
      if (a.day <= 28) expect(b.day).toBe(a.day);
      expect((b.year - a.year) * 12 + b.month - a.month).toBe(m);
    }));
  });
});
