import { useTranslation } from "react-i18next";
import { href } from "../../routes/href";
import type { PageProps } from "../../routes/route-def";
import { TopBar } from "../../shared/top-bar";
import { WalletMoney } from "./wallet-money";


/** /provider/balance (issue 23), from Akun: the business's balance apart, Withdraw (the Admin's), PIN settings, every transaction. */
export default function ProviderBalanceScreen(_props: PageProps) {
  const { t } = useTranslation("wallet");
  return (
    <main className="page stack">
      <TopBar title={t("balance.pageTitle")} up={href.providerAccount()} />
      <WalletMoney />
    </main>
  );
}
