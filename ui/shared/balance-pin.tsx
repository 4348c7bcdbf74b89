import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { WALLET_API } from "../../application/ports/wallet-api.port";
import { useService } from "../app/container-context";
import { PinField } from "../design-system/digits-field";
import { href } from "../routes/href";
import { fieldErrorOf, type TextKey } from "./catalogue-text";
import { FailureAlert } from "./failure-alert";
import { Money } from "./format/money";
import { useServerData } from "./server-state/use-server-data";

export interface BalancePinProps {
  readonly id: string;
  readonly pin: string;
  readonly onPin: (pin: string) => void;
  /** A refusal about the PIN typed (wrong, with the tries left; blocked). */
  readonly error: TextKey | null;
}

/**
 * Paying an offer from the business's balance (issue 23): what is available, and the payer's own
 * transaction PIN, or why it cannot be typed (none set yet: where to set it; blocked after 5 wrong
 * entries: where support is). Loaded only when the balance is chosen (PaymentChoiceField), so the
 * offer form's first screen does not carry it. Texts in `payments`.
 */
export function BalancePin({ id, pin, onPin, error }: BalancePinProps) {
  const { t } = useTranslation("payments");
  const wallet = useService(WALLET_API);
  const { state, reload } = useServerData(["balance-payment"], () => wallet.wallet());
  if (state.status === "loading") return <p className="muted">{t("common:state.loading")}</p>;
  if (state.status === "failed") return <FailureAlert text={state.text} onRetry={reload} />;
  const { balance, pin: status } = state.value;
  return (
    <div className="stack">
      <p>
        <span className="muted">{t("balance.available")} </span>
        <strong>
          <Money amount={balance.available} />
        </strong>
      </p>
      {status.locked ? (
        <p className="ds-alert ds-alert--error">
          {t("balance.locked")}{" "}
          <Link to={href.supportMessage()}>{t("balance.support")}</Link>
        </p>
      ) : !status.isSet ? (
        <p className="ds-alert ds-alert--info">
          {t("balance.noPin")}{" "}
          <Link to={href.walletPin()}>{t("balance.setPin")}</Link>
        </p>
      ) : (
        <PinField id={id} label={t("balance.pin")} hint={t("balance.pinHint")} value={pin} onChange={onPin} error={fieldErrorOf(error)} />
      )}
    </div>
  );
}
