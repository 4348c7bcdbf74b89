import { Schema } from "effect";
import { JABODETABEK_CITIES } from "./place.rules";

export { distanceKm, JABODETABEK_CITIES } from "./place.rules";

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
