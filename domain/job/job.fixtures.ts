import type { JobDraft } from "./job.schema";

/**
 * A complete, valid part-time job draft (as sent over the wire) for tests: a waiter in Tebet,
 * Rp120.000-Rp150.000 a day, December 2029 to January 2030. Override what a test is about.
 */
export const jobDraftFixture = (over: Partial<typeof JobDraft.Encoded> = {}): typeof JobDraft.Encoded => ({
  position: "Waiter",
  description: "Serve guests during the lunch rush.",
  salary: { minimum: 120_000, maximum: 150_000, confidential: false, unit: "day" },
  location: { address: "Jl. Tebet Raya No. 9", district: "Tebet", city: "Jakarta Selatan", point: { lat: -6.2264, lng: 106.8539 } },
  vacancies: 2,
  category: "fnb",
  workHours: "10:00-15:00",
  dayOff: "Sunday",
  workFromHome: false,
  ageLimit: null,
  genderLimit: "all",
  period: { start: "2029-12-01", end: "2030-01-31" },
  paymentSchedule: "daily",
  jobType: "partTime",
  expiresAt: "2030-01-31T23:59:00+07:00",
  priority: false,
  photos: [],
  ...over,
});
