import { useId } from "react";
import { FieldNotes, type FieldError } from "./field-frame";
import "./collections.css";

export interface ChipsFieldProps {
  readonly label: string;
  readonly options: readonly string[];
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  /** No more can be picked once this many are (the rest are disabled). */
  readonly max: number;
  readonly hint?: string;
  readonly error?: FieldError;
}

/** Multi-select as toggle chips, at most `max` picked (e.g. 5 preferred positions). */
export function ChipsField({ label, options, selected, onChange, max, hint, error }: ChipsFieldProps) {
  const id = useId();
  const full = selected.length >= max;
  const toggle = (option: string) =>
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : full ? selected : [...selected, option]);
  return (
    <fieldset className="ds-chips" aria-describedby={`${id}-hint ${id}-error`}>
      <legend>{label}</legend>
      <div className="ds-chips__list">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button key={option} type="button" className="ds-chip" aria-pressed={on} disabled={!on && full} onClick={() => toggle(option)}>
              {option}
            </button>
          );
        })}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
