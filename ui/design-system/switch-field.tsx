import "./form-controls.css";

export interface SwitchFieldProps {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: string;
}

/** An on/off choice: a checkbox announced as a switch, the whole row is the touch target. */
export function SwitchField({ id, label, checked, onChange, hint }: SwitchFieldProps) {
  return (
    <div className="stack" style={{ gap: "var(--space-1)" }}>
      <label className="ds-switch" htmlFor={id}>
        <span>{label}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        />
      </label>
      {hint !== undefined && (
        <span className="ds-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}
