import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UserEvent } from "../../../domain/events/user-event.schema";
import { providerOrderJson } from "../../../tests/support/provider-work-fixtures";
import { isAboutOrder } from "./provider-order-live";

const event = Schema.decodeUnknownSync(UserEvent);
const day = providerOrderJson().staff[0]?.days[1];

describe("the order page's live updates", () => {
  it("reads the order again for its own days and for the order itself, not for another order or a payment", () => {
    expect(isAboutOrder(event({ kind: "workDay", day }), "ord-1")).toBe(true);
    expect(isAboutOrder(event({ kind: "order", orderId: "ord-1" }), "ord-1")).toBe(true);
    expect(isAboutOrder(event({ kind: "workDay", day }), "ord-2")).toBe(false);
    expect(isAboutOrder(event({ kind: "order", orderId: "ord-2" }), "ord-1")).toBe(false);
    expect(isAboutOrder(event({ kind: "offer", offerId: "off-1", state: { status: "accepted", amount: 450_000 } }), "ord-1")).toBe(false);
  });
});
