import { Schema } from "effect";
import { BalanceHolder } from "../../domain/ledger/ledger.schema";
import { EwalletProvider } from "../../domain/payment/payment-api.schema";
import { EpochMillis } from "../../domain/shared/ids.schema";
import { PayoutAccount, PinState, Withdrawal } from "../../domain/wallet/wallet.schema";

/**
 * The wallet side of the mock's data file (issue 23; features/wallet). No balance is stored: the
 * ledger holds the money and every balance is derived from it. A PIN is kept only as a slow
 * salted hash (scrypt), never in clear.
 */

/** A person's transaction PIN (one per account, both roles): scrypt hash and salt (hex), and the server's wrong-entry count. */
export const StoredPin = Schema.Struct({
  userId: Schema.String,
  salt: Schema.String,
  hash: Schema.String,
  ...PinState.fields,
  setAt: EpochMillis,
});
export type StoredPin = typeof StoredPin.Type;

/** A payout account of a wallet (`holder`: the seeker's or the business's balance). */
export const StoredPayoutAccount = Schema.Struct({ ...PayoutAccount.fields, holder: BalanceHolder, addedAt: EpochMillis, addedBy: Schema.String });
export type StoredPayoutAccount = typeof StoredPayoutAccount.Type;

/** A withdrawal as its holder sees it, plus whose wallet and who asked; its money is the ledger's. */
export const StoredWithdrawal = Schema.Struct({ ...Withdrawal.fields, holder: BalanceHolder, requestedBy: Schema.String });
export type StoredWithdrawal = typeof StoredWithdrawal.Type;

/** An e-wallet link waiting for the e-wallet's consent page (the back office plays it), or its outcome. */
export const StoredEwalletLink = Schema.Struct({
  linkId: Schema.String,
  holder: BalanceHolder,
  wallet: EwalletProvider,
  status: Schema.Literals(["pending", "linked", "failed"]),
  accountId: Schema.NullOr(Schema.String),
  createdAt: EpochMillis,
  createdBy: Schema.String,
});
export type StoredEwalletLink = typeof StoredEwalletLink.Type;

/**
 * What the bank's name check answers for an account number (the back office sets it): the holder's
 * name the bank has, or null when the bank has no such account. A number with no row is known
 * under the name typed.
 */
export const StoredBankCheck = Schema.Struct({ bank: Schema.String, number: Schema.String, holderName: Schema.NullOr(Schema.String) });
export type StoredBankCheck = typeof StoredBankCheck.Type;

export const StoredWallet = Schema.Struct({
  pins: Schema.Array(StoredPin),
  accounts: Schema.Array(StoredPayoutAccount),
  withdrawals: Schema.Array(StoredWithdrawal),
  ewalletLinks: Schema.Array(StoredEwalletLink),
  bankChecks: Schema.Array(StoredBankCheck),
});
export type StoredWallet = typeof StoredWallet.Type;

export const EMPTY_WALLET: StoredWallet = { pins: [], accounts: [], withdrawals: [], ewalletLinks: [], bankChecks: [] };
