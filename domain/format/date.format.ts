import type { Language } from "../identity/session.schema";

/**
 * The one formatter of every date and time the app shows: Intl, in the user's language, in
 * Jakarta time (WIB). Pure: the instant comes from the caller.
 *
 * - an instant (epoch milliseconds, or ISO 8601 with any offset, e.g. `createdAt`, `expiresAt`)
 *   is shown as the WIB day (and time) it falls on, whatever offset it was written with;
 * - a calendar date (`YYYY-MM-DD`, e.g. a job's start date) is a wall date: shown as that day;
 * - a month (`YYYY-MM`, e.g. education from/to) is shown as that month;
 * - a wall-clock time (`HH:MM`, e.g. an offer's hours, always WIB) is shown with the language's
 *   separator ("08:00" / "08.00"), as a date and time shows its time.
 *
 * Unreadable input shows "-" (never "Invalid Date", "NaN" or the raw ISO text).
 */

export const WIB_TIME_ZONE = "Asia/Jakarta";
/** English dates read day-month-year like the Indonesian ones ("24 Nov 2026"), not the US order. */
const LOCALE: Readonly<Record<Language, string>> = { en: "en-GB", id: "id-ID" };
const UNREADABLE = "-";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

type Style = "date" | "dateTime" | "month" | "monthLong" | "time";
const OPTIONS: Readonly<Record<Style, Intl.DateTimeFormatOptions>> = {
  date: { day: "numeric", month: "short", year: "numeric" },
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  month: { month: "short", year: "numeric" },
  monthLong: { month: "long", year: "numeric" },
  time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
};

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (language: Language, style: Style, timeZone: string): Intl.DateTimeFormat => {
  const key = `${language}|${style}|${timeZone}`;
  let fmt = cache.get(key);
  if (fmt === undefined) {
    fmt = new Intl.DateTimeFormat(LOCALE[language], { ...OPTIONS[style], timeZone });
    cache.set(key, fmt);
  }
  return fmt;
};

/** A wall date as the UTC midnight of that day, or null when it is not a real date. */
const calendarDate = (text: string): Date | null => {
  const m = CALENDAR_DATE.exec(text);
  if (m === null) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null;
};

