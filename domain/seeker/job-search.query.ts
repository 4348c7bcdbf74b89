import type { JobType } from "../job/job.schema";
import type { JabodetabekCity } from "../shared/place.rules";
import type { GeoPoint } from "../shared/place.schema";

/*
 * The job search's query as the app sends it: without Effect and without the error-code table, so
 * the job list and its prefetch need neither (job-search.rules.ts re-exports all of it and holds
 * the rules that read a query and rank the jobs).
 */

/** What the Terdekat list asks for: near a point, with the filters of the filter sheet. */
export interface JobSearchQuery {
  readonly from: GeoPoint;
  readonly salary: { readonly min: number; readonly max: number } | null;
  readonly category: string | null;
  readonly jobType: JobType | null;
  readonly city: JabodetabekCity | null;
  /** Words of the position, any case. */
  readonly position: string | null;
  /** Index of the first item of the page. */
  readonly offset: number;
  readonly limit: number;
}

export const SEARCH_PAGE_DEFAULT = 20;
export const SEARCH_PAGE_MAX = 50;

/** The query string of a search, the inverse of parseJobSearchQuery (the HTTP adapter sends it). */
export const jobSearchQueryString = (q: JobSearchQuery): string => {
  const params = new URLSearchParams({ lat: String(q.from.lat), lng: String(q.from.lng) });
  if (q.salary !== null) {
    params.set("salaryMin", String(q.salary.min));
    params.set("salaryMax", String(q.salary.max));
  }
  if (q.category !== null) params.set("category", q.category);
  if (q.jobType !== null) params.set("jobType", q.jobType);
  if (q.city !== null) params.set("city", q.city);
  if (q.position !== null) params.set("position", q.position);
  if (q.offset > 0) params.set("cursor", String(q.offset));
  if (q.limit !== SEARCH_PAGE_DEFAULT) params.set("limit", String(q.limit));
  return params.toString();
};
