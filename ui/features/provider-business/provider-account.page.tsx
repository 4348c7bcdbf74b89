import { useTranslation } from "react-i18next";
import { ChatIcon } from "../../design-system/icons/chat";
import { ShieldIcon } from "../../design-system/icons/shield";
import { StoreIcon } from "../../design-system/icons/store";
import { UserIcon } from "../../design-system/icons/user";
import { WalletIcon } from "../../design-system/icons/wallet";
import { MenuList } from "../../design-system/list";
import { href } from "../../routes/href";
import { AccountPanel } from "../../shared/account-panel";
import { HomeShell } from "../../shared/home-shell";
import { PROVIDER_TABS } from "../../shared/provider-tabs";

/** Provider home, tab Account: the provider's own pages as menu rows, then the account (role, language, log out). */
export default function ProviderAccountScreen() {
  const { t } = useTranslation(["shell", "provider", "business"]);
  return (
    <HomeShell tabs={PROVIDER_TABS}>
      <div className="stack">
        <h1>{t("provider.tab.account")}</h1>
        <MenuList
          label={t("provider.tab.account")}
          items={[
            { id: "profile", label: t("provider:profile.title"), icon: <UserIcon />, to: href.providerPersonInfo() },
            { id: "contact", label: t("business:contact.title"), icon: <ChatIcon />, to: href.jobProviderContact() },
            { id: "verify", label: t("provider:home.verify"), icon: <StoreIcon />, to: href.verifyCompany() },
            { id: "balance", label: t("provider:account.balance"), icon: <WalletIcon />, to: href.providerBalance() },
            { id: "help", label: t("provider:helpCenter.title"), icon: <ShieldIcon />, to: href.helpCenter() },
          ]}
        />
        <AccountPanel />
      </div>
    </HomeShell>
  );
}
