import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wibDateKey, wibInstant } from "../shared/wib-time";
import { formatDate, formatDateRange, formatDateTime, formatInstantTime, formatMonth, formatMonthRange, formatTime, formatTimeRange, formatWorkHours, localizeWeekdays, parseTimeRange, weekdayNames } from "./date.format";

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** The same instant written as ISO 8601 with another UTC offset (in minutes). */
const isoWithOffset = (instant: number, offsetMinutes: number): string => {
  const d = new Date(instant + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
  return `${date}T${time}${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
};

const INSTANTS = fc.integer({ min: wibInstant(2000, 1, 1), max: wibInstant(2099, 12, 31) });
/** Real offsets: -12:00 to +14:00 in quarter hours. */
const OFFSETS = fc.integer({ min: -48, max: 56 }).map((q) => q * 15);
const LANGUAGES = fc.constantFrom("en" as const, "id" as const);

describe("date formatter (one for every date and time; language and WIB)", () => {
  it("formats instants on their WIB day and time, in the user's language", () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Jakarta.
    expect(formatDate("2026-11-24T23:30:00Z", "en")).toBe("25 Nov 2026");
    expect(formatDate("2026-11-24T10:00:00+07:00", "id")).toBe("24 Nov 2026");
    expect(formatDateTime("2026-12-24T23:59:00+07:00", "id")).toBe("24 Des 2026, 23.59 WIB");
    expect(formatDateTime("2026-12-24T16:59:00Z", "en")).toBe("24 Dec 2026, 23:59 WIB");
    expect(formatDateTime(wibInstant(2027, 1, 5, 0, 5), "en")).toBe("5 Jan 2027, 00:05 WIB");
  });

  it("formats calendar dates and months as written, without a time-zone shift", () => {
    expect(formatDate("2026-12-01", "en")).toBe("1 Dec 2026");
    expect(formatDate("2026-08-17", "id")).toBe("17 Agu 2026");
    expect(formatMonth("2013-07", "en")).toBe("Jul 2013");
    expect(formatMonth("2020-08", "id", "long")).toBe("Agustus 2020");
    expect(formatMonthRange("2013-07", "2016-06", "id", "sekarang")).toBe("Jul 2013 – Jun 2016");
    expect(formatMonthRange("2019-05", null, "id", "sekarang")).toBe("Mei 2019 – sekarang");
    expect(formatDateRange("2026-12-01", "2027-02-28", "en", "no end date")).toBe("1 Dec 2026 – 28 Feb 2027");
    expect(formatDateRange("2026-12-01", null, "id", "tanpa tanggal akhir")).toBe("1 Des 2026 – tanpa tanggal akhir");
  });

  it("shows '-' for what it cannot read, never Invalid Date, NaN or the raw text", () => {
    expect(formatDate("2026-02-30", "en")).toBe("-");
    expect(formatDate("not a date", "id")).toBe("-");
    expect(formatDateTime(Number.NaN, "en")).toBe("-");
    expect(formatMonth("2013-13", "en")).toBe("-");
    expect(formatMonth("2013", "en")).toBe("-");
  });

  it("property: an instant shows its WIB day whatever offset it was written with", () => {
    fc.assert(
      fc.property(INSTANTS, OFFSETS, LANGUAGES, (t, offset, language) => {
        const iso = isoWithOffset(t, offset);
        expect(Date.parse(iso)).toBe(t);
        expect(formatDate(iso, language)).toBe(formatDate(t, language));
        expect(formatDateTime(iso, language)).toBe(formatDateTime(t, language));
        // The day shown is the WIB calendar day of the instant.
        expect(formatDate(t, language)).toBe(formatDate(wibDateKey(t), language));
      }),
    );
  });

  it("property: never prints an ISO date, 'Invalid', 'NaN' or 'undefined'", () => {
    fc.assert(
      fc.property(fc.oneof(INSTANTS, fc.string(), fc.double()), LANGUAGES, (value, language) => {
        for (const text of [formatDate(value, language), formatDateTime(value, language), formatMonth(String(value), language)]) {
          expect(text).not.toMatch(/\d{4}-\d{2}|Invalid|NaN|undefined/);
        }
      }),
    );
  });

  it("puts every weekday name of a day-off text into the user's language", () => {
    expect(weekdayNames("id")).toEqual(["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]);
    expect(localizeWeekdays("Sunday", "id")).toBe("Minggu");
    expect(localizeWeekdays("Saturday, sunday", "id")).toBe("Sabtu, Minggu");
    expect(localizeWeekdays("Sabtu & Minggu", "en")).toBe("Saturday & Sunday");
    expect(localizeWeekdays("Shift rotation", "id")).toBe("Shift rotation");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), LANGUAGES, LANGUAGES, (i, from, to) => {
        expect(localizeWeekdays(weekdayNames(from)[i] ?? "", to)).toBe(weekdayNames(to)[i]);
      }),
    );
  });

  // Issue 21: the job page showed '08:00-17:00' while the offer showed '09.00–17.00 WIB'.
  it("writes a time and a range of times one way: the language's separator, one dash, WIB", () => {
    expect(formatTime("08:00", "en")).toBe("08:00");
    expect(formatTime("08:00", "id")).toBe("08.00");
    expect(formatTime("8.5", "id")).toBe("-");
    expect(formatTime("24:00", "en")).toBe("-");
    expect(formatTimeRange("09:00", "17:00", "id")).toBe("09.00 – 17.00 WIB");
    expect(formatTimeRange("22:00", "06:00", "en")).toBe("22:00 – 06:00 WIB");
    // The same instant's time in a date and time, and alone: one separator per language.
    expect(formatDateTime(wibInstant(2027, 1, 5, 9, 30), "id")).toContain(formatTime("09:30", "id"));
    // A punch's time alone: its Jakarta clock, whatever offset it was written with.
    expect(formatInstantTime(wibInstant(2027, 1, 5, 8, 2), "id")).toBe("08.02 WIB");
    expect(formatInstantTime("2027-01-05T01:02:00Z", "en")).toBe("08:02 WIB");
    expect(formatInstantTime(Number.NaN, "en")).toBe("-");
  });

  it("reads the hours a provider typed on a job, and shows them as the offer does", () => {
    expect(parseTimeRange("08:00-17:00")).toEqual({ start: "08:00", end: "17:00" });
    expect(parseTimeRange("8.30 – 17.00 WIB")).toEqual({ start: "08:30", end: "17:00" });
    expect(parseTimeRange("shift")).toBeNull();
    expect(formatWorkHours("08:00-17:00", "id")).toBe(formatTimeRange("08:00", "17:00", "id"));
    expect(formatWorkHours("17:00 - 22:00", "en")).toBe("17:00 – 22:00 WIB");
    // Anything else stays as typed, with each time in the user's language.
    expect(formatWorkHours("Shift pagi mulai 07:00", "id")).toBe("Shift pagi mulai 07.00");
    expect(formatWorkHours("Senin-Jumat 08:00-12:00, 13:00-17:00 WIB", "id")).toBe("Senin-Jumat 08.00 – 12.00 WIB, 13.00 – 17.00 WIB");
    expect(parseTimeRange("Senin-Jumat 7.30-15.00")).toEqual({ start: "07:30", end: "15:00" });
    expect(formatWorkHours("Gaji Rp1.500 per 2.5 jam", "id")).toBe("Gaji Rp1.500 per 2.5 jam");
    expect(formatWorkHours("Flexible", "id")).toBe("Flexible");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), LANGUAGES, (h1, m1, h2, m2, language) => {
        const [start, end] = [`${pad(h1)}:${pad(m1)}`, `${pad(h2)}:${pad(m2)}`];
        expect(parseTimeRange(`${start}-${end}`)).toEqual({ start, end });
        const text = formatWorkHours(`${start}-${end}`, language);
        expect(text).toBe(formatTimeRange(start, end, language));
        // An Indonesian screen never shows a time with a colon.
        if (language === "id") expect(text).not.toMatch(/\d:\d/);
      }),
    );
  });
});
