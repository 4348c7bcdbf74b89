import type { Drawing } from "../state-panel";

/** No saved jobs: the save star, empty. */
export const NO_SAVED_JOBS: Drawing = "M36 21L40.1 31.3L51.2 32.1L42.7 39.2L45.4 49.9L36 44L26.6 49.9L29.3 39.2L20.8 32.1L31.9 31.3z";
