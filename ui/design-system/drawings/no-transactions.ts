import type { Drawing } from "../state-panel";

/** An empty wallet: a wallet with its clasp. */
export const NO_TRANSACTIONS: Drawing = "M21 27h30a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H21a2 2 0 0 1-2-2V29a2 2 0 0 1 2-2z M19 33h34 M44 40h4 M24 27l18-6 3 6";
