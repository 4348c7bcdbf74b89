import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { PlaceholderBody } from "../placeholder/placeholder.screen";
import { HomeShell, SEEKER_TABS } from "./home-shell";

/** Seeker home, tab Transaksi Anda (balance, withdrawal, PIN). Placeholder until money lands. */
export default function SeekerTransactionsScreen({ route }: PageProps) {
  const { t } = useTranslation("shell");
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <PlaceholderBody route={route} heading={t("seeker.tab.transactions")} />
    </HomeShell>
  );
}
