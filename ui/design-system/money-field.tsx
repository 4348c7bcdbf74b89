import { formatThousands } from "../../domain/format/number.format";
import { formatInPlace } from "./caret";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";
import "./form-controls.css";

export interface MoneyFieldProps {
  readonly id: string;
  readonly label: string;
  /** As shown: dot-grouped digits ("1.500.000"), empty for nothing; parseThousands reads it back. */
  readonly value: string;
  readonly onChange: (formatted: string) => void;
  /** Leaving the field: a form may say what is wrong with it from then on, not while it is still being typed. */
  readonly onBlur?: () => void;
  readonly hint?: string;
  readonly error?: FieldError;
  readonly disabled?: boolean;
}

/**
 * Rupiah amounts: an "Rp" prefix, digits only, dot thousands as they are typed (spec section 5),
 * the caret staying after the digit it was after (caret.ts). Wide enough for its value: a pair of
 * money fields in a `ds-grid-2` stacks on a narrow phone (tokens.css).
 */
export function MoneyField({ id, label, value, onChange, onBlur, hint, error, disabled }: MoneyFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null} prefix={<span className="ds-field__prefix">Rp</span>} className="ds-field--money">
      <input
        id={id}
        className="ds-field__input"
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(formatInPlace(event.target, value, formatThousands))}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}
