/**
 * The mock's clock: real time plus an offset a developer or a test can set, so expiries can be
 * reached without waiting. Every time rule of the mock reads `now()` from here, never the system.
 * The offset lives in memory only: a restart (or /__dev/reset) goes back to real time.
 */
export interface MockClock {
  now(): number;
  /** Offset from real time in milliseconds (positive = the mock is in the future). */
  offsetMs(): number;
  set(instantMs: number): void;
  advance(seconds: number): void;
  reset(): void;
}

export const createMockClock = (realNow: () => number = () => Date.now()): MockClock => {
  let offset = 0;
  return {
    now: () => realNow() + offset,
    offsetMs: () => offset,
    set: (instantMs) => {
      offset = instantMs - realNow();
    },
    advance: (seconds) => {
      offset += seconds * 1000;
    },
    reset: () => {
      offset = 0;
    },
  };
};
