import { formatThousands } from "../../domain/format/number.format";
import { describedBy, FieldFrame } from "./field-frame";

export interface MoneyFieldProps {
  readonly id: string;
  readonly label: string;
  /** As shown: dot-grouped digits ("1.500.000"), empty for nothing; parseThousands reads it back. */
  readonly value: string;
  readonly onChange: (formatted: string) => void;
  readonly hint?: string;
  readonly error?: string | null;
  readonly disabled?: boolean;
}

/** Rupiah amounts: an "Rp" prefix, digits only, dot thousands as they are typed (spec section 5). */
export function MoneyField({ id, label, value, onChange, hint, error, disabled }: MoneyFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null} prefix={<span className="ds-field__prefix">Rp</span>}>
      <input
        id={id}
        className="ds-field__input"
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(formatThousands(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}
