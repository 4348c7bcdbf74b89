import { Result } from "effect";
import { useId, useMemo } from "react";
import { formatRupiah } from "../../domain/format/number.format";
import { salaryFilterSteps, validateSalaryFilter } from "../../domain/seeker/salary.rules";
import "./collections.css";

export interface SalaryRange {
  readonly min: number;
  readonly max: number;
}

export interface SalaryRangeFieldProps {
  readonly legend: string;
  readonly minLabel: string;
  readonly maxLabel: string;
  readonly value: SalaryRange;
  readonly onChange: (value: SalaryRange) => void;
  /** The text of the domain's error key, when min is not below max. */
  readonly errorText: (i18nKey: string) => string;
}

/** The list's salary filter: Rp1.000.000 to Rp200.000.000 in Rp500.000 steps, min below max (spec 9). */
export function SalaryRangeField({ legend, minLabel, maxLabel, value, onChange, errorText }: SalaryRangeFieldProps) {
  const id = useId();
  const steps = useMemo(() => salaryFilterSteps(), []);
  const checked = validateSalaryFilter(value);
  const error = Result.isFailure(checked) ? errorText(checked.failure.i18nKey) : null;
  const select = (which: "min" | "max", label: string) => (
    <div className="ds-field">
      <label className="ds-field__label" htmlFor={`${id}-${which}`}>
        {label}
      </label>
      <div className="ds-field__control">
        <select
          id={`${id}-${which}`}
          className="ds-field__input"
          value={value[which]}
          aria-invalid={error !== null || undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => onChange({ ...value, [which]: Number(event.target.value) })}
        >
          {steps.map((step) => (
            <option key={step} value={step}>
              {formatRupiah(step)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
  return (
    <fieldset className="stack" style={{ gap: "var(--space-2)" }}>
      <legend>{legend}</legend>
      <div className="ds-range">
        {select("min", minLabel)}
        {select("max", maxLabel)}
      </div>
      <span className="ds-field__error" id={`${id}-error`} role="alert">
        {error}
      </span>
    </fieldset>
  );
}
