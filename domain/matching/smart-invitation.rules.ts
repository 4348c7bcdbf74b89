import type { Shift } from "../attendance/attendance.schema";
import { shiftConflict } from "../attendance/schedule.rules";
import { parseTimeRange } from "../format/date.format";
import { monthlyEquivalent } from "../format/salary.format";
import type { SalaryUnit } from "../job/job.schema";
import { offerShifts } from "../offer/offer-schedule.rules";
import { MIN_SEEKER_AGE_YEARS } from "../policy/business-constants";
import { distanceKm } from "../shared/place.rules";
import { addDays, wibDateKey } from "../shared/wib-time";

/**
 * Smart invitation (issue 24): one rule that scores a (job, seeker) pair, used from both sides: the
 * provider's proposals for a job (`rankSeekersFor`) and the seeker's jobs ranked for her
 * (`rankJobsFor`, /JSMita and /jsDailyPush). docs/business-rules.md "Smart invitation" has the
 * weights and why.
 */

/** The weight of each part in the 0-100 score; they add up to 100. */
export const MATCH_WEIGHTS = { position: 40, distance: 25, salary: 20, availability: 15 } as const;
export type MatchPart = keyof typeof MATCH_WEIGHTS;
/** Decision: from this distance on, the distance part is worth nothing (about an hour across Jabodetabek). */
export const MATCH_DISTANCE_MAX_KM = 25;
/** Decision: availability is judged on the job's shifts of the next two weeks, what an invitation can lead to soon. */
export const MATCH_HORIZON_DAYS = 14;
/** A position the seeker has worked in, not one she prefers, is worth this share of the position part. */
const PAST_POSITION_SHARE = 0.5;
/** A salary the rule cannot compare (confidential, per project, or no expectation) is worth this share. */
const UNKNOWN_SALARY_SHARE = 0.5;

interface Point {
  readonly lat: number;
  readonly lng: number;
}

export interface MatchJob {
  readonly jobId: string;
  readonly position: string;
  readonly point: Point;
  readonly salary: { readonly minimum: number | null; readonly maximum: number | null; readonly confidential: boolean; readonly unit: SalaryUnit };
  /** The job's shifts ahead (`jobShiftsAhead`); none: the rule cannot tell, and treats the seeker as free. */
  readonly shifts: readonly Shift[];
}

export interface MatchSeeker {
  readonly seekerId: string;
  readonly openToOffers: boolean;
  /** Full years today; null when the date of birth cannot be read (never proposed). */
  readonly age: number | null;
  readonly preferredPositions: readonly string[];
  /** Positions of her work experience. */
  readonly pastPositions: readonly string[];
  /** Where she wants to work (her first preferred location's centre); null: unknown. */
  readonly point: Point | null;
  readonly expectedMonthlySalary: number | null;
  readonly minimumMonthlySalary: number | null;
  /** The shifts she is booked for (accepted offers): the 2-hour rule is checked against them. */
  readonly confirmedShifts: readonly Shift[];
}

/** Each part between 0 and 1, and the weighted total, a whole number from 0 to 100. */
export type MatchScore = { readonly total: number } & { readonly [P in MatchPart]: number };

/** Spec 5, 9 and issue 24: a seeker who is not open to offers, or under 18 (or of unknown age), is never proposed. */
export const mayBeProposed = (seeker: Pick<MatchSeeker, "openToOffers" | "age">): boolean =>
  seeker.openToOffers && seeker.age !== null && seeker.age >= MIN_SEEKER_AGE_YEARS;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const positionPart = (job: MatchJob, seeker: MatchSeeker): number => {
  if (seeker.preferredPositions.some((p) => same(p, job.position))) return 1;
  return seeker.pastPositions.some((p) => same(p, job.position)) ? PAST_POSITION_SHARE : 0;
};

const distancePart = (job: MatchJob, seeker: MatchSeeker): number =>
  seeker.point === null ? 0 : Math.max(0, 1 - distanceKm(job.point, seeker.point) / MATCH_DISTANCE_MAX_KM);

/**
 * The job's best pay a month (its maximum, else its minimum, through the monthly equivalent the
 * salary filter uses) against what she asks: all of it at or above her expectation, nothing below
 * her minimum, in between in proportion.
 */
