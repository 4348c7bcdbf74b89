import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAME_DAY_JOB_GAP_HOURS } from "../policy/business-constants";
import { HOUR_MS, wibInstant } from "../shared/wib-time";
import {
  jobShiftsAhead,
  matchScore,
  MATCH_WEIGHTS,
  rankJobsFor,
  rankSeekersFor,
  type MatchJob,
  type MatchSeeker,
} from "./smart-invitation.rules";

const POSITIONS = ["Barista", "Waiter", "Cashier", "Cook"];
const point = fc.record({ lat: fc.double({ min: -6.6, max: -6.1, noNaN: true }), lng: fc.double({ min: 106.6, max: 107.0, noNaN: true }) });
const DAY0 = wibInstant(2026, 12, 1, 0, 0);
const shift = fc
  .record({ day: fc.integer({ min: 0, max: 13 }), startHour: fc.integer({ min: 0, max: 20 }), hours: fc.integer({ min: 1, max: 9 }) })
  .map(({ day, startHour, hours }) => ({ start: DAY0 + day * 24 * HOUR_MS + startHour * HOUR_MS, end: DAY0 + day * 24 * HOUR_MS + (startHour + hours) * HOUR_MS }));
const salaryAmount = fc.option(fc.integer({ min: 1, max: 20_000_000 }), { nil: null });

const job = (id: fc.Arbitrary<string>): fc.Arbitrary<MatchJob> =>
  fc.record({
    jobId: id,
    position: fc.constantFrom(...POSITIONS),
    point,
    salary: fc.record({ minimum: salaryAmount, maximum: salaryAmount, confidential: fc.boolean(), unit: fc.constantFrom("hour", "day", "week", "month", "project") }),
    shifts: fc.array(shift, { maxLength: 5 }),
  });

const seekerWith = (id: string): fc.Arbitrary<MatchSeeker> =>
  fc.record({
    seekerId: fc.constant(id),
    openToOffers: fc.boolean(),
    age: fc.option(fc.integer({ min: 14, max: 70 }), { nil: null }),
    preferredPositions: fc.subarray(POSITIONS),
    pastPositions: fc.subarray(POSITIONS),
    point: fc.option(point, { nil: null }),
    expectedMonthlySalary: salaryAmount,
    minimumMonthlySalary: salaryAmount,
    confirmedShifts: fc.array(shift, { maxLength: 4 }),
  });

/** Seekers with unique ids (the rule's precondition). */
const seekers = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 12 }).chain((ids) => fc.tuple(...ids.map(seekerWith)));

