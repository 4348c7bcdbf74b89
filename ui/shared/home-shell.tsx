import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useSession } from "../app/session-context";
import { Avatar } from "../design-system/avatar";
import { Brand } from "../design-system/brand";
import type { IconProps } from "../design-system/icons/icon";

export interface HomeTab {
  readonly to: string;
  readonly labelKey: string;
  readonly icon: ComponentType<IconProps>;
}

// Each role's tabs are their own module (seeker-tabs.ts, provider-tabs.ts): a home loads only its own.

/**
 * A home tab: the header (who is using the app: the business on a provider's home, the person on a
 * seeker's, with the avatar; and the brand), its content, and the role's bottom navigation (an
 * icon over a label on one line; docs/ui.md). The name comes with the session: nothing to load.
 */
export function HomeShell({ tabs, children }: { readonly tabs: readonly HomeTab[]; readonly children: ReactNode }) {
  const { t } = useTranslation("shell");
  const session = useSession();
  const name = (session?.roleId === "provider" ? session.companyInfo?.name : undefined) ?? session?.userInfo?.fullName ?? "";
  return (
    <>
      <main className="page page--with-nav">
        <header className="home-header">
          {name !== "" && (
            <>
              <Avatar name={name} />
              <p className="home-header__name">{name}</p>
            </>
          )}
          <Brand markOnly={name !== ""} />
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
