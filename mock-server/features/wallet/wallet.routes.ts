import { Result, Schema } from "effect";
import { OtpSent } from "../../../domain/identity/account.schema";
import { toInternational, type LocalPhone } from "../../../domain/identity/phone.rules";
import { AccountId } from "../../../domain/shared/ids.schema";
import type {
  TransactionQuery} from "../../../domain/wallet/wallet-api.schema";
import {
  AddBankAccountRequest,
  BankList,
  ChangePinRequest,
  EwalletLink,
  EwalletLinkRequest,
  MonthlyStatement,
  PayoutAccountList,
  PayoutBank,
  ResetPinRequest,
  RetryWithdrawalRequest,
  SetPinRequest,
  TRANSACTION_PAGE_MAX,
  TransactionPage,
  WalletMonth,
  WalletView,
  WithdrawalList,
  WithdrawalQuote,
  WithdrawalRequest,
} from "../../../domain/wallet/wallet-api.schema";
import { PayoutAccount, PinStatus, Transaction, TransactionType, Withdrawal } from "../../../domain/wallet/wallet.schema";
import { callerOf } from "../../http/caller";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure, isApiFailure, type ApiFailure } from "../../http/errors";
import { idempotent, withoutPin } from "../../http/idempotency";
import type { Db } from "../../store/db.schema";
import { randomOtpCode, sendOtp, verifyOtp, type OtpGuard } from "../auth/auth.public";
import { settleDue } from "../offers/offers.public";
import { ewalletLinkView, linkEwallet } from "./ewallet-link.logic";
import { changePin, newPinFailure, pinOf, pinStatus, refuseIfLocked, setFirstPin, storeNewPin } from "./pin.logic";
import {
  accountsOf,
  accountView,
  addBankAccount,
  managedWallet,
  quoteWithdrawal,
  removeAccount,
  requestWithdrawal,
  sameHolder,
  retryWithdrawal,
  statementOf,
  transactionPage,
  walletLines,
  walletOf,
  walletView,
  withdrawalNotFound,
  withdrawalsOf,
  withdrawalView,
  type Wallet,
} from "./wallet.logic";

export interface WalletDeps {
  readonly log: (line: string) => void;
  readonly otpGuard: OtpGuard;
  /** The origin the mock is reached at (the e-wallet's consent page and its way back to /bound). */
  readonly publicUrl: () => string;
}

/** Decision: the payout partner's banks, by the names their customers know (the same in both languages). */
export const PAYOUT_BANK_NAMES: Readonly<Record<PayoutBank, string>> = {
  bca: "BCA", bni: "BNI", bri: "BRI", mandiri: "Mandiri", permata: "Permata", cimb: "CIMB Niaga", btn: "BTN", danamon: "Danamon", bsi: "BSI", jago: "Bank Jago",
};

const userIdOf = (ctx: HandlerContext<unknown>): string => callerOf(ctx.caller).account.userId;

/** The wallet the request acts on, with the clock's decisions applied (expiries refund offers to the balance). */
const withWallet = (ctx: HandlerContext<unknown>, manage: boolean, run: (db: Db, wallet: Wallet) => Reply): Reply => {
  const db = settleDue(ctx.db, ctx.now);
  const wallet = manage ? managedWallet(db, ctx.caller) : walletOf(db, ctx.caller);
  return isApiFailure(wallet as object) ? fail(wallet as ApiFailure) : run(db, wallet as Wallet);
};

const invalidQuery = (field: string, why: string): ApiFailure => apiFailure("INVALID_QUERY", why, { field });

