import { describe, expect, it } from "vitest";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { daysOfPeriod, initialOfferDraft, isOfferDraft, monthsOf, offerInputOf, workingDaysAfter } from "./offer-draft";

const job = {
  jobId: "j-9000",
  jobType: "partTime",
  period: { start: "2030-01-01", end: "2030-03-31" },
  workHours: "07.30 - 15.00",
  salary: { minimum: 250_000, maximum: 300_000, confidential: false, unit: "day" },
  location: { address: "Jl. Kemang Raya 10", district: "Kemang", city: "Jakarta Selatan", point: null },
} as unknown as ProviderJob;
const NOW = Date.parse("2030-03-01T22:00:00+07:00");

describe("the offer form's draft", () => {
  it("starts tomorrow (WIB) with the job's hours, daily wage and place, and its own idempotency key", () => {
    const draft = initialOfferDraft(job, NOW);
    expect(draft).toMatchObject({ periodStart: "2030-03-02", periodEnd: "2030-03-02", workingDays: ["2030-03-02"], hoursStart: "07:30", hoursEnd: "15:00", wage: "250.000", place: "Jl. Kemang Raya 10, Kemang, Jakarta Selatan" });
    expect(isOfferDraft(draft)).toBe(true);
    expect(isOfferDraft({ ...draft, idempotencyKey: "" })).toBe(false);
    expect(initialOfferDraft(job, NOW).idempotencyKey).not.toBe(draft.idempotencyKey);
    expect(offerInputOf(draft, job, "u-5")).toMatchObject({ wage: { kind: "daily", amount: 250_000 }, period: { start: "2030-03-02", end: "2030-03-02" } });
  });

  it("starts at the wage floor of the job's hours when the job posts less a day (issue 19); a job paid by the month starts empty", () => {
    const low = { ...job, salary: { minimum: 120_000, maximum: 150_000, confidential: false, unit: "day" } } as unknown as ProviderJob;
    // 07:30-15:00 is 7½ hours: the daily rule, Rp229.196.
    expect(initialOfferDraft(low, NOW).wage).toBe("229.196");
    const monthly = { ...job, salary: { minimum: 5_500_000, maximum: 6_000_000, confidential: false, unit: "month" } } as unknown as ProviderJob;
    expect(initialOfferDraft(monthly, NOW).wage).toBe("");
  });

  it("lists the period's days, across months, Monday first", () => {
    expect(daysOfPeriod("2030-02-27", "2030-03-02")).toEqual(["2030-02-27", "2030-02-28", "2030-03-01", "2030-03-02"]);
    expect(daysOfPeriod("2030-03-02", "2030-03-01")).toEqual([]);
    expect(daysOfPeriod("", "2030-03-01")).toEqual([]);
    expect(monthsOf(daysOfPeriod("2030-02-27", "2030-03-02"))).toEqual([
      { month: "2030-02", days: [{ date: "2030-02-27", isoWeekday: 3 }, { date: "2030-02-28", isoWeekday: 4 }] },
      { month: "2030-03", days: [{ date: "2030-03-01", isoWeekday: 5 }, { date: "2030-03-02", isoWeekday: 6 }] },
    ]);
  });

  it("keeps the chosen days when the dates change, adds the new ones, drops those outside", () => {
    const draft = { ...initialOfferDraft(job, NOW), periodStart: "2030-03-04", periodEnd: "2030-03-08", workingDays: ["2030-03-04", "2030-03-06"] };
    expect(workingDaysAfter(draft, "2030-03-05", "2030-03-10")).toEqual(["2030-03-06", "2030-03-09", "2030-03-10"]);
  });
});
