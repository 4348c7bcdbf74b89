/**
 * Time rules of the product are in Asia/Jakarta (WIB). Instants are epoch milliseconds handed in
 * by the caller (read from the Clock port); nothing here reads the clock. Jakarta has kept UTC+7
 * without daylight saving since 1964, so a fixed offset is exact for every instant the app meets
 * (a property test checks it against Intl's tz database).
 */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface WibParts {
  readonly year: number;
  /** 1..12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** ISO weekday: 1 Monday .. 7 Sunday */
  readonly isoWeekday: number;
}

export const wibParts = (instant: number): WibParts => {
  const d = new Date(instant + WIB_OFFSET_MS);
  const weekday = d.getUTCDay();
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    isoWeekday: weekday === 0 ? 7 : weekday,
  };
};

/** The instant of a WIB wall-clock time. */
export const wibInstant = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  Date.UTC(year, month - 1, day, hour, minute) - WIB_OFFSET_MS;

const pad = (n: number): string => String(n).padStart(2, "0");

/** ISO 8601 in Jakarta time with its offset and milliseconds (docs/api.md: times carry `+07:00`). */
export const toWibIso = (instant: number): string => {
  const d = new Date(instant + WIB_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
  return `${date}T${time}+07:00`;
};

/** YYYY-MM-DD of the WIB day containing the instant. */
export const wibDateKey = (instant: number): string => {
  const p = wibParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

export const isSameWibDay = (a: number, b: number): boolean => wibDateKey(a) === wibDateKey(b);

export const startOfWibDay = (instant: number): number => {
  const p = wibParts(instant);
  return wibInstant(p.year, p.month, p.day);
};

/** The last millisecond of the WIB day containing the instant (23:59:59.999 WIB). */
export const endOfWibDay = (instant: number): number => startOfWibDay(instant) + DAY_MS - 1;

export const addHours = (instant: number, hours: number): number => instant + hours * HOUR_MS;
export const addMinutes = (instant: number, minutes: number): number => instant + minutes * MINUTE_MS;
export const addDays = (instant: number, days: number): number => instant + days * DAY_MS;

/** Whether `now` is still inside a window of `hours` that opened at `openedAt` (end exclusive). */
export const isWithinHours = (openedAt: number, hours: number, now: number): boolean =>
  now >= openedAt && now < addHours(openedAt, hours);

/** Adds working days (Monday to Friday, WIB), keeping the time of day. */
export const addWorkingDays = (instant: number, days: number): number => {
  let t = instant;
  let left = days;
  while (left > 0) {
    t = addDays(t, 1);
    if (wibParts(t).isoWeekday <= 5) left -= 1;
  }
  return t;
};

/** Parses YYYY-MM-DD into its numbers, or null when it is not a real calendar date. */
export const parseCalendarDate = (value: string): { year: number; month: number; day: number } | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
};
