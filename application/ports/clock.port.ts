import { token } from "./token";

/** The only source of "now" for application code: epoch milliseconds. */
export interface Clock {
  now(): number;
}
export const CLOCK = token<Clock>("Clock");
