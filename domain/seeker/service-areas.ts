import type { GeoPoint, JabodetabekCity } from "../shared/place.schema";

export interface ServiceArea {
  readonly district: string;
  readonly city: JabodetabekCity;
  readonly point: GeoPoint;
}

/**
 * Districts (kecamatan) of Jabodetabek with the coordinates of their centre: the area picker a
 * seeker uses when location is denied, and where the mock's generated jobs are spread.
 */
export const SERVICE_AREAS: readonly ServiceArea[] = [
  { district: "Menteng", city: "Jakarta Pusat", point: { lat: -6.1966, lng: 106.8322 } },
  { district: "Tanah Abang", city: "Jakarta Pusat", point: { lat: -6.2024, lng: 106.8133 } },
  { district: "Gambir", city: "Jakarta Pusat", point: { lat: -6.1767, lng: 106.8186 } },
  { district: "Kebayoran Baru", city: "Jakarta Selatan", point: { lat: -6.2433, lng: 106.7985 } },
  { district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2262, lng: 106.8525 } },
  { district: "Cilandak", city: "Jakarta Selatan", point: { lat: -6.2855, lng: 106.8005 } },
  { district: "Setiabudi", city: "Jakarta Selatan", point: { lat: -6.2159, lng: 106.8299 } },
  { district: "Kelapa Gading", city: "Jakarta Utara", point: { lat: -6.1588, lng: 106.9057 } },
  { district: "Penjaringan", city: "Jakarta Utara", point: { lat: -6.1262, lng: 106.7903 } },
  { district: "Grogol Petamburan", city: "Jakarta Barat", point: { lat: -6.1686, lng: 106.7896 } },
  { district: "Kebon Jeruk", city: "Jakarta Barat", point: { lat: -6.1925, lng: 106.7697 } },
  { district: "Cengkareng", city: "Jakarta Barat", point: { lat: -6.1526, lng: 106.7347 } },
  { district: "Jatinegara", city: "Jakarta Timur", point: { lat: -6.2255, lng: 106.8707 } },
  { district: "Cakung", city: "Jakarta Timur", point: { lat: -6.1834, lng: 106.9408 } },
  { district: "Bogor Tengah", city: "Bogor", point: { lat: -6.5971, lng: 106.7973 } },
  { district: "Beji", city: "Depok", point: { lat: -6.3758, lng: 106.8166 } },
  { district: "Pancoran Mas", city: "Depok", point: { lat: -6.4006, lng: 106.8065 } },
  { district: "Tangerang", city: "Tangerang", point: { lat: -6.1783, lng: 106.6319 } },
  { district: "Karawaci", city: "Tangerang", point: { lat: -6.1836, lng: 106.6069 } },
  { district: "Serpong", city: "Tangerang Selatan", point: { lat: -6.3153, lng: 106.6659 } },
  { district: "Pondok Aren", city: "Tangerang Selatan", point: { lat: -6.2669, lng: 106.6997 } },
  { district: "Bekasi Selatan", city: "Bekasi", point: { lat: -6.2488, lng: 106.9967 } },
  { district: "Bekasi Barat", city: "Bekasi", point: { lat: -6.2385, lng: 106.9756 } },
];

/** Where the list starts when no location is known yet: the centre of Jakarta (Menteng). */
export const DEFAULT_AREA: ServiceArea = SERVICE_AREAS[0] ?? { district: "Menteng", city: "Jakarta Pusat", point: { lat: -6.1966, lng: 106.8322 } };
