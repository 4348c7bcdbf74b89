import { OTP_LENGTH } from "../../domain/identity/otp.rules";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";

export interface OtpFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (digits: string) => void;
  readonly error?: FieldError;
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

/** One input for the whole 4-digit code, so SMS autofill (one-time-code) and paste both work. */
export function OtpField({ id, label, value, onChange, error, hint, disabled, autoFocus }: OtpFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null} className="ds-otp">
      <input
        id={id}
        className="ds-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}
