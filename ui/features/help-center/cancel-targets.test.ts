import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { HireCancellation } from "../../../domain/work/help-center-api.schema";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { seekerOrder } from "../../../tests/support/work-fixtures";
import { cancellableStaff, daysWaitingToReconfirm, hireBlocked, orderBlocked, requestDueAt } from "./cancel-targets";

const requested = Schema.decodeUnknownSync(HireCancellation)({ requestId: "can-1", status: "requested", requestedAt: 1_000, dueAt: 173_000, settlement: null });
const withStaff = (order: OrderDetail, ...changes: readonly Partial<OrderDetail["staff"][number]>[]): OrderDetail => {
  const [hire] = order.staff;
  if (hire === undefined) throw new Error("fixture without a hire");
  return { ...order, staff: changes.map((change, i) => ({ ...hire, hireId: `${hire.hireId}-${i}` as typeof hire.hireId, ...change })) };
};

describe("what /cancellist offers", () => {
  const order = seekerOrder("o-1", [{ date: "2026-11-26", status: "confirmed" }, { date: "2026-11-27", status: "waitingReconfirm" }], { status: "working" });

  it("lets a working or upcoming hire be cancelled, and says why not for a completed, withdrawn, cancelled or already requested one", () => {
    const [hire] = order.staff;
    if (hire === undefined) throw new Error("fixture");
    expect(hireBlocked(hire)).toBeNull();
    expect(hireBlocked({ ...hire, status: "completed" })).toBe("completed");
    expect(hireBlocked({ ...hire, status: "withdrawn" })).toBe("withdrawn");
    expect(hireBlocked({ ...hire, status: "cancelled" })).toBe("cancelled");
    expect(hireBlocked({ ...hire, cancellation: requested })).toBe("requested");
  });

  it("blocks a whole order only when nobody on its staff list can be cancelled, an open request first", () => {
    expect(orderBlocked(withStaff(order))).toBe("noStaff");
    expect(orderBlocked(withStaff(order, { status: "completed" }, {}))).toBeNull();
    expect(cancellableStaff(withStaff(order, { status: "completed" }, {}))).toHaveLength(1);
    expect(orderBlocked(withStaff(order, { status: "completed" }, { cancellation: requested }))).toBe("requested");
    expect(orderBlocked(withStaff(order, { status: "completed" }, { status: "withdrawn" }))).toBe("withdrawn");
    expect(requestDueAt(withStaff(order, {}, { cancellation: requested }).staff)).toBe(173_000);
    expect(requestDueAt(order.staff)).toBeNull();
  });

  it("counts the days not decided yet, 'Waiting to Reconfirm' (spec 5): clocked, waiting for the provider or for support", () => {
    expect(daysWaitingToReconfirm(order.staff)).toBe(1);
    expect(daysWaitingToReconfirm(withStaff(order, {}, {}).staff)).toBe(2);
    const clocked = seekerOrder("o-2", [{ date: "2026-11-26", status: "clockedIn" }, { date: "2026-11-27", status: "awaitingConfirmation" }, { date: "2026-11-28", status: "declined" }]);
    expect(daysWaitingToReconfirm(clocked.staff)).toBe(2);
  });
});
