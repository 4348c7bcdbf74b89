import { Result } from "effect";
import type { UserId } from "../../../domain/identity/session.schema";
import type { AccountId, EpochMillis, WithdrawalId } from "../../../domain/shared/ids.schema";
import { rupiah } from "../../../domain/shared/money";
import { PIN_MAX_WRONG_ATTEMPTS } from "../../../domain/policy/business-constants";
import { post } from "../../../domain/ledger/ledger.rules";
import { PROVIDER_STATE } from "../../provider-state-names";
import type { Db } from "../../store/db.schema";
import type { StoredWithdrawal } from "../../store/wallet.db-schema";
import { paramsOf, StateParamError, type AreaStates } from "../back-office/back-office.public";
import { WORK_PROVIDER_STATES } from "../work/work-states.public";
import { hashedPin } from "./pin.logic";
import { linkEwallet } from "./ewallet-link.logic";
import { addBankAccount, removeAccount, settleWithdrawal, walletLines, type Wallet } from "./wallet.logic";

/** Decision: at most 500 failed withdrawals (1,001 lines with the day's pay), enough for the 1,000-line list. */
const MAX_FAILED_WITHDRAWALS = 500;
/** The day's pay the state puts in the seeker's balance (as the hire state confirms day 1). */
const DAY_PAY = 250_000;

/**
 * A withdrawal to the state's bank account, straight on the data: the PIN was checked when it was
 * asked (the arrange sets no 500 scrypt hashes), the rest through the ledger and, for a failed one
 * (Rp20.000, two lines: asked, returned), the back office's own function.
 */
const arrangedWithdrawal = (db: Db, wallet: Wallet, accountId: AccountId, userId: string, withdrawalId: WithdrawalId, amount: number, failed: boolean, now: number): Db => {
  const account = db.wallet.accounts.find((a) => a.accountId === accountId);
  if (account === undefined) throw new Error("the state's bank account is missing");
  const w: StoredWithdrawal = {
    withdrawalId, accountId, account: { accountId, kind: account.kind, provider: account.provider, number: account.number, holderName: account.holderName },
    amount: rupiah(amount), fee: rupiah(0), receives: rupiah(amount), status: "processing", requestedAt: now as EpochMillis, attempts: 1, failure: null,
    arrivesBy: (now + 24 * 3_600_000) as EpochMillis, settledAt: null, holder: wallet.holder, requestedBy: userId,
  };
  const asked = post(db.ledger, { kind: "withdrawalRequested", key: `withdrawal:${withdrawalId}:request:1`, at: now as EpochMillis, withdrawalId, holder: wallet.holder, amount: w.amount });
  if (Result.isFailure(asked)) throw new Error(`could not arrange withdrawal ${withdrawalId}: ${asked.failure._tag}`);
  const requested = { ...db, ledger: asked.success.ledger, wallet: { ...db.wallet, withdrawals: [...db.wallet.withdrawals, w] } };
  if (!failed) return requested;
  const settled = settleWithdrawal(requested, withdrawalId, { paid: false, reason: "rejectedByBank" }, now);
  if (Result.isFailure(settled)) throw new Error(`could not fail withdrawal ${withdrawalId}: ${settled.failure.code}`);
  return settled.success.db;
};

