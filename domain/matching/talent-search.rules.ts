import { Result } from "effect";
import { SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX, SearchQueryInvalid } from "../seeker/job-search.rules";
import { SERVICE_AREAS, type ServiceArea } from "../seeker/service-areas";
import { distanceKm } from "../shared/place.rules";

/**
 * The talent pool's search (issue 24, GET /api/talent): the filters a provider sets, read from the
 * query string with the job search's refusal (400 INVALID_QUERY naming the field).
 */
export interface TalentQuery {
  /** Words of a preferred position. */
  readonly position: string | null;
  /** The district distances are measured from (one of SERVICE_AREAS). */
  readonly area: ServiceArea | null;
  /** At most this far from `area` (needs `area`). */
  readonly distanceKm: number | null;
  /** Her expected monthly salary at most this (Rupiah); a seeker who asks nothing fits any budget. */
  readonly salaryMax: number | null;
  readonly badge: string | null;
  /** Profile completeness at least this percent. */
  readonly completenessMin: number;
  readonly offset: number;
  readonly limit: number;
}

/** Decision: a search within at most 50 km, Jabodetabek's width. */
export const TALENT_DISTANCE_MAX_KM = 50;
const TEXT_MAX = 60;

const present = (v: string | undefined): v is string => v !== undefined && v.trim() !== "";
const whole = (v: string): number => (/^\d{1,12}$/.test(v) ? Number(v) : Number.NaN);

export const parseTalentQuery = (raw: Readonly<Record<string, string | undefined>>): Result.Result<TalentQuery, SearchQueryInvalid> => {
  const bad = (field: string) => Result.fail(new SearchQueryInvalid({ field }));
  const position = raw.position?.trim() ?? "";
  if (position.length > TEXT_MAX) return bad("position");
  const area = present(raw.area) ? SERVICE_AREAS.find((a) => a.district === raw.area) : null;
  if (area === undefined) return bad("area");
  const distance = present(raw.distanceKm) ? whole(raw.distanceKm) : null;
  if (distance !== null && (area === null || !(distance >= 1 && distance <= TALENT_DISTANCE_MAX_KM))) return bad("distanceKm");
  const salaryMax = present(raw.salaryMax) ? whole(raw.salaryMax) : null;
  if (salaryMax !== null && !(salaryMax >= 1)) return bad("salaryMax");
  const badge = raw.badge?.trim() ?? "";
  if (badge.length > TEXT_MAX) return bad("badge");
  const completenessMin = present(raw.completenessMin) ? whole(raw.completenessMin) : 0;
  if (!(completenessMin >= 0 && completenessMin <= 100)) return bad("completenessMin");
  const offset = present(raw.cursor) ? whole(raw.cursor) : 0;
  if (!Number.isInteger(offset)) return bad("cursor");
  const limit = present(raw.limit) ? whole(raw.limit) : SEARCH_PAGE_DEFAULT;
  if (!(limit >= 1 && limit <= SEARCH_PAGE_MAX)) return bad("limit");
  return Result.succeed({ position: position === "" ? null : position, area, distanceKm: distance, salaryMax, badge: badge === "" ? null : badge, completenessMin, offset, limit });
};

/** What the search reads of a pool seeker. */
export interface TalentFacts {
  readonly seekerId: string;
  readonly preferredPositions: readonly string[];
  /** Her first preferred location's centre, null when she named none. */
  readonly point: { readonly lat: number; readonly lng: number } | null;
  readonly expectedMonthlySalary: number | null;
  readonly badges: readonly string[];
  readonly completenessPercent: number;
}

const words = (text: string): string[] => text.toLowerCase().split(/\s+/).filter((w) => w !== "");

/** Her distance from the searched area, or null (no area searched, or she named no location). */
export const talentDistanceKm = (q: TalentQuery, t: TalentFacts): number | null =>
  q.area === null || t.point === null ? null : distanceKm(q.area.point, t.point);

export const matchesTalentQuery = (q: TalentQuery, t: TalentFacts): boolean => {
  const distance = talentDistanceKm(q, t);
  return (
    (q.position === null || t.preferredPositions.some((p) => words(q.position ?? "").every((w) => p.toLowerCase().includes(w)))) &&
    (q.distanceKm === null || (distance !== null && distance <= q.distanceKm)) &&
    (q.salaryMax === null || t.expectedMonthlySalary === null || t.expectedMonthlySalary <= q.salaryMax) &&
    (q.badge === null || t.badges.includes(q.badge)) &&
    t.completenessPercent >= q.completenessMin
  );
};

/**
 * Matching seekers, the most complete profiles first, then the nearest, then by id (an order that
 * does not depend on the store's), one page of them, and how many matched.
 */
export const searchTalent = <T extends TalentFacts>(
  q: TalentQuery,
  pool: readonly T[],
): { readonly items: readonly { readonly talent: T; readonly distanceKm: number | null }[]; readonly total: number; readonly nextOffset: number | null } => {
  const ranked = pool
    .filter((t) => matchesTalentQuery(q, t))
    .map((talent) => ({ talent, distanceKm: talentDistanceKm(q, talent) }))
    .sort(
      (a, b) =>
        b.talent.completenessPercent - a.talent.completenessPercent ||
        (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
        (a.talent.seekerId < b.talent.seekerId ? -1 : a.talent.seekerId > b.talent.seekerId ? 1 : 0),
    );
  const items = ranked.slice(q.offset, q.offset + q.limit);
  return { items, total: ranked.length, nextOffset: q.offset + q.limit < ranked.length ? q.offset + q.limit : null };
};