const salaryPart = (job: MatchJob, seeker: MatchSeeker): number => {
  const best = job.salary.confidential ? null : (job.salary.maximum ?? job.salary.minimum);
  const monthly = best === null ? null : monthlyEquivalent(best, job.salary.unit);
  const expected = seeker.expectedMonthlySalary ?? seeker.minimumMonthlySalary;
  if (monthly === null || expected === null) return UNKNOWN_SALARY_SHARE;
  const minimum = Math.min(seeker.minimumMonthlySalary ?? expected, expected);
  if (monthly >= expected) return 1;
  if (monthly < minimum) return 0;
  return expected === minimum ? 1 : (monthly - minimum) / (expected - minimum);
};

/** The share of the job's shifts she could take beside her booked ones under the 2-hour rule (`shiftConflict`). */
const availabilityPart = (job: MatchJob, seeker: MatchSeeker): number => {
  if (job.shifts.length === 0) return 1;
  const free = job.shifts.filter((s) => seeker.confirmedShifts.every((c) => shiftConflict(s, c) === null)).length;
  return free / job.shifts.length;
};

/**
 * The pair's score, or null when she is booked on every shift of the job (she could not take any
 * of it). Whether she may be proposed to a provider at all is `mayBeProposed`'s, not the score's:
 * her own ranking of jobs (/JSMita) does not depend on her being open to offers.
 */
export const matchScore = (job: MatchJob, seeker: MatchSeeker): MatchScore | null => {
  const parts = {
    position: positionPart(job, seeker),
    distance: distancePart(job, seeker),
    salary: salaryPart(job, seeker),
    availability: availabilityPart(job, seeker),
  };
  if (parts.availability === 0) return null;
  const weighted = (Object.keys(MATCH_WEIGHTS) as MatchPart[]).reduce((sum, p) => sum + MATCH_WEIGHTS[p] * parts[p], 0);
  return { ...parts, total: Math.round(weighted) };
};

export interface Ranked<A> {
  readonly item: A;
  readonly score: MatchScore;
}

/** Highest total first; equal totals by id, so the order never depends on the order of the input. */
const rank = <A>(pairs: readonly (readonly [A, MatchScore | null])[], idOf: (a: A) => string): Ranked<A>[] =>
  pairs
    .flatMap(([item, score]) => (score === null ? [] : [{ item, score }]))
    .sort((a, b) => b.score.total - a.score.total || (idOf(a.item) < idOf(b.item) ? -1 : idOf(a.item) > idOf(b.item) ? 1 : 0));

/** The provider's side: the seekers proposed for a job (only those `mayBeProposed`), best first (ids are unique). */
export const rankSeekersFor = (job: MatchJob, seekers: readonly MatchSeeker[]): Ranked<MatchSeeker>[] =>
  rank(seekers.map((s) => [s, mayBeProposed(s) ? matchScore(job, s) : null] as const), (s) => s.seekerId);

/** The seeker's side: the jobs ranked for her, best first, by the very same score (ids are unique). */
export const rankJobsFor = (seeker: MatchSeeker, jobs: readonly MatchJob[]): Ranked<MatchJob>[] =>
  rank(jobs.map((j) => [j, matchScore(j, seeker)] as const), (j) => j.jobId);

/**
 * A job's shifts in the next MATCH_HORIZON_DAYS days from its typed work hours ("08:00-17:00"; an
 * end before the start is the next morning, as for an offer): one a day from tomorrow (WIB) or the
 * period's start, until its end. Hours the rule cannot read give none.
 */
export const jobShiftsAhead = (
  job: { readonly workHours: string; readonly period: { readonly start: string; readonly end: string | null } },
  now: number,
): Shift[] => {
  const hours = parseTimeRange(job.workHours);
  if (hours === null || hours.start === hours.end) return [];
  const days = Array.from({ length: MATCH_HORIZON_DAYS }, (_, i) => wibDateKey(addDays(now, i + 1))).filter(
    (d) => d >= job.period.start && (job.period.end === null || d <= job.period.end),
  );
  return offerShifts({ period: { start: job.period.start, end: job.period.end ?? job.period.start }, workingDays: days, hours });
};
