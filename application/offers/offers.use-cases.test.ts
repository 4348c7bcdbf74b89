import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { OffersApi } from "../ports/offers-api.port";
import { checkOfferInput, previewPrice, wageFloorOf, type OfferInput } from "./offer-input";
import { ProviderOffers } from "./provider-offers.use-case";

const NOW = Date.parse("2030-03-01T08:00:00+07:00");

const input = (over: Partial<OfferInput> = {}): OfferInput => ({
  jobId: "j-9000",
  seekerId: "u-5",
  jobType: "partTime",
  period: { start: "2030-03-04", end: "2030-03-08" },
  workingDays: ["2030-03-04", "2030-03-05", "2030-03-07"],
  hours: { start: "08:00", end: "16:00" },
  wage: { kind: "daily", amount: 250_000 },
  place: " Jl. Kemang Raya 10 ",
  choice: { method: "virtualAccount", bank: "bca" },
  ...over,
});

const fieldsOf = (over: Partial<OfferInput>) => {
  const checked = checkOfferInput(input(over), NOW);
  return Result.isFailure(checked) ? Object.fromEntries(Object.entries(checked.failure.fields).map(([k, v]) => [k, v?.key])) : {};
};

describe("checkOfferInput", () => {
  it("builds the request and its price (salary x working days plus each fee)", () => {
    const checked = checkOfferInput(input(), NOW);
    expect(Result.isSuccess(checked)).toBe(true);
    if (Result.isFailure(checked)) return;
    expect(checked.success.request.terms.place).toBe("Jl. Kemang Raya 10");
    expect(checked.success.request.terms.wage).toEqual({ kind: "daily", dailyWage: 250_000 });
    expect(checked.success.price).toEqual({ salary: 750_000, serviceFee: 37_500, adminFee: 4_000, total: 791_500 });
    expect(previewPrice(input({ wage: { kind: "total", amount: 1_000_000 } }))?.salary).toBe(1_000_000);
  });

  it("names each field's refusal with the catalogue's text", () => {
    expect(fieldsOf({ place: "  " })).toEqual({ place: "form.required" });
    expect(fieldsOf({ hours: { start: "08:00", end: "08:00" } })).toEqual({ hours: "form.hoursSame" });
    expect(fieldsOf({ hours: { start: "", end: "16:00" } })).toEqual({ hours: "form.hoursRequired" });
    expect(fieldsOf({ wage: { kind: "daily", amount: 0 } })).toEqual({ wage: "error.money.invalid" });
    expect(fieldsOf({ period: { start: "2030-03-04", end: "" } })).toEqual({ period: "form.periodRequired" });
    expect(fieldsOf({ period: { start: "2030-03-08", end: "2030-03-04" } })).toEqual({ period: "error.job.periodInvalid" });
    expect(fieldsOf({ period: { start: "2030-03-04", end: "2030-07-04" } })).toEqual({ period: "error.job.partTimeTooLong" });
    expect(fieldsOf({ workingDays: [] })).toEqual({ workingDays: "error.offer.workingDaysNone" });
    expect(fieldsOf({ workingDays: ["2030-03-09"] })).toEqual({ workingDays: "error.offer.workingDaysOutsidePeriod" });
    expect(fieldsOf({ period: { start: "2030-02-28", end: "2030-03-02" }, workingDays: ["2030-03-01"] })).toEqual({ workingDays: "error.offer.workingDaysStarted" });
    // A night shift of 23 hours leaves no 2 hours before the next day's.
    expect(fieldsOf({ hours: { start: "08:00", end: "07:00" } })).toEqual({ hours: "error.schedule.tooClose" });
    expect(fieldsOf({ place: "", wage: { kind: "total", amount: 0 }, workingDays: [] })).toEqual({ place: "form.required", wage: "error.money.invalid", workingDays: "error.offer.workingDaysNone" });
  });

  it("refuses a wage below the floor (issue 19: Rp1 a day was accepted), with the least a working day may pay", () => {
    const below = checkOfferInput(input({ wage: { kind: "daily", amount: 1 } }), NOW);
    expect(Result.isFailure(below) && below.failure.fields.wage).toEqual({ ns: "errors", key: "error.offer.wageBelowMinimum", values: { amount: 229_196 } });
    expect(fieldsOf({ wage: { kind: "total", amount: 3 * 229_196 - 1 } })).toEqual({ wage: "error.offer.wageBelowMinimum" });
    expect(fieldsOf({ wage: { kind: "total", amount: 3 * 229_196 } })).toEqual({});
    // The floor of a 4-hour shift is the hourly rule's.
    expect(fieldsOf({ wage: { kind: "daily", amount: 181_901 }, hours: { start: "11:00", end: "15:00" } })).toEqual({});
  });

  it("tells the floor while the form is filled in: per working day for these hours, and for the whole offer", () => {
    expect(wageFloorOf(input())).toEqual({ perDay: 229_196, total: 3 * 229_196, year: 2026 });
    expect(wageFloorOf(input({ hours: { start: "11:00", end: "15:00" }, workingDays: [] }))).toEqual({ perDay: 181_901, total: 0, year: 2026 });
    expect(wageFloorOf(input({ hours: { start: "", end: "15:00" } }))).toBeNull();
  });
});

