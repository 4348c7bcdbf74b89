import { Result } from "effect";
import type { UserId } from "../../../domain/identity/session.schema";
import type { AccountId, EpochMillis, WithdrawalId } from "../../../domain/shared/ids.schema";
import { rupiah } from "../../../domain/shared/money";
import { post } from "../../../domain/ledger/ledger.rules";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import type { StoredWithdrawal } from "../../store/wallet.db-schema";
import { paramsOf, StateParamError, type AreaStates } from "../back-office/back-office.public";
import { WORK_PROVIDER_STATES } from "../work/work-states.public";
import { hashedPin } from "./pin.logic";
import { addBankAccount, settleWithdrawal, type Wallet } from "./wallet.logic";

/** Decision: at most 500 failed withdrawals (1,001 lines with the day's pay), enough for the 1,000-line list. */
const MAX_FAILED_WITHDRAWALS = 500;

/**
 * A failed withdrawal of Rp20.000 (two lines: asked, returned), straight on the data: the PIN was
 * checked when it was asked (the arrange sets no 500 scrypt hashes), the rest through the ledger
 * and the back office's own function.
 */
const failedWithdrawal = (db: Db, wallet: Wallet, accountId: AccountId, userId: string, i: number, now: number): Db => {
  const withdrawalId = `w-state-${i}` as WithdrawalId;
  const account = db.wallet.accounts.find((a) => a.accountId === accountId);
  if (account === undefined) throw new Error("the state's bank account is missing");
  const w: StoredWithdrawal = {
    withdrawalId, accountId, account: { accountId, kind: account.kind, provider: account.provider, number: account.number, holderName: account.holderName },
    amount: rupiah(20_000), fee: rupiah(0), receives: rupiah(20_000), status: "processing", requestedAt: now as EpochMillis, attempts: 1, failure: null,
    arrivesBy: (now + 24 * 3_600_000) as EpochMillis, settledAt: null, holder: wallet.holder, requestedBy: userId,
  };
  const asked = post(db.ledger, { kind: "withdrawalRequested", key: `withdrawal:${withdrawalId}:request:1`, at: now as EpochMillis, withdrawalId, holder: wallet.holder, amount: w.amount });
  if (Result.isFailure(asked)) throw new Error(`could not arrange withdrawal ${i}: ${asked.failure._tag}`);
  const failed = settleWithdrawal({ ...db, ledger: asked.success.ledger, wallet: { ...db.wallet, withdrawals: [...db.wallet.withdrawals, w] } }, withdrawalId, { paid: false, reason: "rejectedByBank" }, now);
  if (Result.isFailure(failed)) throw new Error(`could not fail withdrawal ${i}: ${failed.failure.code}`);
  return failed.success.db;
};

/** The wallets the contracts and the e2e tests act on (issue 23). */
export const WALLET_PROVIDER_STATES = {
  [PROVIDER_STATE.seekerHasWallet]: {
    arranges:
      "As 'a seeker is hired for a three-day order that started today' with day 1 confirmed: Rp250.000 paid into the seeker's balance (one line), no PIN, no payout account; then, as asked, her PIN set, a BCA account 1234567890 in her name added (the bank's check passes), and failed Rp20.000 withdrawals to it (each two lines: asked and returned; the balance stays Rp250.000).",
    params: {
      provider: "phone of the provider who hires: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
      seeker: "phone of the seeker hired (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
      pin: "a 6-digit PIN to set (default none: no PIN)",
      bankAccount: "add the bank account (default false; true when failedWithdrawals > 0)",
      failedWithdrawals: `0 to ${MAX_FAILED_WITHDRAWALS} (default 0): 500 make 1,001 lines`,
    },
    values: {
      seekerToken: "the seeker's bearer token (a new session)",
      seekerId: "the seeker's user id",
      providerToken: "the provider's bearer token (a new session)",
      businessId: "the provider's business",
      accountId: "the bank account's id (empty without one)",
    },
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const hired = WORK_PROVIDER_STATES[PROVIDER_STATE.hiredStartedToday].arrange(db, {
        ...ctx,
        params: { ...(ctx.params.provider === undefined ? {} : { provider: ctx.params.provider }), ...(ctx.params.seeker === undefined ? {} : { seeker: ctx.params.seeker }), day1: "confirmed" },
      });
      const values = hired.values ?? {};
      const userId = values.seekerId ?? "";
      const failures = p.number("failedWithdrawals", 0);
      if (!Number.isInteger(failures) || failures < 0 || failures > MAX_FAILED_WITHDRAWALS) throw new StateParamError("failedWithdrawals", `params.failedWithdrawals must be a whole number from 0 to ${MAX_FAILED_WITHDRAWALS}`);
      let next = hired.db;
      if (p.has("pin")) {
        const pin = p.string("pin");
        if (!/^\d{6}$/.test(pin)) throw new StateParamError("pin", "params.pin must be 6 digits");
        next = { ...next, wallet: { ...next.wallet, pins: [...next.wallet.pins.filter((x) => x.userId !== userId), hashedPin(userId, pin, ctx.now)] } };
      }
      const wallet: Wallet = { holder: { kind: "seekerBalance", userId: userId as UserId }, kind: "seeker", canManage: true, name: next.accounts.find((a) => a.userId === userId)?.fullName ?? "" };
      let accountId = "";
      if (p.boolean("bankAccount", false) || failures > 0) {
        const added = addBankAccount(next, wallet, { bank: "bca", number: "1234567890", holderName: wallet.name }, userId, ctx.now);
        if (Result.isFailure(added)) throw new Error(`could not add the bank account: ${added.failure.code}`);
        next = added.success.db;
        accountId = added.success.value.accountId;
      }
      for (let i = 0; i < failures; i += 1) next = failedWithdrawal(next, wallet, accountId as AccountId, userId, i, ctx.now);
      return { db: next, values: { ...values, accountId } };
    },
  },
} satisfies AreaStates;
