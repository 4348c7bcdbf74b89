import { expect } from "vitest";
import type { TransactionPage, WalletView } from "../../../domain/wallet/wallet-api.schema";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { StateChecks } from "../../testing/state-checks";

/** What a consumer relying on the wallet state observes. */
export const walletStateChecks: StateChecks = {
  [PROVIDER_STATE.seekerHasWallet]: async (t) => {
    const plain = await t.setup(PROVIDER_STATE.seekerHasWallet, {});
    const view = (await t.call("GET", "/api/wallet", { token: plain.seekerToken ?? "" })).json as WalletView;
    expect([view.balance.available, view.pin.isSet, plain.accountId]).toEqual([250_000, false, ""]);
    const full = await t.setup(PROVIDER_STATE.seekerHasWallet, { provider: "81277770501", seeker: "81277770502", pin: "246810", failedWithdrawals: 3 });
    const token = full.seekerToken ?? "";
    const page = (await t.call("GET", "/api/wallet/transactions?limit=100", { token })).json as TransactionPage;
    const after = (await t.call("GET", "/api/wallet", { token })).json as WalletView;
    expect([page.total, after.balance.available, after.pin.isSet, full.accountId !== ""]).toEqual([7, 250_000, true, true]);
  },
};
