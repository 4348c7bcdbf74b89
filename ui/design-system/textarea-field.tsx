import type { TextareaHTMLAttributes } from "react";
import { characterCount } from "../../domain/shared/text.rules";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";
import "./form-controls.css";

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value"> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  /** Shown as "12/1000" under the field. */
  readonly max: number;
  readonly hint?: string;
  readonly error?: FieldError;
}

/** Multi-line text with a live character count (characters as people count them). */
export function TextareaField({ id, label, value, max, hint, error, ...area }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null}>
      <textarea
        {...area}
        id={id}
        value={value}
        className="ds-field__input ds-field__input--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
      <span className="ds-field__counter" aria-live="off">{`${characterCount(value)}/${max}`}</span>
    </FieldFrame>
  );
}
