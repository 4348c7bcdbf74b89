import { Fragment } from "react";
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
function Pieces({ parts }: { readonly parts: readonly string[] }) {
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && " "}
      <span style={{ whiteSpace: "nowrap" }}>{part}</span>
    </Fragment>
  ));
}

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

/** A salary as spec 9 shows it, in the user's language (one text for 'negotiable' and the units). */
export function SalaryText({ salary, monthly = false }: SalaryTextProps) {
  const { t } = useTranslation("labels");
  const negotiable = t("labels:salary.negotiable");
  const parts = formatSalaryParts(salary, { negotiable, unit: t(`labels:salary.unit.${salary.unit}`) });
  const perMonth = monthly ? monthlyRange(salary) : null;
  return (
    <>
      <Pieces parts={parts} />
      {perMonth !== null && (
        <>
          {" · "}
          <Pieces parts={formatSalaryParts(perMonth, { negotiable, unit: t("labels:salary.unit.month") }).map((part, i) => (i === 0 ? `≈ ${part}` : part))} />
        </>
      )}
    </>
  );
}
