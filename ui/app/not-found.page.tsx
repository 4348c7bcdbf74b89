import { useTranslation } from "react-i18next";
import { NotAvailable } from "../shared/not-available";
import { TopBar } from "../shared/top-bar";

export default function NotFoundScreen() {
  const { t } = useTranslation("account");
  return (
    <main className="page">
      <TopBar />
      <NotAvailable title={t("notFound.title")} body={t("notFound.body")} />
    </main>
  );
}
