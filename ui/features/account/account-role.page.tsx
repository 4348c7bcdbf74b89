import { useTranslation } from "react-i18next";
import { AccountPanel } from "../../shared/account-panel";
import { TopBar } from "../../shared/top-bar";

/** /account/role: choose or switch role, reachable from both homes. */
export default function AccountScreen() {
  const { t } = useTranslation("account");
  return (
    <main className="page stack">
      <TopBar title={t("account.title")} />
      <AccountPanel />
    </main>
  );
}
