import type { SelectHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";
import "./form-controls.css";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "onChange"> {
  readonly id: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
  readonly error?: FieldError;
}

/** A native select (the phone's own picker) in the field frame. */
export function SelectField({ id, label, options, value, onChange, hint, error, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null}>
      <select
        {...select}
        id={id}
        className="ds-field__input ds-field__input--select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