/** An instant from epoch milliseconds or ISO 8601 text; null when unreadable. */
const instant = (value: number | string): Date | null => {
  const ms = typeof value === "number" ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * "24 Nov 2026" / "24 Des 2026". An instant shows its WIB day; a `YYYY-MM-DD` calendar date shows
 * that day as written.
 */
export const formatDate = (value: number | string, language: Language): string => {
  if (typeof value === "string" && CALENDAR_DATE.test(value)) {
    const d = calendarDate(value);
    return d === null ? UNREADABLE : formatter(language, "date", "UTC").format(d);
  }
  const d = instant(value);
  return d === null ? UNREADABLE : formatter(language, "date", WIB_TIME_ZONE).format(d);
};

/** "24 Dec 2026, 23:59 WIB" / "24 Des 2026, 23.59 WIB": an instant in Jakarta time, zone named. */
export const formatDateTime = (value: number | string, language: Language): string => {
  const d = instant(value);
  return d === null ? UNREADABLE : `${formatter(language, "dateTime", WIB_TIME_ZONE).format(d)} WIB`;
};

/** A month "YYYY-MM" (or its numbers): "Jul 2013" / "Agu 2020"; `long` for pickers: "Agustus 2020". */
export const formatMonth = (value: string | { readonly year: number; readonly month: number }, language: Language, style: "short" | "long" = "short"): string => {
  let year: number;
  let month: number;
  if (typeof value === "string") {
    const m = MONTH.exec(value);
    if (m === null) return UNREADABLE;
    year = Number(m[1]);
    month = Number(m[2]);
  } else {
    ({ year, month } = value);
  }
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return UNREADABLE;
  // setUTCFullYear, not Date.UTC: years 0..99 stay themselves.
  const first = new Date(0);
  first.setUTCFullYear(year, month - 1, 1);
  return Number.isNaN(first.getTime()) ? UNREADABLE : formatter(language, style === "long" ? "monthLong" : "month", "UTC").format(first);
};

/** The dash between the two ends of a range; spaces around it so a narrow line wraps there. */
export const RANGE_DASH = " – ";

/** "Jul 2013 – Jun 2016"; an open end (null) shows `present` ("present" / "sekarang"). */
export const formatMonthRange = (from: string, to: string | null, language: Language, present: string): string =>
  `${formatMonth(from, language)}${RANGE_DASH}${to === null ? present : formatMonth(to, language)}`;

/** "1 Dec 2026 – 28 Feb 2027" for calendar dates or instants; an open end (null) shows `openEnd`. */
export const formatDateRange = (start: number | string, end: number | string | null, language: Language, openEnd: string): string =>
  `${formatDate(start, language)}${RANGE_DASH}${end === null ? openEnd : formatDate(end, language)}`;

/** A wall-clock time as written: "8:30", "08.30"; hours 0-23. */
const WALL_TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;
/** Times and shifts inside a text; never part of a longer number ("Rp1.500" has no time in it). */
const TIME = "([01]?\\d|2[0-3])[:.]([0-5]\\d)";
const TIME_IN_TEXT = new RegExp(`(?<![\\d.:])${TIME}(?![\\d.:])`, "g");
const RANGE_IN_TEXT = new RegExp(`(?<![\\d.:])${TIME}\\s*[-–—]\\s*${TIME}(?![\\d.:])(?:\\s*WIB\\b)?`, "gi");
const FIRST_RANGE = new RegExp(RANGE_IN_TEXT.source, "i");
const pad2 = (n: string): string => n.padStart(2, "0");

const timeText = (hour: string, minute: string, language: Language): string =>
  formatter(language, "time", "UTC").format(new Date(Date.UTC(1970, 0, 1, Number(hour), Number(minute))));

/** "08:00" / "08.00": a WIB wall-clock time `HH:MM` in the user's language (Intl, as `formatDateTime`). */
export const formatTime = (hhmm: string, language: Language): string => {
  const m = WALL_TIME.exec(hhmm.trim());
  return m === null ? UNREADABLE : timeText(m[1] ?? "", m[2] ?? "", language);
};

/** "08:02 WIB" / "08.02 WIB": the Jakarta clock time of an instant (a punch), the day said elsewhere. */
export const formatInstantTime = (value: number | string, language: Language): string => {
  const d = instant(value);
  return d === null ? UNREADABLE : `${formatter(language, "time", WIB_TIME_ZONE).format(d)} WIB`;
};

/** "09:00 – 17:00 WIB" / "09.00 – 17.00 WIB": a daily shift; an end before the start is the next morning (the caller says so). */
export const formatTimeRange = (start: string, end: string, language: Language): string =>
  `${formatTime(start, language)}${RANGE_DASH}${formatTime(end, language)} WIB`;

/** The first shift in a text ("08:00-17:00", "Senin-Jumat 8.30 – 17.00") as `HH:MM` start and end; null when there is none. */
export const parseTimeRange = (text: string): { readonly start: string; readonly end: string } | null => {
  const m = FIRST_RANGE.exec(text);
  return m === null ? null : { start: `${pad2(m[1] ?? "")}:${m[2] ?? ""}`, end: `${pad2(m[3] ?? "")}:${m[4] ?? ""}` };
};

/**
 * A job's work hours, typed by the provider: each shift in it reads as an offer's hours
 * (`formatTimeRange`), each other time in the user's language; the rest stays as typed.
 */
export const formatWorkHours = (text: string, language: Language): string =>
  text
    .trim()
    .replace(RANGE_IN_TEXT, (_, h1: string, m1: string, h2: string, m2: string) => formatTimeRange(`${h1}:${m1}`, `${h2}:${m2}`, language))
    .replace(TIME_IN_TEXT, (_, hour: string, minute: string) => timeText(hour, minute, language));

/** The weekday names of a language, Monday first (ISO order): "Monday" … / "Senin" … "Minggu". */
export const weekdayNames = (language: Language): readonly string[] => {
  const fmt = new Intl.DateTimeFormat(LOCALE[language], { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => fmt.format(new Date(Date.UTC(2024, 0, 1 + i))));
};

const WEEKDAYS: Readonly<Record<Language, readonly string[]>> = { en: weekdayNames("en"), id: weekdayNames("id") };
const WEEKDAY_WORD = new RegExp(`\\b(${[...WEEKDAYS.en, ...WEEKDAYS.id].join("|")})\\b`, "gi");

/**
 * A free text naming days (a job's day off, typed by the provider: "Sunday", "Sabtu, Minggu") with
 * every weekday name in the user's language; anything else in the text stays as typed.
 */
export const localizeWeekdays = (text: string, language: Language): string =>
  text.replace(WEEKDAY_WORD, (word) => {
    const lower = word.toLowerCase();
    const index = [WEEKDAYS.en, WEEKDAYS.id].map((names) => names.findIndex((n) => n.toLowerCase() === lower)).find((i) => i >= 0) ?? -1;
    return index < 0 ? word : (WEEKDAYS[language][index] ?? word);
  });
