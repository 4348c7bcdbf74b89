import { wibParts } from "../../../domain/shared/wib-time";

/** How far back the month filter and the statement's month choice go. */
export const WALLET_MONTHS_BACK = 24;

/** "YYYY-MM" of the WIB month `now` is in, then the months before it, newest first (`count` in all). */
export const recentMonths = (now: number, count: number = WALLET_MONTHS_BACK): readonly string[] => {
  const { year, month } = wibParts(now);
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
};
