import type { Drawing } from "../state-panel";

/** No applicants: one person, waiting. */
export const NO_APPLICANTS: Drawing = "M36 21a7 7 0 1 1 0 14a7 7 0 1 1 0-14 M23 52c0-7.5 5.8-12 13-12s13 4.5 13 12";
