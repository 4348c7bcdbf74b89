import type { Drawing } from "../state-panel";

/** No jobs nearby: a map pin over the ground. */
export const NO_JOBS_NEARBY: Drawing = "M36 51s-12-10.5-12-20a12 12 0 0 1 24 0c0 9.5-12 20-12 20z M36 27a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M26 55h20";
