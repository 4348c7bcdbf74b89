import { describe, expect, it } from "vitest";
import { wibInstant } from "../../../domain/shared/wib-time";
import { recentMonths } from "./wallet-months";

describe("recentMonths: the months the filter and the statement offer", () => {
  it("starts at the WIB month of now, newest first, across a new year", () => {
    expect(recentMonths(wibInstant(2026, 2, 10), 4)).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
  });

  it("takes the month in Jakarta: 1 March 00:30 WIB is still 28 February in UTC", () => {
    expect(recentMonths(wibInstant(2026, 3, 1, 0, 30), 1)).toEqual(["2026-03"]);
  });
});
