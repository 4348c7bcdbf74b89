import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePathFor, useSession } from "./session-context";

export default function NotFoundScreen() {
  const { t } = useTranslation("account");
  const session = useSession();
  return (
    <main className="page">
      <div className="ds-state">
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.body")}</p>
        <Link className="ds-button ds-button--primary" to={homePathFor(session)}>
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}
