import type { ClockOffsetStore } from "../../application/ports/punch-outbox.port";
import { CLOCK_OFFSET_KEY } from "./storage-keys";

type OffsetStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The clock offset in localStorage: the HTTP client writes it from every answer
 * (http-client.ts, `onClockOffset`), a punch reads it, also after a reload with no signal.
 */
export const saveClockOffset = (storage: OffsetStorage, offsetMs: number): void => {
  try {
    storage.setItem(CLOCK_OFFSET_KEY, String(offsetMs));
  } catch {
    // Storage full or off: the offset still learnt by the next answer.
  }
};

export const clockOffsetStore = (storage: OffsetStorage): ClockOffsetStore => ({
  load: () => {
    let raw: string | null = null;
    try {
      raw = storage.getItem(CLOCK_OFFSET_KEY);
    } catch {
      return null;
    }
    const value = raw === null ? NaN : Number(raw);
    return Number.isSafeInteger(value) ? value : null;
  },
});
