import { useTranslation } from "react-i18next";
import { COUNTRY_CODE, formatPhone } from "../../domain/identity/phone.format";
import { formatInPlace } from "./caret";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";

export interface PhoneFieldProps {
  readonly id: string;
  readonly label: string;
  /** Formatted as shown (8xx-xxxx-xxxx); the domain's parseLocalPhone reads it back. */
  readonly value: string;
  readonly onChange: (formatted: string) => void;
  readonly hint?: string;
  readonly error?: FieldError;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * +62 prefix, digits only: letters are dropped as they are typed and the number is grouped
 * 3-4-rest, the caret staying after the digit it was after (caret.ts).
 */
export function PhoneField({ id, label, value, onChange, hint, error, disabled, autoFocus }: PhoneFieldProps) {
  const { t } = useTranslation("common");
  const prefix = (
    <span className="ds-field__prefix">
      <span aria-hidden="true">{COUNTRY_CODE}</span>
      <span className="visually-hidden">{`${t("field.phone.country")} ${COUNTRY_CODE}`}</span>
    </span>
  );
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null} prefix={prefix}>
      <input
        id={id}
        className="ds-field__input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={16}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(event) => onChange(formatInPlace(event.target, value, (raw) => formatPhone(stripLeadingCountry(raw))))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}

// A pasted "+62 812..." or "0812..." would otherwise keep its 62/0 in front of the digits.
const stripLeadingCountry = (raw: string): string => raw.trim().replace(/^\+?62[\s-]?/, "").replace(/^0/, "");
