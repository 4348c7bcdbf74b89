import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UserEvent } from "../../../domain/events/user-event.schema";
import { seekerOrder } from "../../../tests/support/work-fixtures";
import { touchesOrder } from "./use-work-events";

const day = seekerOrder("o-1", [{ date: "2026-11-26", status: "confirmed" }]).staff[0]?.days[0];
const event = (value: unknown): UserEvent => Schema.decodeUnknownSync(UserEvent)(value);

describe("the work events a screen reads again on", () => {
  it("are a day or the whole of its order (the order page), or of any order (Aktivitas' tabs)", () => {
    const dayChanged = event({ kind: "workDay", day });
    const orderChanged = event({ kind: "order", orderId: "o-1" });
    expect([touchesOrder(dayChanged, "o-1"), touchesOrder(orderChanged, "o-1"), touchesOrder(dayChanged), touchesOrder(orderChanged)]).toEqual([true, true, true, true]);
    expect([touchesOrder(dayChanged, "o-2"), touchesOrder(orderChanged, "o-2")]).toEqual([false, false]);
  });

  it("leave out what is not work (an offer answered)", () => {
    expect(touchesOrder(event({ kind: "offer", offerId: "of-1", state: { status: "accepted", amount: 750_000 } }))).toBe(false);
  });

  it("include a resync: the stream cannot say what was missed, so every order screen reads again", () => {
    expect([touchesOrder(event({ kind: "resync" }), "o-1"), touchesOrder(event({ kind: "resync" }))]).toEqual([true, true]);
  });
});
