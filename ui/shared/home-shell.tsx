import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { href } from "../routes/href";

export interface HomeTab {
  readonly to: string;
  readonly labelKey: string;
}

export const SEEKER_TABS: readonly HomeTab[] = [
  { to: href.seekerHome(), labelKey: "seeker.tab.jobs" },
  { to: href.seekerActivity(), labelKey: "seeker.tab.activity" },
  { to: href.seekerMe(), labelKey: "seeker.tab.me" },
  { to: href.seekerTransactions(), labelKey: "seeker.tab.transactions" },
];

export const PROVIDER_TABS: readonly HomeTab[] = [
  { to: href.providerHome(), labelKey: "provider.tab.jobs" },
  { to: href.providerMessages(), labelKey: "provider.tab.messages" },
  { to: href.providerAccount(), labelKey: "provider.tab.account" },
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