/** The wallets the contracts and the e2e tests act on (issue 23). */
export const WALLET_PROVIDER_STATES = {
  [PROVIDER_STATE.seekerHasWallet]: {
    arranges:
      "As 'a seeker is hired for a three-day order that started today' with day 1 confirmed: Rp250.000 paid into the seeker's balance (one line), no PIN, no payout account; then, as asked, her PIN set (with wrong entries already made), a BCA account 1234567890 in her name added (the bank's check passes), and failed Rp20.000 withdrawals to it (each two lines: asked and returned; the balance stays Rp250.000), then one more on its way (its amount leaves the available balance), what the bank answers for another number, the bank account removed again, and a pending GoPay link.",
    params: {
      provider: "phone of the provider who hires: the Admin of a verified business (made when there is none); default 81200000002 (Budi Santoso)",
      seeker: "phone of the seeker hired (complete profile, made when there is none); default 81200000001 (Siti Rahmawati)",
      pin: "a 6-digit PIN to set (default none: no PIN)",
      wrongPinEntries: `wrong PIN entries already made (default 0; needs pin; ${PIN_MAX_WRONG_ATTEMPTS} block the PIN)`,
      bankAccount: "add the bank account (default false; true when failedWithdrawals > 0 or pendingWithdrawal > 0)",
      failedWithdrawals: `0 to ${MAX_FAILED_WITHDRAWALS} (default 0): 500 make 1,001 lines`,
      pendingWithdrawal: "Rupiah of a withdrawal on its way to the bank account, asked after the failed ones (default 0: none; at most the balance, Rp250.000)",
      bankAnswers: "{ number, holderName }: what the bank answers for that BCA account number when it is added (holderName null: no such account); default: every number, in the name given",
      ewalletLink: "a GoPay link started by the seeker, waiting for her consent (default false)",
      accountRemoved: "the bank account removed once the withdrawals are arranged (default false; needs failedWithdrawals: a failed one then has no account to be retried to)",
    },
    values: {
      seekerToken: "the seeker's bearer token (a new session)",
      seekerId: "the seeker's user id",
      providerToken: "the provider's bearer token (a new session)",
      businessId: "the provider's business",
      accountId: "the bank account's id (empty without one)",
      transactionId: "the day's pay line's transaction id",
      withdrawalId: "the latest failed withdrawal's id (empty without one)",
      pendingWithdrawalId: "the withdrawal on its way's id (empty without one)",
      linkId: "the e-wallet link's id (empty without one)",
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
      const pending = p.number("pendingWithdrawal", 0);
      if (!Number.isInteger(pending) || pending < 0 || pending > DAY_PAY) throw new StateParamError("pendingWithdrawal", `params.pendingWithdrawal must be whole Rupiah from 0 to ${DAY_PAY}`);
      const wrong = p.number("wrongPinEntries", 0);
      if (!Number.isInteger(wrong) || wrong < 0 || wrong > PIN_MAX_WRONG_ATTEMPTS || (wrong > 0 && !p.has("pin")))
        throw new StateParamError("wrongPinEntries", `params.wrongPinEntries must be a whole number from 0 to ${PIN_MAX_WRONG_ATTEMPTS}, with a pin`);
      let next = hired.db;
      if (p.has("pin")) {
        const pin = p.string("pin");
        if (!/^\d{6}$/.test(pin)) throw new StateParamError("pin", "params.pin must be 6 digits");
        next = { ...next, wallet: { ...next.wallet, pins: [...next.wallet.pins.filter((x) => x.userId !== userId), { ...hashedPin(userId, pin, ctx.now), wrongAttempts: wrong }] } };
      }
      if (p.has("bankAnswers")) {
        const answers = ctx.params.bankAnswers as { number?: unknown; holderName?: unknown } | null;
        const number = answers?.number;
        const holderName = answers?.holderName;
        if (typeof number !== "string" || !(holderName === null || typeof holderName === "string")) throw new StateParamError("bankAnswers", "params.bankAnswers must be { number: string, holderName: string | null }");
        next = { ...next, wallet: { ...next.wallet, bankChecks: [...next.wallet.bankChecks.filter((c) => !(c.bank === "bca" && c.number === number)), { bank: "bca", number, holderName }] } };
      }
      const wallet: Wallet = { holder: { kind: "seekerBalance", userId: userId as UserId }, kind: "seeker", canManage: true, name: next.accounts.find((a) => a.userId === userId)?.fullName ?? "" };
      const transactionId = walletLines(next, wallet.holder)[0]?.transactionId ?? "";
      let accountId = "";
      if (p.boolean("bankAccount", false) || failures > 0 || pending > 0) {
        const added = addBankAccount(next, wallet, { bank: "bca", number: "1234567890", holderName: wallet.name }, userId, ctx.now);
        if (Result.isFailure(added)) throw new Error(`could not add the bank account: ${added.failure.code}`);
        next = added.success.db;
        accountId = added.success.value.accountId;
      }
      for (let i = 0; i < failures; i += 1) next = arrangedWithdrawal(next, wallet, accountId as AccountId, userId, `w-state-${i}` as WithdrawalId, 20_000, true, ctx.now);
      const withdrawalId = failures > 0 ? `w-state-${failures - 1}` : "";
      const pendingWithdrawalId = pending > 0 ? "w-state-pending" : "";
      if (pending > 0) next = arrangedWithdrawal(next, wallet, accountId as AccountId, userId, pendingWithdrawalId as WithdrawalId, pending, false, ctx.now);
      if (p.boolean("accountRemoved", false)) {
        if (failures === 0 || pending > 0) throw new StateParamError("accountRemoved", "params.accountRemoved needs failedWithdrawals and no pendingWithdrawal (an account a withdrawal is on its way to stays)");
        const removed = removeAccount(next, wallet, accountId);
        if (Result.isFailure(removed)) throw new Error(`could not remove the bank account: ${removed.failure.code}`);
        next = removed.success.db;
      }
      let linkId = "";
      if (p.boolean("ewalletLink", false)) {
        const made = linkEwallet(next, wallet.holder, "gopay", userId, ctx.now);
        next = made.db;
        linkId = made.link.linkId;
      }
      return { db: next, values: { ...values, accountId, transactionId, withdrawalId, pendingWithdrawalId, linkId } };
    },
  },
  [PROVIDER_STATE.userHasPin]: {
    arranges: "The account of `phone` (set up before, e.g. the provider of an offer state, who pays from the business's balance with her own PIN) has this transaction PIN, with wrong entries already made.",
    params: {
      phone: "phone of the account (it must exist)",
      pin: "the 6-digit PIN",
      wrongPinEntries: `wrong PIN entries already made (default 0; ${PIN_MAX_WRONG_ATTEMPTS} block the PIN)`,
    },
    values: {},
    arrange: (db, ctx) => {
      const p = paramsOf(ctx.params);
      const phone = p.phone("phone");
      const account = db.accounts.find((a) => a.phone === phone);
      if (account === undefined) throw new StateParamError("phone", "params.phone must name an account set up before");
      const pin = p.string("pin");
      if (!/^\d{6}$/.test(pin)) throw new StateParamError("pin", "params.pin must be 6 digits");
      const wrong = p.number("wrongPinEntries", 0);
      if (!Number.isInteger(wrong) || wrong < 0 || wrong > PIN_MAX_WRONG_ATTEMPTS) throw new StateParamError("wrongPinEntries", `params.wrongPinEntries must be a whole number from 0 to ${PIN_MAX_WRONG_ATTEMPTS}`);
      const stored = { ...hashedPin(account.userId, pin, ctx.now), wrongAttempts: wrong };
      return { db: { ...db, wallet: { ...db.wallet, pins: [...db.wallet.pins.filter((x) => x.userId !== account.userId), stored] } } };
    },
  },
} satisfies AreaStates;
