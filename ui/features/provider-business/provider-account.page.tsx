import { useTranslation } from "react-i18next";
import { HomeShell, PROVIDER_TABS } from "../../shared/home-shell";
import { AccountPanel } from "../../shared/account-panel";

export default function ProviderAccountScreen() {
  const { t } = useTranslation("shell");
  return (
    <HomeShell tabs={PROVIDER_TABS}>
      <h1>{t("provider.tab.account")}</h1>
      <AccountPanel />
    </HomeShell>
  );
}
