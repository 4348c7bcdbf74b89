import { Result } from "effect";
import { DomainError } from "../errors/domain-error";
import type { Job } from "../job/job.schema";
import { distanceKm, JABODETABEK_CITIES, type JabodetabekCity } from "../shared/place.rules";
import { validateSalaryFilter } from "./salary.rules";
import { monthlyEquivalent } from "../format/salary.format";
import { SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX, type JobSearchQuery } from "./job-search.query";

export { jobSearchQueryString, SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX, type JobSearchQuery } from "./job-search.query";

/** An open job before its expiry: what the list shows and what takes applications. */
export const isJobOpenAt = (job: Pick<Job, "status" | "expiresAt">, now: number): boolean =>
  job.status === "open" && Date.parse(job.expiresAt) > now;

/** A business's open, unexpired jobs as its page lists them: priority jobs first, then by job id. */
export const openJobsOf = (jobs: readonly Job[], businessId: string, now: number): readonly Job[] =>
  jobs
    .filter((job) => job.businessId === businessId && isJobOpenAt(job, now))
    .sort((a, b) => Number(b.priority) - Number(a.priority) || (a.jobId < b.jobId ? -1 : a.jobId > b.jobId ? 1 : 0));

const POSITION_MAX = 60;

export class SearchQueryInvalid extends DomainError("SearchQueryInvalid")<{ readonly field: string }> {
  override readonly code = "INVALID_QUERY";
}

// The salary filter is monthly and compares hourly, daily and weekly salaries by their monthly
// equivalent: one definition, in domain/format/salary.format.ts (the cards show it too).
export { monthlyEquivalent } from "../format/salary.format";

/** A job matches a salary filter when its (monthly) range overlaps the filter's range. */
export const salaryMatches = (salary: Job["salary"], filter: { readonly min: number; readonly max: number }): boolean => {
  if (salary.confidential) return false;
  const low = salary.minimum ?? salary.maximum;
  const high = salary.maximum ?? salary.minimum;
  if (low === null || high === null) return false;
  const monthlyLow = monthlyEquivalent(low, salary.unit);
  const monthlyHigh = monthlyEquivalent(high, salary.unit);
  if (monthlyLow === null || monthlyHigh === null) return false;
  return monthlyHigh >= filter.min && monthlyLow <= filter.max;
};

const words = (text: string): string[] => text.toLowerCase().split(/\s+/).filter((w) => w !== "");

export const matchesQuery = (job: Job, q: JobSearchQuery): boolean =>
  (q.salary === null || salaryMatches(job.salary, q.salary)) &&
  (q.category === null || job.category === q.category) &&
  (q.jobType === null || job.jobType === q.jobType) &&
  (q.city === null || job.location.city === q.city) &&
  (q.position === null || words(q.position).every((w) => job.position.toLowerCase().includes(w)));

export interface RankedJob {
  readonly job: Job;
  readonly distanceKm: number;
}

/** Open, unexpired jobs matching the filters, nearest first (ties by job id), one page of them. */
export const searchJobs = (
  jobs: readonly Job[],
  q: JobSearchQuery,
  now: number,
): { readonly items: readonly RankedJob[]; readonly nextOffset: number | null } => {
  const ranked = jobs
    .filter((job) => isJobOpenAt(job, now) && matchesQuery(job, q))
    .map((job) => ({ job, distanceKm: distanceKm(q.from, job.location.point) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || (a.job.jobId < b.job.jobId ? -1 : a.job.jobId > b.job.jobId ? 1 : 0));
  const items = ranked.slice(q.offset, q.offset + q.limit);
  return { items, nextOffset: q.offset + q.limit < ranked.length ? q.offset + q.limit : null };
};

const present = (value: string | undefined): value is string => value !== undefined && value !== "";
const numberOf = (value: string): number => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN);

/**
 * Reads the query string of GET /api/job-search (docs/api.md). lat and lng are required; salaryMin
 * and salaryMax come together and obey the salary filter rules; cursor is an offset.
 */
export const parseJobSearchQuery = (
  raw: Readonly<Record<string, string | undefined>>,
): Result.Result<JobSearchQuery, SearchQueryInvalid> => {
  const bad = (field: string) => Result.fail(new SearchQueryInvalid({ field }));
  const lat = numberOf(raw.lat ?? "");
  const lng = numberOf(raw.lng ?? "");
  if (!(lat >= -90 && lat <= 90)) return bad("lat");
  if (!(lng >= -180 && lng <= 180)) return bad("lng");
  let salary: JobSearchQuery["salary"] = null;
  if (present(raw.salaryMin) || present(raw.salaryMax)) {
    const checked = validateSalaryFilter({ min: numberOf(raw.salaryMin ?? ""), max: numberOf(raw.salaryMax ?? "") });
    if (Result.isFailure(checked)) return bad("salary");
    salary = checked.success;
  }
  const jobType = raw.jobType;
  if (present(jobType) && jobType !== "fullTime" && jobType !== "partTime") return bad("jobType");
  const city = raw.city;
  if (present(city) && !(JABODETABEK_CITIES as readonly string[]).includes(city)) return bad("city");
  const position = raw.position?.trim() ?? "";
  if (position.length > POSITION_MAX) return bad("position");
  const category = raw.category ?? "";
  if (category.length > POSITION_MAX) return bad("category");
  const offset = present(raw.cursor) ? numberOf(raw.cursor) : 0;
  if (!Number.isInteger(offset) || offset < 0) return bad("cursor");
  const limit = present(raw.limit) ? numberOf(raw.limit) : SEARCH_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_PAGE_MAX) return bad("limit");
  return Result.succeed({
    from: { lat, lng },
    salary,
    category: category === "" ? null : category,
    jobType: present(jobType) ? jobType : null,
    city: present(city) ? (city as JabodetabekCity) : null,
    position: position === "" ? null : position,
    offset,
    limit,
  });
};
