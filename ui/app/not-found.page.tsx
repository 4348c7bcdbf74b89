import { useTranslation } from "react-i18next";
import { StatePanel } from "../design-system/state-panel";
import { GoHome } from "../shared/page-state";
import { TopBar } from "../shared/top-bar";

/** A path the app does not have: calm, with the way home (asking again gets the same page). */
export default function NotFoundScreen() {
  const { t } = useTranslation("account");
  return (
    <main className="page">
      <TopBar />
      <StatePanel tone="notAvailable" headingLevel={1} title={t("notFound.title")} line={t("notFound.body")} action={<GoHome />} />
    </main>
  );
}
