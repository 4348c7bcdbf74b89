import fc from "fast-check";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { Job } from "../job/job.schema";
import { rupiah } from "../shared/money";
import { distanceKm } from "../shared/place.schema";
import { wibInstant } from "../shared/wib-time";
import { jobSearchQueryString, monthlyEquivalent, openJobsOf, parseJobSearchQuery, salaryMatches, searchJobs, type JobSearchQuery } from "./job-search.rules";
import { SERVICE_AREAS } from "./service-areas";

const NOW = wibInstant(2026, 11, 23, 10);
const area = (i: number) => SERVICE_AREAS[i % SERVICE_AREAS.length] ?? SERVICE_AREAS[0]!;
const job = (i: number, overrides: Partial<Job> = {}): Job =>
  ({
    jobId: `j-9${String(i).padStart(3, "0")}`,
    businessId: "b-1",
    createdBy: "u-1",
    assignedTo: [],
    position: i % 2 === 0 ? "Barista" : "Kasir Toko",
    description: "",
    salary: { minimum: 3_000_000 + i * 100_000, maximum: 4_000_000 + i * 100_000, confidential: false, unit: "month" },
    location: { address: "Jl. X", district: area(i).district, city: area(i).city, point: area(i).point },
    vacancies: 1,
    category: i % 3 === 0 ? "retail" : "fnb",
    workHours: "",
    dayOff: "",
    workFromHome: false,
    ageLimit: null,
    genderLimit: "all",
    period: { start: "2026-12-01", end: null },
    paymentSchedule: "monthly",
    jobType: i % 2 === 0 ? "fullTime" : "partTime",
    expiresAt: "2027-01-31T23:59:00+07:00",
    priority: false,
    photos: [],
    status: "open",
    ...overrides,
  }) as Job;

const query = (overrides: Partial<JobSearchQuery> = {}): JobSearchQuery => ({
  from: area(3).point, salary: null, category: null, jobType: null, city: null, position: null, offset: 0, limit: 20, ...overrides,
});

describe("job search (Terdekat)", () => {
  const jobs = Array.from({ length: 60 }, (_, i) => job(i));
  it("lists open, unexpired jobs nearest first, page by page without gaps or repeats", () => {
    const closed = [job(100, { status: "closed" }), job(101, { expiresAt: "2026-11-23T09:00:00+07:00" })];
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = searchJobs([...jobs, ...closed], query({ offset, limit: 25 }), NOW);
      seen.push(...page.items.map((r) => r.job.jobId));
      for (let k = 1; k < page.items.length; k++) expect(page.items[k]!.distanceKm).toBeGreaterThanOrEqual(page.items[k - 1]!.distanceKm);
      offset = page.nextOffset;
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });
  it("filters by salary (monthly equivalent), category, type, city and position words", () => {
    expect(monthlyEquivalent(150_000, "day")).toBe(3_300_000);
    expect(monthlyEquivalent(1, "project")).toBeNull();
    expect(salaryMatches({ minimum: rupiah(150_000), maximum: rupiah(200_000), confidential: false, unit: "day" }, { min: 4_000_000, max: 5_000_000 })).toBe(true);
    expect(salaryMatches({ minimum: rupiah(5_000_000), maximum: rupiah(6_000_000), confidential: true, unit: "month" }, { min: 1_000_000, max: 200_000_000 })).toBe(false);
    const r = searchJobs(jobs, query({ category: "fnb", jobType: "partTime", position: "kasir", limit: 50 }), NOW);
    expect(r.items.length).toBeGreaterThan(0);
    for (const { job: j } of r.items) expect([j.category, j.jobType, j.position]).toEqual(["fnb", "partTime", "Kasir Toko"]);
    const city = searchJobs(jobs, query({ city: "Depok", limit: 50 }), NOW);
    expect(city.items.every((x) => x.job.location.city === "Depok")).toBe(true);
  });
  it("parses the query string and refuses what breaks the filter rules", () => {
    const ok = parseJobSearchQuery({ lat: "-6.2", lng: "106.8", salaryMin: "1000000", salaryMax: "5500000", jobType: "fullTime", city: "Bekasi", cursor: "20" });
    expect(Result.isSuccess(ok) && ok.success).toMatchObject({ salary: { min: 1_000_000, max: 5_500_000 }, offset: 20, jobType: "fullTime" });
    for (const raw of [{}, { lat: "x", lng: "1" }, { lat: "-6", lng: "106", salaryMin: "5000000", salaryMax: "5000000" }, { lat: "-6", lng: "106", salaryMin: "1200000", salaryMax: "5000000" }, { lat: "-6", lng: "106", city: "Bandung" }, { lat: "-6", lng: "106", limit: "500" }, { lat: "-6", lng: "106", cursor: "-1" }])
      expect(Result.isFailure(parseJobSearchQuery(raw))).toBe(true);
  });
  it("property: the query string round-trips", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SERVICE_AREAS), fc.option(fc.constantFrom("Barista", "kasir toko")), fc.nat(200), fc.option(fc.constantFrom("fullTime" as const, "partTime" as const)), (a, position, offset, jobType) => {
        const q = query({ from: a.point, position, offset, jobType, city: a.city, salary: { min: 1_500_000, max: 9_000_000 } });
        const back = parseJobSearchQuery(Object.fromEntries(new URLSearchParams(jobSearchQueryString(q))));
        expect(Result.isSuccess(back) && back.success).toEqual(q);
      }),
    );
  });
  it("property: every listed job is no farther than any matching job left off the page", () => {
    fc.assert(
      fc.property(fc.double({ min: -6.7, max: -6.0, noNaN: true }), fc.double({ min: 106.5, max: 107.1, noNaN: true }), fc.integer({ min: 1, max: 30 }), (lat, lng, limit) => {
        const page = searchJobs(jobs, query({ from: { lat, lng }, limit }), NOW);
        const last = page.items[page.items.length - 1];
        if (last === undefined) return;
        const listed = new Set(page.items.map((r) => r.job.jobId));
        for (const j of jobs) if (!listed.has(j.jobId)) expect(distanceKm({ lat, lng }, j.location.point)).toBeGreaterThanOrEqual(last.distanceKm);
      }),
    );
  });
});

describe("a business page's open jobs", () => {
  it("lists the business's open, unexpired jobs only, priority jobs first", () => {
    const listed = openJobsOf(
      [
        job(1),
        job(2, { priority: true }),
        job(3, { status: "closed" }),
        job(4, { expiresAt: "2026-11-23T09:00:00+07:00" }),
        job(5, { status: "draft" }),
        job(6, { businessId: "b-2" as Job["businessId"] }),
        job(0),
      ],
      "b-1",
      NOW,
    );
    expect(listed.map((j) => j.jobId)).toEqual(["j-9002", "j-9000", "j-9001"]);
  });
});