describe("smart invitation (issue 24)", () => {
  it("never proposes a seeker who is not open to offers, is under 18 or of unknown age", () => {
    fc.assert(
      fc.property(job(fc.constant("j-1")), seekers, (j, list) => {
        for (const { item } of rankSeekersFor(j, list)) {
          expect(item.openToOffers).toBe(true);
          expect(item.age).not.toBeNull();
          expect(item.age ?? 0).toBeGreaterThanOrEqual(18);
        }
      }),
    );
  });

  it("ranks the same whatever the order of the seekers it is handed", () => {
    fc.assert(
      fc.property(job(fc.constant("j-1")), seekers.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))), (j, [list, shuffled]) => {
        const ids = (l: readonly MatchSeeker[]) => rankSeekersFor(j, l).map((r) => [r.item.seekerId, r.score.total]);
        expect(ids(shuffled)).toEqual(ids(list));
      }),
    );
  });

  it("ranks a seeker's jobs the same whatever their order, by the very score the provider's side uses", () => {
    const jobs = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 10 }).chain((ids) => fc.tuple(...ids.map((id) => job(fc.constant(id)))));
    fc.assert(
      fc.property(seekerWith("s-1"), jobs.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))), (s, [list, shuffled]) => {
        const ranked = rankJobsFor(s, list);
        expect(rankJobsFor(s, shuffled).map((r) => r.item.jobId)).toEqual(ranked.map((r) => r.item.jobId));
        const eligible = { ...s, openToOffers: true, age: 30 };
        for (const r of rankJobsFor(eligible, list)) expect(rankSeekersFor(r.item, [eligible])[0]?.score).toEqual(r.score);
      }),
    );
  });

  it("scores from 0 to 100, best first, each part between 0 and 1", () => {
    fc.assert(
      fc.property(job(fc.constant("j-1")), seekers, (j, list) => {
        const totals = rankSeekersFor(j, list).map((r) => r.score);
        for (const s of totals) {
          expect(s.total).toBeGreaterThanOrEqual(0);
          expect(s.total).toBeLessThanOrEqual(100);
          for (const p of Object.keys(MATCH_WEIGHTS) as (keyof typeof MATCH_WEIGHTS)[]) {
            expect(s[p]).toBeGreaterThanOrEqual(0);
            expect(s[p]).toBeLessThanOrEqual(1);
          }
        }
        expect(totals.map((s) => s.total)).toEqual([...totals.map((s) => s.total)].sort((a, b) => b - a));
      }),
    );
  });

  it("never proposes a seeker booked within 2 hours of every shift of the job (the 2-hour rule)", () => {
    fc.assert(
      fc.property(job(fc.constant("j-1")), seekerWith("s-1"), fc.integer({ min: 0, max: SAME_DAY_JOB_GAP_HOURS * 60 - 1 }), (j, s, gapMinutes) => {
        fc.pre(j.shifts.length > 0);
        // Booked right after each shift, closer than the gap the rule asks.
        const booked = j.shifts.map((sh) => ({ start: sh.end + gapMinutes * 60_000, end: sh.end + gapMinutes * 60_000 + HOUR_MS }));
        expect(matchScore(j, { ...s, openToOffers: true, age: 25, confirmedShifts: booked })).toBeNull();
        // Booked exactly 2 hours after a one-shift job: free again.
        const first = j.shifts.slice(0, 1);
        const apart = first.map((sh) => ({ start: sh.end + SAME_DAY_JOB_GAP_HOURS * HOUR_MS, end: sh.end + (SAME_DAY_JOB_GAP_HOURS + 1) * HOUR_MS }));
        expect(matchScore({ ...j, shifts: first }, { ...s, openToOffers: true, age: 25, confirmedShifts: apart })?.availability).toBe(1);
      }),
    );
  });

  it("a preferred position, a nearer place or a higher salary never lowers the score", () => {
    fc.assert(
      fc.property(job(fc.constant("j-1")), seekerWith("s-1"), (j, s) => {
        const eligible = { ...s, openToOffers: true, age: 30 };
        const base = matchScore(j, eligible);
        fc.pre(base !== null);
        expect(matchScore(j, { ...eligible, preferredPositions: [j.position] })?.total ?? 0).toBeGreaterThanOrEqual(base?.total ?? 0);
        expect(matchScore(j, { ...eligible, point: j.point })?.total ?? 0).toBeGreaterThanOrEqual(base?.total ?? 0);
        const richer = { ...j, salary: { ...j.salary, confidential: false, unit: "month" as const, maximum: 1_000_000_000 } };
        expect(matchScore(richer, eligible)?.salary ?? 0).toBeGreaterThanOrEqual(eligible.expectedMonthlySalary === null && eligible.minimumMonthlySalary === null ? 0.5 : 1);
      }),
    );
  });

  it("reads a job's shifts of the next two weeks from its work hours and period", () => {
    const now = wibInstant(2026, 11, 27, 10, 0);
    const shifts = jobShiftsAhead({ workHours: "17:00 - 22:00", period: { start: "2026-12-01", end: "2026-12-03" } }, now);
    expect(shifts).toEqual([1, 2, 3].map((d) => ({ start: wibInstant(2026, 12, d, 17, 0), end: wibInstant(2026, 12, d, 22, 0) })));
    expect(jobShiftsAhead({ workHours: "08:00-17:00", period: { start: "2026-01-01", end: null } }, now)).toHaveLength(14);
    expect(jobShiftsAhead({ workHours: "flexible", period: { start: "2026-01-01", end: null } }, now)).toEqual([]);
  });
});
