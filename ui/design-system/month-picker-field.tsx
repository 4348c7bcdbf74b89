import { useMemo } from "react";
import type { FieldError } from "./field-frame";
import { formatMonthOption, monthPickerOptions } from "../../domain/format/month.format";
import type { Language } from "../../domain/identity/session.schema";
import { SelectField } from "./select-field";

export interface MonthPickerFieldProps {
  readonly id: string;
  readonly label: string;
  /** "YYYY-MM", or "present" when `presentLabel` is given. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly now: number;
  readonly language: Language;
  /** Offer 'present' first (an end month); omit for a start month. */
  readonly presentLabel?: string;
  readonly error?: FieldError;
}

const key = (year: number, month: number): string => `${year}-${String(month).padStart(2, "0")}`;

/** A month from now back 65 years (spec 9), month names in the current language, 'present' optional. */
export function MonthPickerField({ id, label, value, onChange, now, language, presentLabel, error }: MonthPickerFieldProps) {
  const options = useMemo(
    () =>
      monthPickerOptions(now)
        .filter((o) => o.kind === "month" || presentLabel !== undefined)
        .map((o) => ({ value: o.kind === "present" ? "present" : key(o.year, o.month), label: formatMonthOption(o, language, presentLabel ?? "") })),
    [now, language, presentLabel],
  );
  return <SelectField id={id} label={label} value={value} options={options} onChange={onChange} error={error ?? null} />;
}
