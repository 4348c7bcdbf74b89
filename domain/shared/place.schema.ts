import { Schema } from "effect";

/** The cities and regencies of Jabodetabek, the service area (spec section 9). */
export const JABODETABEK_CITIES = [
  "Jakarta Pusat",
  "Jakarta Utara",
  "Jakarta Barat",
  "Jakarta Selatan",
  "Jakarta Timur",
  "Bogor",
  "Depok",
  "Tangerang",
  "Tangerang Selatan",
  "Bekasi",
] as const;
export const JabodetabekCity = Schema.Literals(JABODETABEK_CITIES);
export type JabodetabekCity = typeof JabodetabekCity.Type;

export const GeoPoint = Schema.Struct({
  lat: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: -90, maximum: 90 }))),
  lng: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: -180, maximum: 180 }))),
});
export type GeoPoint = typeof GeoPoint.Type;

/** Where a business or a job is: a street address, its district (kecamatan) and city, and a map pin. */
export const Place = Schema.Struct({
  address: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))),
  district: Schema.String.pipe(Schema.check(Schema.isMaxLength(60))),
  city: JabodetabekCity,
  point: GeoPoint,
});
export type Place = typeof Place.Type;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres; what "near me" sorts by. */
export const distanceKm = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
