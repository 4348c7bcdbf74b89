import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

/** A public payment page opened without a session: log in, then come back to this very page. */
export function LoginPrompt({ title }: { readonly title: string }) {
  const { t } = useTranslation("payments");
  const location = useLocation();
  return (
    <main className="page stack">
      <TopBar title={title} />
      <p>{t("login.body")}</p>
      <Link className="ds-button ds-button--primary ds-button--block" to={href.loginAndBack(location)}>
        {t("login.action")}
      </Link>
    </main>
  );
}
