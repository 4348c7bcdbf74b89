import { expect } from "vitest";
import type { EwalletLink, TransactionPage, WalletView } from "../../../domain/wallet/wallet-api.schema";
import type { PinStatus, Withdrawal } from "../../../domain/wallet/wallet.schema";
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
    expect(page.items.map((l) => l.transactionId)).toContain(full.transactionId);
    const failed = (await t.call("GET", `/api/wallet/withdrawals/${full.withdrawalId ?? ""}`, { token })).json as Withdrawal;
    expect(failed.status).toBe("failed");
    const more = await t.setup(PROVIDER_STATE.seekerHasWallet, {
      provider: "81277770501", seeker: "81277770503", pin: "246810", wrongPinEntries: 5, pendingWithdrawal: 240_000, bankAnswers: { number: "9876543210", holderName: null }, ewalletLink: true,
    });
    const other = more.seekerToken ?? "";
    const wallet = (await t.call("GET", "/api/wallet", { token: other })).json as WalletView;
    expect([wallet.balance.available, wallet.balance.pendingOut, wallet.pin.locked]).toEqual([10_000, 240_000, true]);
    expect(((await t.call("GET", `/api/wallet/withdrawals/${more.pendingWithdrawalId ?? ""}`, { token: other })).json as Withdrawal).status).toBe("processing");
    expect(((await t.call("GET", `/api/wallet/ewallet-links/${more.linkId ?? ""}`, { token: other })).json as EwalletLink).status).toBe("pending");
    const unknown = await t.call("POST", "/api/wallet/accounts/bank", { token: other, headers: { "Idempotency-Key": "5b0e8a8e-1d1e-4a55-9d8e-2a4f3c6b7d10" }, body: { bank: "bca", number: "9876543210", holderName: "Siti Rahmawati" } });
    expect([unknown.status, unknown.text]).toEqual([422, expect.stringContaining("BANK_ACCOUNT_NOT_FOUND")]);
  },
  [PROVIDER_STATE.userHasPin]: async (t) => {
    const budi = await t.setup(PROVIDER_STATE.providerLoggedIn, { phone: "81200000002", business: "verified" });
    await t.setup(PROVIDER_STATE.userHasPin, { phone: "81200000002", pin: "246810", wrongPinEntries: 4 });
    const pin = (await t.call("GET", "/api/wallet/pin", { token: budi.token ?? "" })).json as PinStatus;
    expect(pin).toEqual({ isSet: true, wrongAttempts: 4, attemptsLeft: 1, locked: false });
  },
};
