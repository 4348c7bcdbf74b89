import type { Drawing } from "../state-panel";

/** No offers: a closed envelope. */
export const NO_OFFERS: Drawing = "M22 26h28a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H22a2 2 0 0 1-2-2V28a2 2 0 0 1 2-2z M21 27l15 11 15-11";
