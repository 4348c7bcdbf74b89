import { rupiah, type Rupiah } from "../shared/money";
import type { Account, Entry, Ledger } from "./ledger.schema";

/*
 * An account's balance from its entries: its own module so both the ledger (`post`, the back
 * office) and the movement plans (an escrow's release takes what it holds) read it one way.
 */

/** One name per account, for maps and the back office. */
export const accountKey = (a: Account): string => {
  switch (a.kind) {
    case "providerBalance":
      return `providerBalance:${a.businessId}`;
    case "offerEscrow":
      return `offerEscrow:${a.offerId}`;
    case "seekerBalance":
      return `seekerBalance:${a.userId}`;
    case "feeIncome":
      return `feeIncome:${a.fee}:${a.day}`;
    case "gatewayClearing":
    case "paidOut":
      return `${a.kind}:${a.day}`;
    case "payoutClearing":
      return a.kind;
  }
};

/** The gateway clearing account grows with debits (money the gateway holds for us); every other with credits. */
export const growsWith = (a: Account): Entry["side"] => (a.kind === "gatewayClearing" ? "debit" : "credit");
/** What an entry does to its account's balance. */
export const effectOn = (e: Entry): number => (e.side === growsWith(e.account) ? e.amount : -e.amount);
/** An account's balance on its own side, from its entries (never below zero: `post` refuses that). */
export const balanceOf = (ledger: Ledger, account: Account): Rupiah => {
  const key = accountKey(account);
  let balance = 0;
  for (const t of ledger.transactions)
    for (const e of t.entries) if (e.account.kind === account.kind && accountKey(e.account) === key) balance += effectOn(e);
  return rupiah(balance);
};
