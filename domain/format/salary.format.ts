import { formatThousands } from "./number.format";

export interface SalaryDisplayInput {
  readonly minimum?: number | null;
  readonly maximum?: number | null;
  readonly confidential: boolean;
}

export interface SalaryDisplayTexts {
  /** The localized "Negotiable" text. */
  readonly negotiable: string;
  /** The localized unit, e.g. "month" / "bulan", "day" / "hari". */
  readonly unit: string;
  readonly currency?: string;
}

/**
 * Spec section 9: negotiable text plus /unit when the salary is confidential or its range is '-'
 * (no usable amount); otherwise currency, range and /unit.
 */
export const formatSalary = (salary: SalaryDisplayInput, texts: SalaryDisplayTexts): string => {
  const currency = texts.currency ?? "Rp";
  const min = formatThousands(salary.minimum ?? 0);
  const max = formatThousands(salary.maximum ?? 0);
  if (salary.confidential || (min === "" && max === "")) return `${texts.negotiable}/${texts.unit}`;
  if (min === "" || max === "" || min === max) return `${currency}${min === "" ? max : min}/${texts.unit}`;
  return `${currency}${min} - ${currency}${max}/${texts.unit}`;
};
