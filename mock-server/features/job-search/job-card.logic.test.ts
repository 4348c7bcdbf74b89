import { describe, expect, it } from "vitest";
import { jobDraftFixture } from "../../../domain/job/job.fixtures";
import type { Job } from "../../../domain/job/job.schema";
import { CITY_CENTRES } from "../../../domain/shared/place-pin.rules";
import { shownDistanceKm } from "./job-card.logic";

const jobAt = (point: Job["location"]["point"]): Job =>
  ({ ...jobDraftFixture, location: { address: "Jl. Tebet Raya 1", district: "Tebet", city: "Jakarta Selatan", point } }) as unknown as Job;

describe("the distance a job card shows", () => {
  it("is none when the job's pin is only its city's centre (a job in Tebet is not '6.1 km' from Tebet)", () => {
    expect(shownDistanceKm(jobAt(CITY_CENTRES["Jakarta Selatan"]), 6.1234)).toBeNull();
  });
  it("is the distance to 10 m from a real pin, and none without the seeker's place", () => {
    expect(shownDistanceKm(jobAt({ lat: -6.2262, lng: 106.8525 }), 1.23456)).toBe(1.23);
    expect(shownDistanceKm(jobAt({ lat: -6.2262, lng: 106.8525 }), null)).toBeNull();
  });
});
