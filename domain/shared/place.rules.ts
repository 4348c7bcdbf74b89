/*
 * The place rules the first screens need without Effect's Schema (the job list, a job's distance):
 * place.schema.ts builds the schemas from them and re-exports them.
 */

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
export type JabodetabekCity = (typeof JABODETABEK_CITIES)[number];

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres; what "near me" sorts by. */
export const distanceKm = (a: { readonly lat: number; readonly lng: number }, b: { readonly lat: number; readonly lng: number }): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};
