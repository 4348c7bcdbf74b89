import type { ButtonHTMLAttributes } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: "primary" | "secondary" | "ghost" | "danger";
  readonly block?: boolean;
  /** Shows the pending label and blocks a second submit until the first one answers. */
  readonly pending?: boolean;
  readonly pendingLabel?: string;
}

export function Button({ variant = "primary", block = false, pending = false, pendingLabel, className, children, disabled, type, ...rest }: ButtonProps) {
  const classes = ["ds-button", `ds-button--${variant}`, block ? "ds-button--block" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button {...rest} type={type ?? "button"} className={classes} disabled={disabled === true || pending} aria-busy={pending || undefined}>
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
