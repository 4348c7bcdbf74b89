import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { Brand } from "../design-system/brand";
import type { IconProps } from "../design-system/icons/icon";

export interface HomeTab {
  readonly to: string;
  readonly labelKey: string;
  readonly icon: ComponentType<IconProps>;
}

// Each role's tabs are their own module (seeker-tabs.ts, provider-tabs.ts): a home loads only its own.

/**
 * A home tab: the brand, its content, and the role's bottom navigation (an icon over a label on
 * one line; docs/ui.md).
 */
export function HomeShell({ tabs, children }: { readonly tabs: readonly HomeTab[]; readonly children: ReactNode }) {
  const { t } = useTranslation("shell");
  return (
    <>
      <main className="page page--with-nav">
        <header className="home-header">
          <Brand />
        </header>
        {children}
      </main>
      <nav className="bottom-nav" aria-label={t("nav.label")}>
        {tabs.map(({ to, labelKey, icon: TabIcon }) => (
          <NavLink key={to} to={to} end className="bottom-nav__link">
            <span className="bottom-nav__icon">
              <TabIcon />
            </span>
            {t(labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
