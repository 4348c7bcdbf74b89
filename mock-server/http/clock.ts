/**
 * The mock's clock: real time plus an offset a developer or a test can set, so expiries can be
 * reached without waiting. Every time rule of the mock reads `now()` from here, never the system.
 * The offset lives in memory only: a restart (or /__dev/reset) goes back to real time.
 */
/**
 * The mock's time stays within these years: every date the domain computes from it (expiries,
 * ages, ISO texts) is then a real date, never NaN or a six-digit year.
 */
export const MOCK_CLOCK_EARLIEST_MS = Date.parse("2000-01-01T00:00:00+07:00");
export const MOCK_CLOCK_LATEST_MS = Date.parse("2100-01-01T00:00:00+07:00");

/** True for an instant the mock clock may show. */
export const isClockInstant = (instantMs: number): boolean =>
  Number.isFinite(instantMs) && instantMs >= MOCK_CLOCK_EARLIEST_MS && instantMs < MOCK_CLOCK_LATEST_MS;

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
