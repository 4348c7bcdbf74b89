import type { PayoutAccount } from "./wallet.schema";

/**
 * Spec 6: a Member who changes business loses the e-wallet link made for the old business; bank
 * accounts stay (they belong to the person, not to the business).
 */
export const accountsAfterBusinessChange = (accounts: readonly PayoutAccount[]): readonly PayoutAccount[] =>
  accounts.filter((a) => a.kind !== "ewallet");

/** Digits of an account number a screen shows: enough to tell one's accounts apart. */
const SHOWN_DIGITS = 4;

/**
 * An account number as a line, a receipt or a status shows it ("•••• 7890"): where the money goes,
 * without the whole number on a screen someone may see over a shoulder.
 */
export const maskAccountNumber = (number: string): string =>
  number.length <= SHOWN_DIGITS ? number : `•••• ${number.slice(-SHOWN_DIGITS)}`;
