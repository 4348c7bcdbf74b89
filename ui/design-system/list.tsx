import type { ReactNode } from "react";

export interface ListItem {
  readonly id: string;
  readonly primary: ReactNode;
  readonly secondary?: ReactNode;
}

export function List({ items, label }: { readonly items: readonly ListItem[]; readonly label?: string }) {
  return (
    <ul className="ds-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="ds-list__item">
          <span>{item.primary}</span>
          {item.secondary !== undefined && <span className="muted">{item.secondary}</span>}
        </li>
      ))}
    </ul>
  );
}
