import { useTranslation } from "react-i18next";
import { AccountPanel } from "../../shared/account-panel";

/** /account/role: choose or switch role, reachable from both homes. */
export default function AccountScreen() {
  const { t } = useTranslation("account");
  return (
    <main className="page stack">
      <h1>{t("account.title")}</h1>
      <AccountPanel />
    </main>
  );
}
