import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatSalaryParts, monthlyEquivalent, type SalaryDisplayInput } from "../../../domain/format/salary.format";
import type { SalaryUnit } from "../../../domain/job/job.schema";

export interface SalaryTextProps {
  readonly salary: SalaryDisplayInput & { readonly unit: SalaryUnit };
  /**
   * Also the monthly equivalent of an hourly, daily or weekly salary ("Rp150.000/hari ·
   * ≈ Rp3.300.000/bulan"): the seeker's salary filter is monthly and compares by it
   * (docs/business-rules.md, "Salary filter").
   */
  readonly monthly?: boolean;
}

/** Pieces joined by spaces, each kept on one line: "Rp8.100.000/bulan" never breaks inside. */
const pieces = (parts: readonly string[]): ReactNode[] =>
  parts.flatMap((part, i) => [i > 0 ? " " : null, <span key={i} className="nowrap">{part}</span>]);

/** The monthly range of an hourly, daily or weekly salary with an amount; null otherwise. */
const monthlyRange = (salary: SalaryTextProps["salary"]): SalaryDisplayInput | null => {
  if (salary.confidential || salary.unit === "month") return null;
  const low = salary.minimum ?? salary.maximum ?? null;
  const high = salary.maximum ?? salary.minimum ?? null;
  if (low === null || high === null || low <= 0) return null;
  const minimum = monthlyEquivalent(low, salary.unit);
  const maximum = monthlyEquivalent(high, salary.unit);
  return minimum === null || maximum === null ? null : { minimum, maximum, confidential: false };
};

/**
 * A salary as spec 9 shows it, through a `t` whose "labels" namespace is loaded: what SalaryText
 * renders, for a list's job card, which has its `t` already (one translation hook per card,
 * docs/performance.md, "Lists").
 */
export const salaryContent = (
  { salary, monthly = false }: SalaryTextProps,
  t: (key: string) => string,
): ReactNode => {
  const negotiable = t("labels:salary.negotiable");
  const perMonth = monthly ? monthlyRange(salary) : null;
  return [
    pieces(formatSalaryParts(salary, { negotiable, unit: t(`labels:salary.unit.${salary.unit}`) })),
    perMonth !== null && [
      " · ",
      pieces(formatSalaryParts(perMonth, { negotiable, unit: t("labels:salary.unit.month") }).map((part, i) => (i === 0 ? `≈ ${part}` : part))),
    ],
  ];
};

/** A salary as spec 9 shows it, in the user's language (one text for 'negotiable' and the units). */
export function SalaryText(props: SalaryTextProps) {
  const { t } = useTranslation("labels");
  return salaryContent(props, t);
}
