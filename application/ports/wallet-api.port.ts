import type { Result } from "effect";
import type { OtpSent } from "../../domain/identity/account.schema";
import type { PayoutAccount, PinStatus, Transaction, Withdrawal } from "../../domain/wallet/wallet.schema";
import type {
  AddBankAccountRequest,
  BankList,
  ChangePinRequest,
  EwalletLink,
  EwalletLinkRequest,
  MonthlyStatement,
  PayoutAccountList,
  ResetPinRequest,
  RetryWithdrawalRequest,
  SetPinRequest,
  TransactionPage,
  TransactionQuery,
  WalletView,
  WithdrawalList,
  WithdrawalQuote,
  WithdrawalRequest,
} from "../../domain/wallet/wallet-api.schema";
import type { NotLoggedIn } from "../session/not-logged-in";
import type { ApiError } from "./api-error";
import { token } from "./token";

type Answer<A> = Promise<Result.Result<A, ApiError | NotLoggedIn>>;

/**
 * The wallet endpoints of issue 23 (docs/api.md "Wallet"), on the caller's wallet in her active
 * role (a seeker's own, a provider's business's). A PIN goes only inside the request that needs
 * it and never comes back. A withdrawal carries the caller's idempotency key, the same for every
 * retry of one action, so a double tap, a reload or a retry after a timeout withdraws once.
 * Paying an offer from the balance is OFFERS_API's `createOffer`/`startPayment` with
 * `choice: { method: "balance" }` and `pin`.
 */
export interface WalletApi {
  wallet(): Answer<WalletView>;
  transactions(query: TransactionQuery): Answer<TransactionPage>;
  transaction(transactionId: string): Answer<Transaction>;
  /** `month`: YYYY-MM (WIB). */
  statement(month: string): Answer<MonthlyStatement>;

  pin(): Answer<PinStatus>;
  setPin(request: SetPinRequest): Answer<PinStatus>;
  changePin(request: ChangePinRequest): Answer<PinStatus>;
  /** Forgot PIN: an OTP to the account's registered number (refused while the PIN is blocked). */
  sendPinResetOtp(): Answer<OtpSent>;
  resetPin(request: ResetPinRequest): Answer<PinStatus>;

  banks(): Answer<BankList>;
  accounts(): Answer<PayoutAccountList>;
  addBankAccount(request: AddBankAccountRequest, idempotencyKey: string): Answer<PayoutAccount>;
  linkEwallet(request: EwalletLinkRequest): Answer<EwalletLink>;
  ewalletLink(linkId: string): Answer<EwalletLink>;
  removeAccount(accountId: string): Answer<void>;

  withdrawalQuote(amount: number, accountId: string): Answer<WithdrawalQuote>;
  withdraw(request: WithdrawalRequest, idempotencyKey: string): Answer<Withdrawal>;
  withdrawals(): Answer<WithdrawalList>;
  withdrawal(withdrawalId: string): Answer<Withdrawal>;
  retryWithdrawal(withdrawalId: string, request: RetryWithdrawalRequest, idempotencyKey: string): Answer<Withdrawal>;
}
export const WALLET_API = token<WalletApi>("WalletApi");
