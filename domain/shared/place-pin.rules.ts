import { SERVICE_AREAS } from "../seeker/service-areas";
import type { GeoPoint } from "./place.schema";
import { distanceKm, type JabodetabekCity } from "./place.rules";

/**
 * The centre of each city (its city hall): the roughest pin a place can have, used only when
 * neither the device's location nor a known district says better.
 */
export const CITY_CENTRES: Readonly<Record<JabodetabekCity, GeoPoint>> = {
  "Jakarta Pusat": { lat: -6.1865, lng: 106.8341 },
  "Jakarta Utara": { lat: -6.1384, lng: 106.8645 },
  "Jakarta Barat": { lat: -6.1674, lng: 106.7637 },
  "Jakarta Selatan": { lat: -6.2615, lng: 106.8106 },
  "Jakarta Timur": { lat: -6.225, lng: 106.9004 },
  Bogor: { lat: -6.595, lng: 106.8166 },
  Depok: { lat: -6.4025, lng: 106.7942 },
  Tangerang: { lat: -6.1783, lng: 106.6319 },
  "Tangerang Selatan": { lat: -6.2886, lng: 106.7179 },
  Bekasi: { lat: -6.2383, lng: 106.9756 },
};

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const districtCentre = (city: JabodetabekCity, district: string): GeoPoint | null =>
  SERVICE_AREAS.find((area) => area.city === city && sameName(area.district, district))?.point ?? null;

/**
 * A business's or job's map pin: the device's location when the provider shared it, else the
 * centre of the district of its address, else the city's centre.
 */
export const pinFor = (place: { readonly city: JabodetabekCity; readonly district: string }, device: GeoPoint | null): GeoPoint =>
  device ?? districtCentre(place.city, place.district) ?? CITY_CENTRES[place.city];

/** The distance a job shows from a place: none from a city-centre pin (it would be made up), else to 10 m. */
export const shownDistanceKm = (job: { readonly location: { readonly city: JabodetabekCity; readonly point: GeoPoint } }, from: GeoPoint | null): number | null =>
  from === null || isCityCentrePin(job.location) ? null : Math.round(distanceKm(from, job.location.point) * 100) / 100;

/**
 * A pin that only says which city (its centre): a distance from it would be made up (a job in
 * Tebet "6.1 km" from Tebet), so no distance is shown for it.
 */
export const isCityCentrePin = (place: { readonly city: JabodetabekCity; readonly point: GeoPoint }): boolean => {
  const centre = CITY_CENTRES[place.city];
  return centre.lat === place.point.lat && centre.lng === place.point.lng;
};
