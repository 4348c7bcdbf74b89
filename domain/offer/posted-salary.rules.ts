import { monthlyEquivalent } from "../format/salary.format";
import type { JobSalary } from "../job/job.schema";
import { dailyWageOf, type OfferWage } from "./offer-price.rules";

/**
 * The job's posted salary as an offer's seeker may read it (issue 19): the salary as posted when
 * it names an amount and is not confidential; null otherwise, so a confidential salary's amounts
 * never leave the server with an offer.
 */
export const comparablePostedSalary = (salary: JobSalary): JobSalary | null =>
  salary.confidential || (salary.minimum === null && salary.maximum === null) ? null : salary;

/**
 * Whether an offer pays less than the job posted, like with like: what it pays a working day
 * against the posting's lowest amount per its unit, both through the monthly equivalent the
 * salary filter and the job cards use (`monthlyEquivalent`: 22 working days, 8 hours a day). Never
 * for a salary that is not comparable (confidential, without an amount) or paid per project.
 */
export const isBelowPostedSalary = (wage: OfferWage, workingDays: number, posted: JobSalary | null): boolean => {
  if (posted === null || posted.confidential) return false;
  const lowest = posted.minimum ?? posted.maximum;
  if (lowest === null) return false;
  const postedMonthly = monthlyEquivalent(lowest, posted.unit);
  const offeredMonthly = monthlyEquivalent(dailyWageOf(wage, workingDays), "day");
  return postedMonthly !== null && offeredMonthly !== null && offeredMonthly < postedMonthly;
};
