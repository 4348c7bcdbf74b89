import { useTranslation } from "react-i18next";
import type { PageProps } from "../../routes/route-def";
import { HomeShell } from "../../shared/home-shell";
import { SEEKER_TABS } from "../../shared/seeker-tabs";
import { WalletMoney } from "./wallet-money";


/** Seeker home, tab Transaksi Anda (issue 23): her balance apart, Withdraw, PIN settings, every transaction. */
export default function SeekerTransactionsScreen(_props: PageProps) {
  const { t } = useTranslation("wallet");
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <h1>{t("transactions.pageTitle")}</h1>
      <WalletMoney />
    </HomeShell>
  );
}
