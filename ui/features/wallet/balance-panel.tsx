import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { WalletView } from "../../../domain/wallet/wallet-api.schema";
import { href } from "../../routes/href";
import { Money } from "../../shared/format/money";

/**
 * The balance apart (issue 23): what is available, what is held in escrow, what is on its way out
 * (a withdrawal being sent); then Withdraw (only for who may move the money out: a seeker, a
 * business's Admin), PIN settings and the monthly statement. Withdraw and PIN settings act on the
 * active role's wallet, so both sides link the same pages.
 */
export function BalancePanel({ view, statementMonth }: { readonly view: WalletView; readonly statementMonth: string }) {
  const { t } = useTranslation("wallet");
  const { balance } = view;
  return (
    <section className="wl-balance" aria-labelledby="wl-balance-title">
      <h2 id="wl-balance-title" className="wl-balance__title">
        {t("balance.title")}
      </h2>
      <p className="wl-balance__available">
        <span className="wl-balance__label">{t("balance.available")}</span>
        <span className="wl-balance__big">
          <Money amount={balance.available} />
        </span>
        <span className="wl-balance__line">{t("balance.availableLine")}</span>
      </p>
      <dl className="wl-balance__apart">
        <div>
          <dt>{t("balance.inEscrow")}</dt>
          <dd>
            <Money amount={balance.inEscrow} />
          </dd>
          <dd className="wl-balance__line">{view.holder === "seeker" ? t("balance.inEscrowLineSeeker") : t("balance.inEscrowLineBusiness")}</dd>
        </div>
        <div>
          <dt>{t("balance.pendingOut")}</dt>
          <dd>
            <Money amount={balance.pendingOut} />
          </dd>
          <dd className="wl-balance__line">{t("balance.pendingOutLine")}</dd>
        </div>
      </dl>
      <div className="wl-balance__actions">
        {view.canManage && (
          <Link className="ds-button ds-button--primary" to={href.walletWithdraw()}>
            {t("balance.withdraw")}
          </Link>
        )}
        <Link className="ds-button ds-button--secondary" to={href.walletPin()}>
          {t("balance.pin")}
        </Link>
        <Link className="ds-button ds-button--secondary" to={href.walletStatement({ month: statementMonth })}>
          {t("balance.statement")}
        </Link>
      </div>
    </section>
  );
}
