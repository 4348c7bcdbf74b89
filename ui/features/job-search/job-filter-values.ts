import type { JobType } from "../../../domain/job/job.schema";
import type { JabodetabekCity } from "../../../domain/shared/place.schema";
import type { SalaryRange } from "../../design-system/salary-range-field";

/** The filters of the Terdekat list (the sheet that edits them is loaded when first opened). */
export interface JobFilters {
  readonly salary: SalaryRange | null;
  readonly category: string | null;
  readonly jobType: JobType | null;
  readonly city: JabodetabekCity | null;
}
export const NO_FILTERS: JobFilters = { salary: null, category: null, jobType: null, city: null };

export const activeFilterCount = (f: JobFilters): number => [f.salary, f.category, f.jobType, f.city].filter((x) => x !== null).length;

