import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ChevronRightIcon } from "./icons/chevron-right";

export interface ListItem {
  readonly id: string;
  readonly primary: ReactNode;
  readonly secondary?: ReactNode;
}

/** Facts as rows (name, phone): a label and its value. */
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

export interface MenuItem {
  readonly id: string;
  readonly label: ReactNode;
  /** A second, smaller line (a status, how complete). */
  readonly detail?: ReactNode;
  /** An icon from ./icons in front of the label. */
  readonly icon?: ReactNode;
  /** A link to a screen (below the /app base), or a button's action. */
  readonly to?: string;
  readonly onClick?: () => void;
}

/**
 * A menu as list rows (Saya, Account): the whole row is the target (52 px high), with a chevron
 * when it opens a screen. Rows never shrink their text; long labels wrap.
 */
export function MenuList({ items, label }: { readonly items: readonly MenuItem[]; readonly label?: string }) {
  return (
    <ul className="ds-list" aria-label={label}>
      {items.map((item) => {
        const inner = (
          <>
            {item.icon}
            <span className="ds-row__text">
              <span>{item.label}</span>
              {item.detail !== undefined && <span className="ds-row__detail">{item.detail}</span>}
            </span>
            {item.to !== undefined && (
              <span className="ds-row__chevron">
                <ChevronRightIcon size={20} />
              </span>
            )}
          </>
        );
        return (
          <li key={item.id}>
            {item.to !== undefined ? (
              <Link className="ds-row" to={item.to}>
                {inner}
              </Link>
            ) : (
              <button type="button" className="ds-row" onClick={item.onClick}>
                {inner}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
