import { PIN_LENGTH } from "../../domain/policy/business-constants";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";

export interface PinFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (digits: string) => void;
  readonly error?: FieldError;
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * The 6-digit transaction PIN: one masked input (a password field, so it is never shown, kept by
 * the browser's autofill or read back by a screen reader), the phone's number pad (inputmode, and
 * the digits pattern for iOS), digits only. The value lives in the form's state alone: the screen
 * sends it inside the one request that needs it and forgets it.
 */
export function PinField({ id, label, value, onChange, error, hint, disabled, autoFocus }: PinFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null} className="ds-otp">
      <input
        id={id}
        className="ds-field__input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, PIN_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}
