import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { WalletView } from "../../../domain/wallet/wallet-api.schema";
import { Money } from "../../shared/format/money";

export interface WalletLinks {
  /** Withdraw and PIN settings: wallet-pin-ui's pages, linked once its routes are merged. */
  readonly withdraw?: string;
  readonly pin?: string;
  readonly statement: string;
}

/**
 * The balance apart (issue 23): what is available, what is held in escrow, what is on its way out
 * (a withdrawal being sent); then Withdraw (only for who may move the money out: a seeker, a
 * business's Admin), PIN settings and the monthly statement.
 */
export function BalancePanel({ view, links }: { readonly view: WalletView; readonly links: WalletLinks }) {
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
        {view.canManage && links.withdraw !== undefined && (
          <Link className="ds-button ds-button--primary" to={links.withdraw}>
            {t("balance.withdraw")}
          </Link>
        )}
        {links.pin !== undefined && (
          <Link className="ds-button ds-button--secondary" to={links.pin}>
            {t("balance.pin")}
          </Link>
        )}
        <Link className="ds-button ds-button--secondary" to={links.statement}>
          {t("balance.statement")}
        </Link>
      </div>
    </section>
  );
}
