import { useState } from "react";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import { CLOCK } from "../../../application/ports/clock.port";
import { useService } from "../../app/container-context";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { BalancePanel } from "./balance-panel";
import { TransactionsSection } from "./transactions-section";
import { recentMonths } from "./wallet-months";
import "./wallet.css";

/**
 * A wallet's money, one for both sides (the seeker's tab, the business's balance page): the
 * balance apart, then every transaction. The two are asked for at once; each shows its own
 * loading and failure.
 */
export function WalletMoney() {
  const wallet = useService(WALLET_API);
  const clock = useService(CLOCK);
  const [months] = useState(() => recentMonths(clock.now()));
  const { state, reload } = useServerData(["wallet"], () => wallet.wallet());
  return (
    <div className="stack wl-money">
      {state.status === "ready" ? (
        // The statement of the month the server is in (the phone's clock may be off by a day at a month's end).
        <BalancePanel view={state.value} statementMonth={recentMonths(state.value.serverNow, 1)[0]!} />
      ) : (
        <LoadState state={state} reload={reload} headingLevel={2} skeleton={<SkeletonCards count={1} />} />
      )}
      <TransactionsSection months={months} />
    </div>
  );
}
