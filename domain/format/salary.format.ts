import type { SalaryUnit } from "../job/job.schema";
import { formatThousands } from "./number.format";

/**
 * Decision (docs/business-rules.md): the salary filter is monthly; a job paid by the hour, day or
 * week is compared, and shown on the seeker's cards, by its monthly equivalent (8 hours a day,
 * 22 working days, 4.33 weeks a month). A project salary has no monthly equivalent.
 */
const MONTHLY_FACTOR: Readonly<Record<SalaryUnit, number | null>> = { hour: 8 * 22, day: 22, week: 4.33, month: 1, project: null };

export const monthlyEquivalent = (amount: number, unit: SalaryUnit): number | null => {
  const factor = MONTHLY_FACTOR[unit];
  return factor === null ? null : Math.round(amount * factor);
};

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
 * (no usable amount); otherwise currency, range and /unit. As pieces that must never break inside
 * ("Rp8.100.000/bulan" stays whole): a line may wrap only between them (the UI keeps each piece in
 * a `nowrap` span; joined with spaces they are `formatSalary`).
 */
export const formatSalaryParts = (salary: SalaryDisplayInput, texts: SalaryDisplayTexts): readonly string[] => {
  const currency = texts.currency ?? "Rp";
  const min = formatThousands(salary.minimum ?? 0);
  const max = formatThousands(salary.maximum ?? 0);
  if (salary.confidential || (min === "" && max === "")) return [`${texts.negotiable}/${texts.unit}`];
  if (min === "" || max === "" || min === max) return [`${currency}${min === "" ? max : min}/${texts.unit}`];
  return [`${currency}${min}`, "-", `${currency}${max}/${texts.unit}`];
};

export const formatSalary = (salary: SalaryDisplayInput, texts: SalaryDisplayTexts): string => formatSalaryParts(salary, texts).join(" ");
