import { describe, expect, it } from "vitest";
import { wibInstant } from "../../../domain/shared/wib-time";
import { seekerOrder } from "../../../tests/support/work-fixtures";
import { finishedOrders, nextPunch, ordersToFinish, seekerShifts } from "./seeker-shifts";

const NOW = wibInstant(2026, 11, 26, 7, 30);

describe("the seeker's shifts (Masuk/Pulang)", () => {
  it("puts today's day first, then the scheduled days to come by their start, and leaves past days out", () => {
    const later = seekerOrder("o-2", [{ date: "2026-11-30" }]);
    const now = seekerOrder("o-1", [{ date: "2026-11-25", status: "awaitingConfirmation" }, { date: "2026-11-26" }, { date: "2026-11-27" }]);
    const { today, upcoming } = seekerShifts([later, now], NOW);
    expect(today.map((s) => s.day.date)).toEqual(["2026-11-26"]);
    expect(upcoming.map((s) => `${s.order.orderId} ${s.day.date}`)).toEqual(["o-1 2026-11-27", "o-2 2026-11-30"]);
  });

  it("keeps today's day in view once clocked out, and a night shift still clocked in after midnight", () => {
    const order = seekerOrder("o-1", [{ date: "2026-11-25", status: "clockedIn" }, { date: "2026-11-26", status: "awaitingConfirmation" }]);
    expect(seekerShifts([order], NOW).today.map((s) => s.day.status)).toEqual(["clockedIn", "awaitingConfirmation"]);
  });

  it("shows no shift of an order the seeker withdrew from", () => {
    const order = seekerOrder("o-1", [{ date: "2026-11-26" }, { date: "2026-11-27" }], { status: "withdrawn" });
    expect(seekerShifts([order], NOW)).toEqual({ today: [], upcoming: [] });
  });

  it("offers clock in on a scheduled day, clock out once clocked in, nothing after", () => {
    const [a, b, c] = seekerOrder("o-1", [{ date: "2026-11-26" }, { date: "2026-11-26", status: "clockedIn" }, { date: "2026-11-26", status: "awaitingConfirmation" }]).staff[0]?.days ?? [];
    expect([a, b, c].map((d) => (d === undefined ? "missing" : nextPunch(d)))).toEqual(["in", "out", null]);
  });
});

describe("the orders to finish (Selesaikan)", () => {
  it("are those whose every day is settled", () => {
    const ready = seekerOrder("o-1", [{ date: "2026-11-20", status: "confirmed" }], { status: "readyToFinish" });
    const working = seekerOrder("o-2", [{ date: "2026-11-26" }], { status: "working" });
    expect(ordersToFinish([ready, working]).map((o) => o.orderId)).toEqual(["o-1"]);
  });
});

describe("the finished orders (Selesaikan, below: where her work certificates are)", () => {
  it("are her completed hires, the latest work first", () => {
    const older = seekerOrder("o-1", [{ date: "2026-10-01", status: "confirmed" }], { status: "completed" });
    const newer = seekerOrder("o-2", [{ date: "2026-11-20", status: "confirmed" }], { status: "completed" });
    const ready = seekerOrder("o-3", [{ date: "2026-11-21", status: "confirmed" }], { status: "readyToFinish" });
    const withdrawn = seekerOrder("o-4", [{ date: "2026-11-22" }], { status: "withdrawn" });
    expect(finishedOrders([older, ready, newer, withdrawn]).map((o) => o.orderId)).toEqual(["o-2", "o-1"]);
  });
});
