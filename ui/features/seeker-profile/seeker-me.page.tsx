import { useTranslation } from "react-i18next";
import { HomeShell } from "../../shared/home-shell";
import { SEEKER_TABS } from "../../shared/seeker-tabs";
import { ProfileSummary } from "./profile-summary";
import { AccountPanel } from "../../shared/account-panel";

/** Seeker home, tab Saya: the account (profile sections arrive with the profile feature). */
export default function SeekerMeScreen() {
  const { t } = useTranslation("shell");
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <div className="stack">
        <h1>{t("seeker.tab.me")}</h1>
        <ProfileSummary />
        <AccountPanel />
      </div>
    </HomeShell>
  );
}
