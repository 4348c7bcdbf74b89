import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

/** /JPPersonInfoSuccess: the personal profile was saved. */
export default function JPPersonInfoSuccessPage() {
  const { t } = useTranslation(["business", "provider"]);
  return (
    <main className="page stack">
      <TopBar title={t("profile.savedTitle")} />
      <p>{t("profile.savedBody")}</p>
      <Link className="ds-button ds-button--primary ds-button--block" to={href.providerPersonInfo()}>
        {t("profile.view")}
      </Link>
      <Link to={href.providerHome()}>{t("provider:home.backToJobs")}</Link>
    </main>
  );
}