const fakeApi = () => {
  const calls: unknown[][] = [];
  const ok = (name: string) => async (...args: unknown[]) => {
    calls.push([name, ...args]);
    return Result.succeed({ offerId: "off-1", paymentId: "pay-1" });
  };
  const names = ["createOffer", "offer", "jobOffers", "myOffers", "accept", "decline", "startPayment", "payment", "payments", "balance"];
  return { api: Object.fromEntries(names.map((n) => [n, ok(n)])) as unknown as OffersApi, calls };
};

describe("offer use cases", () => {
  it("checks the rules before the server, and passes the action's idempotency key through", async () => {
    const { api, calls } = fakeApi();
    const offers = new ProviderOffers(api, { now: () => NOW });
    const refused = await offers.send(input({ place: "" }), "k-1");
    expect(Result.isFailure(refused) && refused.failure._tag).toBe("OfferInputInvalid");
    expect(calls).toEqual([]);
    await offers.send(input(), "k-1");
    await offers.payAgain("off-1", { method: "ewallet", wallet: "dana" }, "k-2");
    expect(calls.map((c) => [c[0], c.at(-1)])).toEqual([
      ["createOffer", "k-1"],
      ["startPayment", "k-2"],
    ]);
  });

  it("sends the payer's PIN beside a balance choice, in that one request, and no PIN with any other method", async () => {
    const { api, calls } = fakeApi();
    const offers = new ProviderOffers(api, { now: () => NOW });
    await offers.send(input({ choice: { method: "balance" } }), "k-1", "246810");
    await offers.payAgain("off-1", { method: "balance" }, "k-2", "246810");
    await offers.send(input(), "k-3");
    await offers.payAgain("off-1", { method: "ewallet", wallet: "dana" }, "k-4");
    const bodies = calls.map((c) => c[c.length - 2] as { readonly choice: unknown; readonly pin?: string });
    expect(bodies.map((b) => [b.choice, b.pin])).toEqual([
      [{ method: "balance" }, "246810"],
      [{ method: "balance" }, "246810"],
      [{ method: "virtualAccount", bank: "bca" }, undefined],
      [{ method: "ewallet", wallet: "dana" }, undefined],
    ]);
    expect(bodies.slice(2).every((b) => !("pin" in b))).toBe(true);
  });

  it("reads a payment with its offer", async () => {
    const { api, calls } = fakeApi();
    const both = await new ProviderOffers(api, { now: () => NOW }).paymentWithOffer("pay-1");
    expect(Result.isSuccess(both)).toBe(true);
    expect(calls.map((c) => c[0])).toEqual(["payment", "offer"]);
  });
});
