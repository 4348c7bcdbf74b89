import { expect } from "vitest";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import { statusAndCode, type StateChecks, type StateTester } from "../../testing/state-checks";

const order = async (t: StateTester, s: Record<string, string>, token: string | undefined) =>
  (await t.call("GET", `/api/orders/${s.orderId}`, token === undefined ? {} : { token })).json as OrderDetail;

/** What a consumer relying on each work state observes. */
export const workStateChecks: StateChecks = {
  [PROVIDER_STATE.hiredStartingTomorrow]: async (t) => {
    const s = await t.setup(PROVIDER_STATE.hiredStartingTomorrow, { member: "81277770201" });
    const seen = await order(t, s, s.seekerToken);
    expect(seen.staff.map((h) => [h.hireId, h.status, h.days.map((d) => [d.dayId, d.status])])).toEqual([
      [s.hireId, "upcoming", [[s.day1Id, "scheduled"], [s.day2Id, "scheduled"], [s.day3Id, "scheduled"]]],
    ]);
    expect((await order(t, s, s.providerToken)).staff[0]?.money).toEqual({ salary: 750_000, released: 0, held: 750_000, waiting: 0, refunded: 0 });
    expect(statusAndCode(await t.call("GET", `/api/orders/${s.orderId}`, { token: s.memberToken ?? "" }))).toEqual([404, "ORDER_NOT_FOUND"]);
  },
  [PROVIDER_STATE.hiredStartedToday]: async (t) => {
    const fresh = await t.setup(PROVIDER_STATE.hiredStartedToday, {});
    expect((await order(t, fresh, fresh.seekerToken)).staff[0]?.days.map((d) => d.status)).toEqual(["scheduled", "scheduled", "scheduled"]);
    const stages = ["clockedIn", "awaitingConfirmation", "confirmed", "declined", "waitingReconfirm"] as const;
    for (const [i, day1] of stages.entries()) {
      const s = await t.setup(PROVIDER_STATE.hiredStartedToday, { provider: `8127777021${i}`, seeker: `8127777022${i}`, day1 });
      const hire = (await order(t, s, s.providerToken)).staff[0];
      expect([day1, hire?.days[0]?.status, hire?.money.released]).toEqual([day1, day1, day1 === "confirmed" ? 250_000 : 0]);
    }
  },
};
