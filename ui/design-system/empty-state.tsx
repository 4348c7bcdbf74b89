import type { ReactNode } from "react";

export function EmptyState({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="ds-state">
      <p className="ds-state__title">{title}</p>
      {children}
    </div>
  );
}
