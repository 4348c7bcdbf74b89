import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toWibIso } from "./wib-time";

describe("toWibIso", () => {
  it("writes the instant in Jakarta time with milliseconds and +07:00", () => {
    expect(toWibIso(Date.UTC(2025, 0, 6, 2, 0, 0, 5))).toBe("2025-01-06T09:00:00.005+07:00");
    expect(toWibIso(Date.UTC(2024, 11, 31, 17, 30))).toBe("2025-01-01T00:30:00.000+07:00");
  });
  it("property: reads back as the same instant", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Date.UTC(9000, 0, 1) }), (instant) => Date.parse(toWibIso(instant)) === instant));
  });
});
