import { expect } from "vitest";
import type { OrderRequest } from "../../../domain/work/help-center-api.schema";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { StateChecks } from "../../testing/state-checks";

/** What a consumer relying on the cancellation state observes for each status and start. */
export const cancellationStateChecks: StateChecks = {
  [PROVIDER_STATE.cancellationRequested]: async (t) => {
    const cases = [
      [{}, "requested", { payout: 250_000, refund: 500_000 }, "working"],
      [{ started: false, scope: "job" as const }, "requested", { payout: 0, refund: 750_000 }, "upcoming"],
      [{ status: "cancelled" as const }, "cancelled", { payout: 250_000, refund: 500_000 }, "cancelled"],
      [{ status: "rejected" as const }, "rejected", { payout: 250_000, refund: 500_000 }, "working"],
    ] as const;
    for (const [i, [params, status, total, hireStatus]] of cases.entries()) {
      const s = await t.setup(PROVIDER_STATE.cancellationRequested, { provider: `8127777041${i}`, seeker: `8127777042${i}`, ...params });
      const request = (await t.call("GET", `/api/cancellation-requests/${s.requestId}`, { token: s.providerToken ?? "" })).json as OrderRequest;
      const hire = ((await t.call("GET", `/api/orders/${s.orderId}`, { token: s.seekerToken ?? "" })).json as OrderDetail).staff[0];
      expect([params, request.status, request.total, hire?.status, hire?.cancellation?.status]).toEqual([params, status, total, hireStatus, status]);
      const open = await t.call("GET", `/api/order-requests/${s.requestId}?expires=${s.linkExpires}&signature=${s.linkSignature}`);
      expect(open.status).toBe(200);
    }
  },
};
