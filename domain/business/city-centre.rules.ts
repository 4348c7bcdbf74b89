import type { GeoPoint, JabodetabekCity } from "../shared/place.schema";

/**
 * The map pin used when a provider does not share the device's location: the centre of the
 * chosen city (its city hall), so "jobs near me" still finds the business.
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

export const pinFor = (city: JabodetabekCity, device: GeoPoint | null): GeoPoint => device ?? CITY_CENTRES[city];
