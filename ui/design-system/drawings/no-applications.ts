import type { Drawing } from "../state-panel";

/** No applications: a blank application form. */
export const NO_APPLICATIONS: Drawing = "M28 20h16a3 3 0 0 1 3 3v27a3 3 0 0 1-3 3H28a3 3 0 0 1-3-3V23a3 3 0 0 1 3-3z M31 30h10 M31 37h10 M31 44h5";
