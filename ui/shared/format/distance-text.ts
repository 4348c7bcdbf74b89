/** "350 m" below a kilometre (to 50 m, at least 50), else "2.4 km"; null when the distance is unknown. */
export const distanceText = (km: number | null, t: (key: string, values?: Record<string, unknown>) => string): string | null =>
  km === null ? null : km < 1 ? t("jobs:distance.m", { m: Math.max(50, Math.round(km * 1000 / 50) * 50) }) : t("jobs:distance.km", { km: km.toFixed(1) });
