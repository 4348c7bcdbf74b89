import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { Brand } from "../design-system/brand";
import { BriefcaseIcon } from "../design-system/icons/briefcase";
import { ChatIcon } from "../design-system/icons/chat";
import { ClipboardIcon } from "../design-system/icons/clipboard";
import type { IconProps } from "../design-system/icons/icon";
import { StoreIcon } from "../design-system/icons/store";
import { UserIcon } from "../design-system/icons/user";
import { WalletIcon } from "../design-system/icons/wallet";
import { href } from "../routes/href";

export interface HomeTab {
  readonly to: string;
  readonly labelKey: string;
  readonly icon: ComponentType<IconProps>;
}

export const SEEKER_TABS: readonly HomeTab[] = [
  { to: href.seekerHome(), labelKey: "seeker.tab.jobs", icon: BriefcaseIcon },
  { to: href.seekerActivity(), labelKey: "seeker.tab.activity", icon: ClipboardIcon },
  { to: href.seekerMe(), labelKey: "seeker.tab.me", icon: UserIcon },
  { to: href.seekerTransactions(), labelKey: "seeker.tab.transactions", icon: WalletIcon },
];

export const PROVIDER_TABS: readonly HomeTab[] = [
  { to: href.providerHome(), labelKey: "provider.tab.jobs", icon: BriefcaseIcon },
  { to: href.providerMessages(), labelKey: "provider.tab.messages", icon: ChatIcon },
  { to: href.providerAccount(), labelKey: "provider.tab.account", icon: StoreIcon },
];

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
