import type { InputHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FieldError } from "./field-frame";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "prefix"> {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: FieldError;
}

export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} {...(hint === undefined ? {} : { hint })} error={error ?? null}>
      <input
        {...input}
        id={id}
        className="ds-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error) || undefined}
      />
    </FieldFrame>
  );
}
