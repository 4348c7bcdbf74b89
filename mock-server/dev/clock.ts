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

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** ISO 8601 in Jakarta time with its offset (docs/api.md: times carry `+07:00`). */
export const toWibIso = (instantMs: number): string => {
  const d = new Date(instantMs + WIB_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
  return `${date}T${time}+07:00`;
};

/** Epoch milliseconds of an ISO string; NaN when it is not a date. */
export const parseInstant = (iso: string): number => Date.parse(iso);
