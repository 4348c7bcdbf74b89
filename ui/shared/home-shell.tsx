import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";

export interface HomeTab {
  readonly to: string;
  readonly labelKey: string;
}

export const SEEKER_TABS: readonly HomeTab[] = [
  { to: "/seeker", labelKey: "seeker.tab.jobs" },
  { to: "/seeker/activity", labelKey: "seeker.tab.activity" },
  { to: "/seeker/me", labelKey: "seeker.tab.me" },
  { to: "/seeker/transactions", labelKey: "seeker.tab.transactions" },
];

export const PROVIDER_TABS: readonly HomeTab[] = [
  { to: "/provider", labelKey: "provider.tab.jobs" },
  { to: "/provider/messages", labelKey: "provider.tab.messages" },
  { to: "/provider/account", labelKey: "provider.tab.account" },
];

/** A home tab: its content above the role's bottom navigation. */
export function HomeShell({ tabs, children }: { readonly tabs: readonly HomeTab[]; readonly children: ReactNode }) {
  const { t } = useTranslation("shell");
  return (
    <>
      <main className="page page--with-nav">{children}</main>
      <nav className="bottom-nav" aria-label={t("nav.label")}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end className="bottom-nav__link">
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
