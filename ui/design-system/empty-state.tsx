import type { ReactNode } from "react";

/** A small drawing for empty lists: a card under a magnifier, in the brand's colours (inline, ~300 B). */
function EmptyArt() {
  return (
    <svg className="ds-state__art" width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="8" y="12" width="56" height="48" rx="8" fill="#e8f3ee" />
      <rect x="18" y="24" width="30" height="5" rx="2.5" fill="currentColor" opacity=".55" />
      <rect x="18" y="35" width="22" height="5" rx="2.5" fill="currentColor" opacity=".3" />
      <rect x="18" y="46" width="26" height="5" rx="2.5" fill="currentColor" opacity=".3" />
      <circle cx="66" cy="40" r="14" fill="#fff" stroke="currentColor" strokeWidth="5" />
      <path d="M76 50l10 10" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <circle cx="84" cy="14" r="4" fill="#f2b705" />
    </svg>
  );
}

/** Nothing to show yet: a drawing, what is empty, and (children) what to do about it. */
export function EmptyState({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="ds-state">
      <EmptyArt />
      <p className="ds-state__title">{title}</p>
      {children}
    </div>
  );
}
