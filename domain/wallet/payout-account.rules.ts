import type { PayoutAccount } from "./wallet.schema";

/**
 * Spec 6: a Member who changes business loses the e-wallet link made for the old business; bank
 * accounts stay (they belong to the person, not to the business).
 */
export const accountsAfterBusinessChange = (accounts: readonly PayoutAccount[]): readonly PayoutAccount[] =>
  accounts.filter((a) => a.kind !== "ewallet");
