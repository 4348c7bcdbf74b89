import { useTranslation } from "react-i18next";
import { NotAvailable } from "../shared/not-available";

export default function NotFoundScreen() {
  const { t } = useTranslation("account");
  return (
    <main className="page">
      <NotAvailable title={t("notFound.title")} body={t("notFound.body")} />
    </main>
  );
}
