import { OTP_LENGTH } from "../../domain/identity/otp.rules";
import { PIN_LENGTH } from "../../domain/policy/business-constants";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";

export interface DigitsFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (digits: string) => void;
  readonly error?: FieldError;
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

/** One input for a whole code of `length` digits: the phone's number pad (inputmode, and the digits pattern for iOS), digits only. */
function DigitsField({ id, label, value, onChange, error, hint, disabled, autoFocus, length, secret }: DigitsFieldProps & { readonly length: number; readonly secret: boolean }) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null} className="ds-otp">
      <input
        id={id}
        className="ds-field__input"
        type={secret ? "password" : "text"}
        inputMode="numeric"
        autoComplete={secret ? "off" : "one-time-code"}
        pattern="[0-9]*"
        maxLength={length}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, length))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}

/** The login's 4-digit code: one input, so SMS autofill (one-time-code) and paste both work. */
export const OtpField = (props: DigitsFieldProps) => <DigitsField {...props} length={OTP_LENGTH} secret={false} />;

/**
 * The 6-digit transaction PIN: masked (a password field, so it is never shown, kept by the
 * browser's autofill or read back by a screen reader). The value lives in the form's state alone:
 * the screen sends it inside the one request that needs it and forgets it.
 */
export const PinField = (props: DigitsFieldProps) => <DigitsField {...props} length={PIN_LENGTH} secret />;
