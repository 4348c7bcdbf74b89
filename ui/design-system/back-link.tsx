import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ArrowLeftIcon } from "./icons/arrow-left";

/** "Back to …" at the top of a page: an arrow and the label, a full-size touch target. */
export function BackLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <Link className="ds-back" to={to}>
      <ArrowLeftIcon size={20} />
      {children}
    </Link>
  );
}
