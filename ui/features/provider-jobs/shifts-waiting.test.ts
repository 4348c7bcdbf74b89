import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { OrderList } from "../../../domain/work/work-api.schema";
import { providerOrderJson } from "../../../tests/support/provider-work-fixtures";
import { ordersByJob, waitingShifts } from "./shifts-waiting";

const decode = Schema.decodeUnknownSync(OrderList);

describe("the provider home's shifts waiting for a confirmation", () => {
  const two = decode({ items: [providerOrderJson(), providerOrderJson({ orderId: "ord-2", jobId: "j-9002" })], serverNow: 0 });

  it("lists every clocked day waiting for the provider's answer, and none other", () => {
    const shifts = waitingShifts(two);
    expect(shifts.map((s) => [s.order.orderId, s.day.dayId])).toEqual([
      ["ord-1", "att-2"],
      ["ord-2", "att-2"],
    ]);
    expect(shifts.every((s) => s.day.status === "awaitingConfirmation")).toBe(true);
  });

  it("lists the day that will be confirmed by itself first at the top", () => {
    const later = providerOrderJson({ orderId: "ord-late" });
    const early = providerOrderJson({ orderId: "ord-early" });
    const shift = (json: typeof later, at: number) => ({ ...json, staff: json.staff.map((h) => ({ ...h, days: h.days.map((d) => (d.status === "awaitingConfirmation" ? { ...d, autoConfirmAt: at } : d)) })) });
    const list = decode({ items: [shift(later, 2_000_000_000_000), shift(early, 1_900_000_000_000)], serverNow: 0 });
    expect(waitingShifts(list).map((s) => s.order.orderId)).toEqual(["ord-early", "ord-late"]);
  });

  it("gives each job card its order and how many of its shifts wait", () => {
    const byJob = ordersByJob(two);
    expect(byJob.get("j-9001")).toEqual({ orderId: "ord-1", waiting: 1 });
    expect(byJob.get("j-9002")).toEqual({ orderId: "ord-2", waiting: 1 });
    expect(byJob.has("j-9003")).toBe(false);
  });
});
