import type { Drawing } from "../state-panel";

/** A provider with no jobs: a briefcase with a plus, the next job to post. */
export const NO_POSTED_JOBS: Drawing = "M22 29h28a2 2 0 0 1 2 2v17a2 2 0 0 1-2 2H22a2 2 0 0 1-2-2V31a2 2 0 0 1 2-2z M30 29v-4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4 M36 35v10 M31 40h10";
