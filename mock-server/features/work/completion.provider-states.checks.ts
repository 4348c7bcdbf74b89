import { expect } from "vitest";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { StateChecks, StateTester } from "../../testing/state-checks";

const hireOf = async (t: StateTester, s: Record<string, string>) =>
  ((await t.call("GET", `/api/orders/${s.orderId}`, { token: s.seekerToken ?? "" })).json as OrderDetail).staff[0];

/** What a consumer relying on the completion state observes at each stage. */
export const completionStateChecks: StateChecks = {
  [PROVIDER_STATE.hireEnded]: async (t) => {
    const ended = await hireOf(t, await t.setup(PROVIDER_STATE.hireEnded, {}));
    expect([ended?.status, ended?.days.map((d) => d.status), ended?.money]).toEqual([
      "readyToFinish",
      ["confirmed", "declined", "absent"],
      { salary: 750_000, released: 250_000, held: 500_000, waiting: 0, refunded: 0 },
    ]);
    const stages = ["completed", "ratedBySeeker", "ratedByProvider"] as const;
    for (const [i, stage] of stages.entries()) {
      const hire = await hireOf(t, await t.setup(PROVIDER_STATE.hireEnded, { provider: `8127777031${i}`, seeker: `8127777032${i}`, stage }));
      expect([stage, hire?.status, hire?.money.refunded, hire?.ratings?.seeker?.stars ?? null, hire?.ratings?.provider?.stars ?? null]).toEqual([
        stage,
        "completed",
        500_000,
        stage === "ratedBySeeker" ? 4 : null,
        stage === "ratedByProvider" ? 5 : null,
      ]);
    }
  },
};