/** `?type=&month=&cursor=&limit=` as the schema takes it, or the first field it refuses. */
const transactionQueryOf = (q: Readonly<Record<string, string | undefined>>): TransactionQuery | ApiFailure => {
  if (q.type !== undefined && !Schema.is(TransactionType)(q.type)) return invalidQuery("type", `type: one of ${TransactionType.literals.join(", ")}`);
  if (q.month !== undefined && !Schema.is(WalletMonth)(q.month)) return invalidQuery("month", "month: YYYY-MM");
  const limit = q.limit === undefined ? undefined : Number(q.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= TRANSACTION_PAGE_MAX)) return invalidQuery("limit", `limit: 1 to ${TRANSACTION_PAGE_MAX}`);
  if (q.cursor !== undefined && (q.cursor === "" || q.cursor.length > 100)) return invalidQuery("cursor", "cursor: a nextCursor of this list");
  return {
    ...(q.type === undefined ? {} : { type: q.type as TransactionType }),
    ...(q.month === undefined ? {} : { month: q.month }),
    ...(q.cursor === undefined ? {} : { cursor: q.cursor }),
    ...(limit === undefined ? {} : { limit }),
  };
};

const bearer = { auth: "bearer", area: "api" } as const;

/** The wallet's endpoints (issue 23; docs/api.md "Wallet"). */
export const walletEndpoints = (deps: WalletDeps): Endpoint[] => [
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet",
    success: { status: 200, schema: WalletView },
    errors: ["FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "The caller's wallet in her active role: available, in escrow and on its way out (from the ledger), her PIN's status, the minimum withdrawal and its fee",
    handle: (ctx) => withWallet(ctx, false, (db, wallet) => ({ status: 200, json: walletView(db, wallet, userIdOf(ctx), ctx.now), next: db })),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/transactions",
    success: { status: 200, schema: TransactionPage },
    errors: ["INVALID_QUERY", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    query: [
      { name: "type", required: false, description: `One of ${TransactionType.literals.join(", ")}` },
      { name: "month", required: false, description: "YYYY-MM (WIB)" },
      { name: "cursor", required: false, description: "nextCursor of the page before" },
      { name: "limit", required: false, description: `1 to ${TRANSACTION_PAGE_MAX} (default 50)` },
    ],
    summary: "The wallet's lines, newest first, one per ledger transaction that concerns it, each with its balanceChange and running balanceAfter (they add up to the balance)",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const query = transactionQueryOf(ctx.query);
        if (isApiFailure(query as object)) return fail(query as ApiFailure);
        const page = transactionPage(db, wallet.holder, query as TransactionQuery, ctx.now);
        return isApiFailure(page as object) ? fail(page as ApiFailure) : { status: 200, json: page, next: db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/transactions/:transactionId",
    success: { status: 200, schema: Transaction },
    errors: ["TRANSACTION_NOT_FOUND", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "One line of the wallet (a transaction's detail)",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const line = walletLines(db, wallet.holder).find((l) => l.transactionId === ctx.params.transactionId);
        return line === undefined ? fail(apiFailure("TRANSACTION_NOT_FOUND", "No such transaction in this wallet")) : { status: 200, json: line, next: db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/statements/:month",
    success: { status: 200, schema: MonthlyStatement },
    errors: ["INVALID_QUERY", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "A month's statement (WIB): opening balance, every movement oldest first with its running balance, totals in and out, closing balance",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const month = ctx.params.month ?? "";
        if (!Schema.is(WalletMonth)(month)) return fail(invalidQuery("month", "month: YYYY-MM"));
        return { status: 200, json: statementOf(db, wallet, month, ctx.now), next: db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/pin",
    success: { status: 200, schema: PinStatus },
    summary: "The caller's transaction PIN: set or not, wrong entries, tries left, blocked (never the PIN)",
    handle: (ctx) => ({ status: 200, json: pinStatus(pinOf(ctx.db, userIdOf(ctx))) }),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/pin",
    success: { status: 200, schema: PinStatus },
    errors: ["PIN_FORMAT", "PIN_MISMATCH", "PIN_ALREADY_SET"],
    summary: "Set the first transaction PIN: 6 digits, typed twice (kept as a slow salted hash)",
    body: SetPinRequest,
    handle: (ctx) => {
      const userId = userIdOf(ctx);
      const set = setFirstPin(ctx.db, userId, ctx.body.pin, ctx.body.pinAgain, ctx.now);
      return set.ok ? { status: 200, json: pinStatus(pinOf(set.db, userId)), next: set.db } : fail(set.failure);
    },
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/pin/change",
    success: { status: 200, schema: PinStatus },
    errors: ["PIN_NOT_SET", "PIN_FORMAT", "PIN_MISMATCH", "PIN_WRONG", "PIN_LOCKED"],
    summary: "Change the PIN: the current one, then the new one twice (a wrong current PIN counts)",
    body: ChangePinRequest,
    handle: (ctx) => {
      const userId = userIdOf(ctx);
      const changed = changePin(ctx.db, userId, ctx.body.currentPin, ctx.body.pin, ctx.body.pinAgain, ctx.now);
      return changed.ok ? { status: 200, json: pinStatus(pinOf(changed.db, userId)), next: changed.db } : fail(changed.failure, changed.db);
    },
  }),
  endpoint({
    ...bearer,
    method: "POST",
    path: "/api/wallet/pin/otp",
    success: { status: 200, schema: OtpSent },
    errors: ["PIN_NOT_SET", "PIN_LOCKED", "OTP_SEND_LIMIT"],
    summary: "Forgot PIN: an OTP to the account's registered number, as the login OTP is sent and limited (refused while the PIN is blocked: only support lifts it)",
    handle: (ctx) => {
      const { account } = callerOf(ctx.caller);
      const refused = refuseIfLocked(ctx.db, account.userId);
      if (refused !== null) return fail(refused);
      const sent = sendOtp(ctx.db, { phone: account.phone, purpose: "pinReset", client: ctx.client }, ctx.now, randomOtpCode, deps.otpGuard);
      if (!sent.ok) return fail(sent.failure);
      const otp = sent.value;
      return {
        status: 200,
        json: { channel: otp.channel, whatsappFailed: otp.whatsappFailed, expiresAt: otp.expiresAt, resendAt: otp.resendAt },
        next: sent.next,
        after: () => {
          deps.otpGuard.recordSend(ctx.client, ctx.now);
          deps.log(`[otp] ${toInternational(account.phone as LocalPhone)} code ${otp.code} via ${otp.channel} (forgot PIN)`);
        },
      };
    },
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/pin/reset",
    success: { status: 200, schema: PinStatus },
    errors: ["OTP_WRONG", "OTP_EXPIRED", "OTP_ATTEMPTS_EXCEEDED", "OTP_LOCKED", "PIN_FORMAT", "PIN_MISMATCH", "PIN_NOT_SET", "PIN_LOCKED"],
    summary: "Forgot PIN: the OTP of POST /api/wallet/pin/otp and the new PIN twice (never lifts a block)",
    body: ResetPinRequest,
    handle: (ctx) => {
      const { account } = callerOf(ctx.caller);
      const refused = refuseIfLocked(ctx.db, account.userId);
      if (refused !== null) return fail(refused);
      // The new PIN's format first: a typo there should not spend the OTP.
      const format = newPinFailure(ctx.body.pin, ctx.body.pinAgain);
      if (format !== null) return fail(format);
      const checked = verifyOtp(ctx.db, { phone: account.phone, purpose: "pinReset", code: ctx.body.code }, ctx.now, deps.otpGuard);
      if (!checked.ok) return fail(checked.failure, checked.next);
      const next = storeNewPin(checked.next, account.userId, ctx.body.pin, ctx.body.pinAgain, ctx.now);
      return next.ok ? { status: 200, json: pinStatus(pinOf(next.db, account.userId)), next: next.db } : fail(next.failure);
    },
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/banks",
    success: { status: 200, schema: BankList },
    summary: "The banks a withdrawal can go to",
    handle: () => ({ status: 200, json: { items: PayoutBank.literals.map((code) => ({ code, name: PAYOUT_BANK_NAMES[code] })) } }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/accounts",
    success: { status: 200, schema: PayoutAccountList },
    errors: ["FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "The wallet's bank accounts and linked e-wallets",
    handle: (ctx) => withWallet(ctx, true, (db, wallet) => ({ status: 200, json: { items: accountsOf(db, wallet.holder).map(accountView) }, next: db })),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/accounts/bank",
    success: { status: 201, schema: PayoutAccount },
    errors: ["IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "BANK_ACCOUNT_NOT_FOUND", "BANK_ACCOUNT_NAME_MISMATCH", "PAYOUT_ACCOUNT_ALREADY_ADDED", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "Add a bank account: the bank checks the number and the holder's name (the back office plays the check). Idempotency-Key required",
    body: AddBankAccountRequest,
    handle: (ctx) =>
      idempotent(ctx, "POST /api/wallet/accounts/bank", () =>
        withWallet(ctx, true, (db, wallet) => {
          const added = addBankAccount(db, wallet, ctx.body, userIdOf(ctx), ctx.now);
          return Result.isFailure(added) ? fail(added.failure) : { status: 201, json: added.success.value, next: added.success.db };
        }),
      ),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/ewallet-links",
    success: { status: 201, schema: EwalletLink },
    errors: ["FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "Start linking an e-wallet: the app opens linkUrl (the e-wallet's consent page), which returns to /bound?linkId=",
    body: EwalletLinkRequest,
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const made = linkEwallet(db, wallet.holder, ctx.body.wallet, userIdOf(ctx), ctx.now);
        return { status: 201, json: ewalletLinkView(made.db, made.link, deps.publicUrl()), next: made.db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/ewallet-links/:linkId",
    success: { status: 200, schema: EwalletLink },
    errors: ["EWALLET_LINK_NOT_FOUND", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "An e-wallet link's outcome (what /bound shows): pending, linked with its account, or failed",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const link = db.wallet.ewalletLinks.find((l) => l.linkId === ctx.params.linkId && sameHolder(l.holder, wallet.holder));
        return link === undefined ? fail(apiFailure("EWALLET_LINK_NOT_FOUND", "No such e-wallet link")) : { status: 200, json: ewalletLinkView(db, link, deps.publicUrl()), next: db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "POST",
    path: "/api/wallet/accounts/:accountId/remove",
    success: { status: 204, schema: null },
    errors: ["PAYOUT_ACCOUNT_NOT_FOUND", "PAYOUT_ACCOUNT_IN_USE", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "Remove a payout account (not while a withdrawal is on its way to it)",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const removed = removeAccount(db, wallet, ctx.params.accountId ?? "");
        return Result.isFailure(removed) ? fail(removed.failure) : { status: 204, next: removed.success.db };
      }),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/withdrawals/quote",
    success: { status: 200, schema: WithdrawalQuote },
    errors: ["INVALID_QUERY", "NO_PAYOUT_ACCOUNT", "PAYOUT_ACCOUNT_NOT_FOUND", "WITHDRAWAL_BELOW_MINIMUM", "INSUFFICIENT_BALANCE", "PIN_LOCKED", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    query: [
      { name: "amount", required: true, description: "Whole Rupiah" },
      { name: "accountId", required: true, description: "A payout account of the wallet" },
    ],
    summary: "What a withdrawal would be (fee, what arrives, by when), with the withdrawal's refusals but the PIN",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const amount = Number(ctx.query.amount);
        if (ctx.query.amount === undefined || !Number.isSafeInteger(amount) || amount < 1) return fail(invalidQuery("amount", "amount: whole Rupiah, at least 1"));
        if (ctx.query.accountId === undefined || !Schema.is(AccountId)(ctx.query.accountId)) return fail(invalidQuery("accountId", "accountId: a payout account"));
        const quote = quoteWithdrawal(db, wallet, userIdOf(ctx), amount, ctx.query.accountId, ctx.now);
        return isApiFailure(quote as object) ? fail(quote as ApiFailure) : { status: 200, json: quote, next: db };
      }),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/withdrawals",
    success: { status: 201, schema: Withdrawal },
    errors: [
      "IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "PIN_NOT_SET", "PIN_WRONG", "PIN_LOCKED", "NO_PAYOUT_ACCOUNT", "PAYOUT_ACCOUNT_NOT_FOUND",
      "WITHDRAWAL_BELOW_MINIMUM", "INSUFFICIENT_BALANCE", "FORBIDDEN", "BUSINESS_NOT_FOUND",
    ],
    summary: "Withdraw to a payout account with the PIN: the amount leaves the available balance at once (pendingOut) and arrives within 1x24 h. Idempotency-Key required",
    body: WithdrawalRequest,
    handle: (ctx) =>
      idempotent({ ...ctx, body: withoutPin(ctx.body) }, "POST /api/wallet/withdrawals", () =>
        withWallet(ctx, true, (db, wallet) => {
          const made = requestWithdrawal(db, wallet, userIdOf(ctx), ctx.body, ctx.now);
          if (Result.isFailure(made)) return fail(made.failure.failure, made.failure.next);
          return { status: 201, json: withdrawalView(made.success.value), next: made.success.db };
        }),
      ),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/withdrawals",
    success: { status: 200, schema: WithdrawalList },
    errors: ["FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "The wallet's withdrawals, newest first",
    handle: (ctx) => withWallet(ctx, true, (db, wallet) => ({ status: 200, json: { items: withdrawalsOf(db, wallet.holder).map(withdrawalView), serverNow: ctx.now }, next: db })),
  }),
  endpoint({
    ...bearer,
    method: "GET",
    path: "/api/wallet/withdrawals/:withdrawalId",
    success: { status: 200, schema: Withdrawal },
    errors: ["WITHDRAWAL_NOT_FOUND", "FORBIDDEN", "BUSINESS_NOT_FOUND"],
    summary: "One withdrawal: status, failure reason, expected arrival",
    handle: (ctx) =>
      withWallet(ctx, true, (db, wallet) => {
        const w = withdrawalsOf(db, wallet.holder).find((x) => x.withdrawalId === ctx.params.withdrawalId);
        return w === undefined ? fail(withdrawalNotFound()) : { status: 200, json: withdrawalView(w), next: db };
      }),
  }),
  endpointWithBody({
    ...bearer,
    method: "POST",
    path: "/api/wallet/withdrawals/:withdrawalId/retry",
    success: { status: 200, schema: Withdrawal },
    errors: [
      "IDEMPOTENCY_KEY_REQUIRED", "IDEMPOTENCY_CONFLICT", "WITHDRAWAL_NOT_FOUND", "WITHDRAWAL_NOT_RETRYABLE", "PAYOUT_ACCOUNT_NOT_FOUND", "INSUFFICIENT_BALANCE",
      "PIN_NOT_SET", "PIN_WRONG", "PIN_LOCKED", "FORBIDDEN", "BUSINESS_NOT_FOUND",
    ],
    summary: "A failed withdrawal again, same amount and account, with the PIN (a new 1x24 h). Idempotency-Key required",
    body: RetryWithdrawalRequest,
    handle: (ctx) =>
      idempotent({ ...ctx, body: withoutPin(ctx.body) }, `POST /api/wallet/withdrawals/${ctx.params.withdrawalId ?? ""}/retry`, () =>
        withWallet(ctx, true, (db, wallet) => {
          const retried = retryWithdrawal(db, wallet, userIdOf(ctx), ctx.params.withdrawalId ?? "", ctx.body.pin, ctx.now);
          if (Result.isFailure(retried)) return fail(retried.failure.failure, retried.failure.next);
          return { status: 200, json: withdrawalView(retried.success.value), next: retried.success.db };
        }),
      ),
  }),
];
