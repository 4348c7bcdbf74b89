import type { TFunction } from "i18next";
import { formatSalary } from "../../domain/format/salary.format";
import type { JobSalary } from "../../domain/job/job.schema";

/** Spec section 9's salary display in the current language. */
export const salaryText = (salary: JobSalary, t: TFunction): string =>
  formatSalary(salary, { negotiable: t("provider:salary.negotiable"), unit: t(`provider:unit.${salary.unit}`) });

/** A date and time in Jakarta time, in the current language ("30 Jun 2027, 23.59"). */
export const wibDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en-GB", {
    timeZone: "Asia/Jakarta",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
