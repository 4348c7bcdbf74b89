import type { Language } from "../identity/session.schema";
import { MONTH_PICKER_YEARS_BACK } from "../policy/business-constants";
import { wibParts } from "../shared/wib-time";
import { formatMonth } from "./date.format";

const LOCALE: Record<Language, string> = { en: "en-US", id: "id-ID" };

/** The twelve month names in the given language, January first (Intl knows them). */
export const monthNames = (language: Language, style: "long" | "short" = "long"): readonly string[] => {
  const fmt = new Intl.DateTimeFormat(LOCALE[language], { month: style, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => fmt.format(new Date(Date.UTC(2000, i, 1))));
};

export type MonthOption =
  | { readonly kind: "present" }
  | { readonly kind: "month"; readonly year: number; readonly month: number };

/**
 * Options of a month picker (experience, education): 'present' first, then every month from the
 * current WIB month back to January 65 years ago, newest first.
 */
export const monthPickerOptions = (now: number, yearsBack = MONTH_PICKER_YEARS_BACK): readonly MonthOption[] => {
  const { year, month } = wibParts(now);
  const options: MonthOption[] = [{ kind: "present" }];
  for (let y = year; y >= year - yearsBack; y -= 1) {
    for (let m = y === year ? month : 12; m >= 1; m -= 1) options.push({ kind: "month", year: y, month: m });
  }
  return options;
};

/** "Agustus 2020" / "August 2020" for a month option (date.format); the present label comes from the caller. */
export const formatMonthOption = (option: MonthOption, language: Language, presentLabel: string): string =>
  option.kind === "present" ? presentLabel : formatMonth(option, language, "long");
