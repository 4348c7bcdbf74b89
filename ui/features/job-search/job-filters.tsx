import { Result } from "effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SALARY_FILTER_MAX_RUPIAH, SALARY_FILTER_MIN_RUPIAH } from "../../../domain/policy/business-constants";
import { validateSalaryFilter } from "../../../domain/seeker/salary.rules";
import { JABODETABEK_CITIES } from "../../../domain/shared/place.schema";
import { BottomSheet } from "../../design-system/bottom-sheet";
import { Button } from "../../design-system/button";
import { SalaryRangeField, type SalaryRange } from "../../design-system/salary-range-field";
import { SelectField, type SelectOption } from "../../design-system/select-field";
import { useCategoryOptions } from "../../shared/reference-data";
import { NO_FILTERS, type JobFilters } from "./job-filter-values";

const ANY_SALARY: SalaryRange = { min: SALARY_FILTER_MIN_RUPIAH, max: SALARY_FILTER_MAX_RUPIAH };

/** The filter sheet of Terdekat: salary range (min below max), category, full or part time, area. */
export function JobFilterSheet({ open, value, onApply, onClose }: { readonly open: boolean; readonly value: JobFilters; readonly onApply: (f: JobFilters) => void; readonly onClose: () => void }) {
  const { t } = useTranslation(["search", "jobs", "errors"]);
  const categories = useCategoryOptions();
  const [draft, setDraft] = useState<JobFilters>(value);
  const [salaryOn, setSalaryOn] = useState(value.salary !== null);
  const salary = draft.salary ?? ANY_SALARY;
  const salaryValid = !salaryOn || Result.isSuccess(validateSalaryFilter(salary));
  const select = <K extends "category" | "jobType" | "city">(key: K, label: string, options: readonly SelectOption[]) => (
    <SelectField
      id={`filter-${key}`}
      label={label}
      value={draft[key] ?? ""}
      options={[{ value: "", label: t("search:filters.any") }, ...options]}
      onChange={(value) => setDraft({ ...draft, [key]: value === "" ? null : value })}
    />
  );
  return (
    <BottomSheet open={open} title={t("search:filters.title")} onClose={onClose}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (salaryValid) onApply({ ...draft, salary: salaryOn ? salary : null });
        }}
      >
        <label className="ds-choice">
          <input type="checkbox" checked={salaryOn} onChange={(e) => setSalaryOn(e.target.checked)} />
          {t("search:filters.salaryOn")}
        </label>
        {salaryOn && (
          <SalaryRangeField
            legend={t("search:filters.salary")}
            minLabel={t("search:filters.salaryMin")}
            maxLabel={t("search:filters.salaryMax")}
            value={salary}
            onChange={(s) => setDraft({ ...draft, salary: s })}
            errorText={(key) => t(key, { ns: "errors" })}
          />
        )}
        {select("category", t("search:filters.category"), categories)}
        {select("jobType", t("search:filters.jobType"), (["fullTime", "partTime"] as const).map((j) => ({ value: j, label: t(`jobs:jobType.${j}`) })))}
        {select("city", t("search:filters.city"), JABODETABEK_CITIES.map((c) => ({ value: c, label: c })))}
        <div className="sk-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setSalaryOn(false);
            }}
          >
            {t("search:filters.reset")}
          </Button>
          <Button type="submit" disabled={!salaryValid}>
            {t("search:filters.apply")}
          </Button>
        </div>
      </form>
    </BottomSheet>
  );
}
