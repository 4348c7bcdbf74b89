import type { WalletApi } from "../../application/ports/wallet-api.port";
import { OtpSent } from "../../domain/identity/account.schema";
import {
  BankList,
  EwalletLink,
  MonthlyStatement,
  PayoutAccountList,
  TransactionPage,
  WalletView,
  WithdrawalList,
  WithdrawalQuote,
  type AddBankAccountRequest,
  type ChangePinRequest,
  type EwalletLinkRequest,
  type ResetPinRequest,
  type RetryWithdrawalRequest,
  type SetPinRequest,
  type TransactionQuery,
  type WithdrawalRequest,
} from "../../domain/wallet/wallet-api.schema";
import { PayoutAccount, PinStatus, Transaction, Withdrawal } from "../../domain/wallet/wallet.schema";
import type { HttpClient } from "./http-client";

const id = (value: string): string => encodeURIComponent(value);

/** `?type=&month=&cursor=&limit=` with only the fields given. */
const queryOf = (q: TransactionQuery): string => {
  const params = new URLSearchParams();
  if (q.type !== undefined) params.set("type", q.type);
  if (q.month !== undefined) params.set("month", q.month);
  if (q.cursor !== undefined) params.set("cursor", q.cursor);
  if (q.limit !== undefined) params.set("limit", String(q.limit));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

/**
 * The wallet calls of issue 23 (docs/api.md "Wallet"). Every answer is decoded with the domain's
 * schema; a PIN goes only in the body of the request that needs it; a withdrawal, its retry and
 * adding a bank account carry the caller's `Idempotency-Key`.
 */
export class WalletHttpAdapter implements WalletApi {
  constructor(private readonly http: HttpClient) {}

  wallet() {
    return this.http.request({ method: "GET", path: "/wallet", schema: WalletView, auth: "session" });
  }

  transactions(query: TransactionQuery) {
    return this.http.request({ method: "GET", path: `/wallet/transactions${queryOf(query)}`, schema: TransactionPage, auth: "session" });
  }

  transaction(transactionId: string) {
    return this.http.request({ method: "GET", path: `/wallet/transactions/${id(transactionId)}`, schema: Transaction, auth: "session" });
  }

  statement(month: string) {
    return this.http.request({ method: "GET", path: `/wallet/statements/${id(month)}`, schema: MonthlyStatement, auth: "session" });
  }

  pin() {
    return this.http.request({ method: "GET", path: "/wallet/pin", schema: PinStatus, auth: "session" });
  }

  setPin(request: SetPinRequest) {
    return this.http.request({ method: "POST", path: "/wallet/pin", body: request, schema: PinStatus, auth: "session" });
  }

  changePin(request: ChangePinRequest) {
    return this.http.request({ method: "POST", path: "/wallet/pin/change", body: request, schema: PinStatus, auth: "session" });
  }

  sendPinResetOtp() {
    return this.http.request({ method: "POST", path: "/wallet/pin/otp", schema: OtpSent, auth: "session" });
  }

  resetPin(request: ResetPinRequest) {
    return this.http.request({ method: "POST", path: "/wallet/pin/reset", body: request, schema: PinStatus, auth: "session" });
  }

  banks() {
    return this.http.request({ method: "GET", path: "/wallet/banks", schema: BankList, auth: "session" });
  }

  accounts() {
    return this.http.request({ method: "GET", path: "/wallet/accounts", schema: PayoutAccountList, auth: "session" });
  }

  addBankAccount(request: AddBankAccountRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: "/wallet/accounts/bank", body: request, schema: PayoutAccount, auth: "session", idempotencyKey });
  }

  linkEwallet(request: EwalletLinkRequest) {
    return this.http.request({ method: "POST", path: "/wallet/ewallet-links", body: request, schema: EwalletLink, auth: "session" });
  }

  ewalletLink(linkId: string) {
    return this.http.request({ method: "GET", path: `/wallet/ewallet-links/${id(linkId)}`, schema: EwalletLink, auth: "session" });
  }

  removeAccount(accountId: string) {
    return this.http.request<void>({ method: "POST", path: `/wallet/accounts/${id(accountId)}/remove`, schema: null, auth: "session" });
  }

  withdrawalQuote(amount: number, accountId: string) {
    const query = new URLSearchParams({ amount: String(amount), accountId }).toString();
    return this.http.request({ method: "GET", path: `/wallet/withdrawals/quote?${query}`, schema: WithdrawalQuote, auth: "session" });
  }

  withdraw(request: WithdrawalRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: "/wallet/withdrawals", body: request, schema: Withdrawal, auth: "session", idempotencyKey });
  }

  withdrawals() {
    return this.http.request({ method: "GET", path: "/wallet/withdrawals", schema: WithdrawalList, auth: "session" });
  }

  withdrawal(withdrawalId: string) {
    return this.http.request({ method: "GET", path: `/wallet/withdrawals/${id(withdrawalId)}`, schema: Withdrawal, auth: "session" });
  }

  retryWithdrawal(withdrawalId: string, request: RetryWithdrawalRequest, idempotencyKey: string) {
    return this.http.request({ method: "POST", path: `/wallet/withdrawals/${id(withdrawalId)}/retry`, body: request, schema: Withdrawal, auth: "session", idempotencyKey });
  }
}
