import type { Clock } from "../../application/ports/clock.port";

/** The real clock; tests and the mock's controllable clock use their own. */
export const systemClock: Clock = {
  // eslint-disable-next-line no-restricted-syntax -- this is the Clock everyone else reads
  now: () => Date.now(),
};
