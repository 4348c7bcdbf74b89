import type { ReactNode } from "react";

/**
 * The primary action of a long page (Lamar, Simpan), kept at the bottom of the screen while the
 * page scrolls (position: sticky; above the bottom navigation on a home). Put it last in the
 * page's <main>; secondary actions in `side` keep their own width on the left.
 */
export function ActionBar({ children, side }: { readonly children: ReactNode; readonly side?: ReactNode }) {
  return (
    <div className="ds-action-bar">
      {side !== undefined && <div className="ds-action-bar__side">{side}</div>}
      {children}
    </div>
  );
}
