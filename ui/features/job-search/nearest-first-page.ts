import { orUnreachable } from "../../../application/ports/api-error";
import type { SeekerApi } from "../../../application/ports/seeker-api.port";
import { SEARCH_PAGE_DEFAULT, type JobSearchQuery } from "../../../domain/seeker/job-search.query";
import type { GeoPoint } from "../../../domain/shared/place.schema";
import type { JobFilters } from "./job-filter-values";

/** One page of Terdekat as the list asks for it. */
export const nearestQuery = (from: GeoPoint, filters: JobFilters, position: string | null, offset: number): JobSearchQuery => ({
  from,
  ...filters,
  position,
  offset,
  limit: SEARCH_PAGE_DEFAULT,
});

/** How long a first page started by the route's prefetch waits for the list to take it. */
const HANDOVER_MS = 30_000;

/** The request for one page, as the list sends it. */
export const fetchNearest = (seeker: SeekerApi, query: JobSearchQuery) => orUnreachable(seeker.searchJobs(query));

let started = false;
let handed: { readonly query: string; readonly page: ReturnType<typeof fetchNearest> } | null = null;

/**
 * The route's prefetch (seeker-jobs.prefetch.ts) starts the list's first page while the screen's
 * code loads, once per visit of the app: on a return the list, kept alive, asks itself as usual.
 * A page the list has not taken within HANDOVER_MS (it was left before it showed) is dropped.
 */
export const handOverFirstPage = (seeker: SeekerApi, query: JobSearchQuery): void => {
  if (started) return;
  started = true;
  const entry = { query: JSON.stringify(query), page: fetchNearest(seeker, query) };
  handed = entry;
  setTimeout(() => {
    if (handed === entry) handed = null;
  }, HANDOVER_MS);
};

/** The page started for `query` by the prefetch, once; null when there is none (ask then). */
export const takeHandedOver = (query: JobSearchQuery): ReturnType<typeof fetchNearest> | null => {
  const found = handed;
  if (found === null || found.query !== JSON.stringify(query)) return null;
  handed = null;
  return found.page;
};
