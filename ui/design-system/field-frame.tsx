import type { ReactElement, ReactNode } from "react";

/**
 * A field's error: its words, or an element that draws them (a catalogue text kept by its key,
 * which follows a switch of language and waits for its texts); null when there is none. An element
 * marks the field invalid at once, before its words are in.
 */
export type FieldError = string | ReactElement | null;

export interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: FieldError;
  readonly prefix?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/** Label, control, hint and error of every field; ids tie them together for screen readers. */
export function FieldFrame({ id, label, hint, error, prefix, className, children }: FieldFrameProps) {
  const invalid = error !== undefined && error !== null && error !== "";
  return (
    <div className={["ds-field", invalid ? "ds-field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="ds-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ds-field__control">
        {prefix}
        {children}
      </div>
      <FieldNotes id={id} hint={hint} error={invalid ? error : null} />
    </div>
  );
}

/** A field's hint and its error (announced as it appears), with the ids `describedBy` points at. */
export function FieldNotes({ id, hint, error }: { readonly id: string; readonly hint: string | undefined; readonly error: FieldError | undefined }) {
  return (
    <>
      {hint !== undefined && (
        <span className="ds-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <span className="ds-field__error" id={`${id}-error`} role="alert">
        {error ?? null}
      </span>
    </>
  );
}

export const describedBy = (id: string, hint: string | undefined, error: FieldError | undefined): string =>
  [hint !== undefined ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
