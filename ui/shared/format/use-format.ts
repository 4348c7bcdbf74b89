import { useMemo } from "react";
import { formatDate, formatDateRange, formatDateTime, formatInstantTime, formatMonth, formatMonthRange, formatTime, formatTimeRange, formatWorkHours, localizeWeekdays } from "../../../domain/format/date.format";
import { useLanguage } from "../../app/use-language";

/**
 * Every date and time a screen shows, through the one formatter (domain/format/date.format.ts) in
 * the user's language and WIB: `date(createdAt)` "24 Nov 2026", `dateTime(expiresAt)`
 * "24 Des 2026, 23.59 WIB", `clock(punch.at)` "08.02 WIB", `monthRange("2013-07", "2016-06", present)` "Jul 2013 – Jun 2016",
 * `dateRange(start, end, openEnd)`, `weekdays("Sunday")` "Minggu", `time("09:00")` "09.00", `timeRange("09:00", "17:00")`
 * "09.00 – 17.00 WIB", `workHours("08:00-17:00")` (a job's typed hours) the same way.
 */
export const useFormat = () => {
  const [language] = useLanguage();
  return useMemo(
    () => ({
      language,
      date: (value: number | string) => formatDate(value, language),
      dateTime: (value: number | string) => formatDateTime(value, language),
      clock: (value: number | string) => formatInstantTime(value, language),
      month: (value: string) => formatMonth(value, language),
      monthRange: (from: string, to: string | null, present: string) => formatMonthRange(from, to, language, present),
      dateRange: (start: number | string, end: number | string | null, openEnd: string) => formatDateRange(start, end, language, openEnd),
      weekdays: (text: string) => localizeWeekdays(text, language),
      time: (hhmm: string) => formatTime(hhmm, language),
      timeRange: (start: string, end: string) => formatTimeRange(start, end, language),
      workHours: (text: string) => formatWorkHours(text, language),
    }),
    [language],
  );
};
