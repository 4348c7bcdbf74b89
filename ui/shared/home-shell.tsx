import { useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { firstInputStore } from "../app/first-input";
import { useSession } from "../app/session-context";
import { Avatar } from "../design-system/avatar";
import { Brand } from "../design-system/brand";
import { lazyComponent } from "../design-system/lazy-component";
import type { IconProps } from "../design-system/icons/icon";
import { useUnreadTotal } from "./use-unread-total";

/** Reads and follows the unread total: loaded with the first touch or key; without signal it waits for the next mount. */
const UnreadTotalWatch = lazyComponent(
  () => import("./unread-total-watch"),
  (m) => m.default,
  null,
  true,
);

export interface HomeTab {
  readonly to: string;
  readonly labelKey: string;
  readonly icon: ComponentType<IconProps>;
  /** The tab that leads to the user's messages: it shows her unread total (issue 24). */
  readonly unread?: true;
}

// Each role's tabs are their own module (seeker-tabs.ts, provider-tabs.ts): a home loads only its own.

/**
 * A home tab: the header (who is using the app: the business on a provider's home, the person on a
 * seeker's, with the avatar; and the brand), its content, and the role's bottom navigation (an
 * icon over a label on one line; docs/ui.md). The name comes with the session: nothing to load.
 * The messages' tab carries the unread total as a badge, in its name too ("Messages, 3 unread").
 */
export function HomeShell({ tabs, children }: { readonly tabs: readonly HomeTab[]; readonly children: ReactNode }) {
  const { t } = useTranslation("shell");
  const session = useSession();
  const name = (session?.roleId === "provider" ? session.companyInfo?.name : undefined) ?? session?.userInfo?.fullName ?? "";
  const counts = tabs.some((tab) => tab.unread === true);
  const unread = useUnreadTotal() ?? 0;
  const touched = useSyncExternalStore(firstInputStore.subscribe, firstInputStore.done, () => false);
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
      {counts && touched && <UnreadTotalWatch />}
      <nav className="bottom-nav" aria-label={t("nav.label")}>
        {tabs.map(({ to, labelKey, icon: TabIcon, unread: counted }) => {
          const count = counted === true ? unread : 0;
          return (
            <NavLink key={to} to={to} end className="bottom-nav__link" aria-label={count > 0 ? t("nav.unread", { label: t(labelKey), count }) : undefined}>
              <span className="bottom-nav__icon">
                <TabIcon />
                {count > 0 && (
                  <span className="bottom-nav__badge" aria-hidden="true">
                    {count > 99 ? "99+" : count}
                  </span>
                )}
              </span>
              {t(labelKey)}
            </NavLink>
          );
        })}
      </nav>
    </>
  );
}
