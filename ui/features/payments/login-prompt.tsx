import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { StatePanel } from "../../design-system/state-panel";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

/**
 * A public payment page opened without a session: not available without one (the state's calm
 * tone, its title the page's h1), and its one action, Log in, comes back to this very page.
 */
export function LoginPrompt({ title, line }: { readonly title: string; readonly line?: string }) {
  const { t } = useTranslation("payments");
  const location = useLocation();
  return (
    <main className="page stack">
      <TopBar />
      <StatePanel
        tone="notAvailable"
        title={title}
        line={line ?? t("login.body")}
        headingLevel={1}
        action={
          <Link className="ds-button ds-button--primary" to={href.loginAndBack(location)}>
            {t("login.action")}
          </Link>
        }
      />
    </main>
  );
}
