import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { distanceKm, Place, type GeoPoint } from "./place.schema";

const point = fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) });

describe("distanceKm (jobs near me)", () => {
  it("is zero to itself, symmetric, and never more than half the earth round", () => {
    fc.assert(
      fc.property(point, point, (a: GeoPoint, b: GeoPoint) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 9);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
      }),
    );
  });

  it("matches known Jabodetabek distances", () => {
    const monas = { lat: -6.1754, lng: 106.8272 };
    const blokM = { lat: -6.2443, lng: 106.7982 };
    const bogor = { lat: -6.5971, lng: 106.806 };
    expect(distanceKm(monas, blokM)).toBeGreaterThan(8);
    expect(distanceKm(monas, blokM)).toBeLessThan(8.5);
    expect(distanceKm(monas, bogor)).toBeGreaterThan(46);
    expect(distanceKm(monas, bogor)).toBeLessThan(48);
  });
});

describe("Place", () => {
  it("accepts a Jabodetabek city and refuses one outside the service area", () => {
    const kemang = { address: "Jl. Kemang Raya 10", district: "Mampang Prapatan", city: "Jakarta Selatan", point: { lat: -6.26, lng: 106.81 } };
    expect(Schema.is(Place)(kemang)).toBe(true);
    expect(Schema.is(Place)({ ...kemang, city: "Bandung" })).toBe(false);
    expect(Schema.is(Place)({ ...kemang, point: { lat: 95, lng: 0 } })).toBe(false);
  });
});
