import { useCallback, useEffect, useState } from "react";
import { LOCATE_ME } from "../../../application/job-search/job-search.tokens";
import { DEFAULT_AREA, SERVICE_AREAS, type ServiceArea } from "../../../domain/seeker/service-areas";
import type { GeoPoint } from "../../../domain/shared/place.schema";
import { useService } from "../../app/container-context";

const AREA_KEY = "gawe.seeker.area";

export type SeekerPlace =
  | { readonly kind: "locating" }
  | { readonly kind: "device"; readonly point: GeoPoint }
  /** Location denied or unavailable (`denied`), or an area the seeker chose. */
  | { readonly kind: "area"; readonly area: ServiceArea; readonly denied: boolean };

const storedArea = (): ServiceArea | null => {
  try {
    const district = window.localStorage.getItem(AREA_KEY);
    return SERVICE_AREAS.find((a) => a.district === district) ?? null;
  } catch {
    return null;
  }
};

/** Where the list stands on its first render: the remembered area, else the default one while the device looks. */
export const firstPoint = (): GeoPoint => storedArea()?.point ?? DEFAULT_AREA.point;

/**
 * Where "near me" is: an area the seeker chose before, else the device's location (native bridge
 * or browser), else a clear fallback to a chosen area (Menteng until they pick one).
 */
export const useSeekerPlace = () => {
  const locate = useService(LOCATE_ME);
  const [place, setPlace] = useState<SeekerPlace>(() => {
    const area = storedArea();
    return area === null ? { kind: "locating" } : { kind: "area", area, denied: false };
  });
  // 0: no device lookup wanted (a remembered area); each ask for the device's location adds one.
  const [asked, setAsked] = useState(() => (place.kind === "locating" ? 1 : 0));
  // Where the list stands while the device looks for itself (GPS may take its whole timeout on a
  // phone): the place shown before, else the default area. The list never waits for the device.
  const [meanwhile, setMeanwhile] = useState<GeoPoint>(DEFAULT_AREA.point);

  useEffect(() => {
    if (asked === 0) return;
    let live = true;
    void locate.execute().then((point) => {
      if (live) setPlace(point === null ? { kind: "area", area: DEFAULT_AREA, denied: true } : { kind: "device", point });
    });
    return () => {
      live = false;
    };
  }, [locate, asked]);

  const shown: GeoPoint | null = place.kind === "device" ? place.point : place.kind === "area" ? place.area.point : null;
  const useDevice = useCallback(() => {
    if (shown !== null) setMeanwhile(shown);
    setPlace({ kind: "locating" });
    setAsked((n) => n + 1);
  }, [shown]);

  const chooseArea = useCallback((district: string) => {
    const area = SERVICE_AREAS.find((a) => a.district === district);
    if (area === undefined) return;
    try {
      window.localStorage.setItem(AREA_KEY, area.district);
    } catch {
      // Remembering the choice is a convenience.
    }
    setPlace({ kind: "area", area, denied: false });
  }, []);

  const point: GeoPoint = shown ?? meanwhile;
  return { place, point, chooseArea, useDevice };
};
