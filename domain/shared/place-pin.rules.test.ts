import { describe, expect, it } from "vitest";
import { CITY_CENTRES, shownDistanceKm } from "./place-pin.rules";
import type { GeoPoint } from "./place.schema";

const jobAt = (point: GeoPoint) => ({ location: { city: "Jakarta Selatan" as const, point } });
const TEBET = { lat: -6.2262, lng: 106.8525 };

describe("the distance a job shows", () => {
  it("is none when the job's pin is only its city's centre (a job in Tebet is not '6.1 km' from Tebet)", () => {
    expect(shownDistanceKm(jobAt(CITY_CENTRES["Jakarta Selatan"]), TEBET)).toBeNull();
  });
  it("is the distance to 10 m from a real pin, and none without the seeker's place", () => {
    expect(shownDistanceKm(jobAt(TEBET), TEBET)).toBe(0);
    expect(shownDistanceKm(jobAt({ lat: -6.2433, lng: 106.7985 }), TEBET)).toBe(6.26);
    expect(shownDistanceKm(jobAt(TEBET), null)).toBeNull();
  });
});
