import { useMemo } from "react";
import { formatDate, formatDateRange, formatDateTime, formatMonth, formatMonthRange, localizeWeekdays } from "../../../domain/format/date.format";
import { useLanguage } from "../../app/use-language";

/**
 * Every date and time a screen shows, through the one formatter (domain/format/date.format.ts) in
 * the user's language and WIB: `date(createdAt)` "24 Nov 2026", `dateTime(expiresAt)`
 * "24 Des 2026, 23.59 WIB", `monthRange("2013-07", "2016-06", present)` "Jul 2013 – Jun 2016",
 * `dateRange(start, end, openEnd)`, `weekdays("Sunday")` "Minggu".
 */
export const useFormat = () => {
  const [language] = useLanguage();
  return useMemo(
    () => ({
      language,
      date: (value: number | string) => formatDate(value, language),
      dateTime: (value: number | string) => formatDateTime(value, language),
      month: (value: string) => formatMonth(value, language),
      monthRange: (from: string, to: string | null, present: string) => formatMonthRange(from, to, language, present),
      dateRange: (start: number | string, end: number | string | null, openEnd: string) => formatDateRange(start, end, language, openEnd),
      weekdays: (text: string) => localizeWeekdays(text, language),
    }),
    [language],
  );
};
