import { afterEach, describe, expect, it } from "vitest";
import { PROVIDER_STATE } from "../../provider-state-names";
import { startHarness, type Harness } from "../../testing/mock-harness";
import { kit } from "../../testing/offer-test-kit";
import { offerEvents } from "./offer.events";

/** Issue 22: whom an offer's change is told to on the per-user stream (GET /api/events). */
let h: Harness;
const t = kit(() => h);
afterEach(async () => {
  await h.stop();
});

describe("offer events", () => {
  it("tell the provider side of a new offer, and its seeker only once it was sent to her", async () => {
    h = await startHarness();
    const seed = h.server.state();
    const s = await t.setup(PROVIDER_STATE.offerAwaitingPayment, {});
    const created = h.server.state();
    const offer = created.offers.find((o) => o.offerId === s.offerId);
    const made = offerEvents(seed, created).filter((e) => e.event.kind === "offer" && e.event.offerId === s.offerId);
    expect(made.map((e) => e.event)).toEqual([{ kind: "offer", offerId: s.offerId, state: offer?.state }]);
    expect(made[0]?.to).not.toContain(s.seekerId);
    expect(made[0]?.to).toContain(offer?.createdBy);

    await t.dev(`/__dev/payments/${s.paymentId}/settle`);
    const sent = offerEvents(created, h.server.state());
    expect(sent.map((e) => e.event)).toEqual([{ kind: "offer", offerId: s.offerId, state: expect.objectContaining({ status: "sent" }) }]);
    expect(sent[0]?.to).toContain(s.seekerId);
    // Nothing changed: nothing told.
    expect(offerEvents(h.server.state(), h.server.state())).toEqual([]);
  });
});
