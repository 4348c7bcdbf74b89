import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WALLET_API } from "../../application/ports/wallet-api.port";
import type { EwalletProvider } from "../../domain/payment/payment-api.schema";
import { safeUrl } from "../../domain/shared/safe-url.rules";
import type { EwalletLink } from "../../domain/wallet/wallet-api.schema";
import { useService } from "../app/container-context";
import { Button } from "../design-system/button";
import { absoluteUrl } from "./absolute-url";
import { FailureAlert } from "./failure-alert";
import { WALLET_NAMES } from "./payment-choice-field";
import { useSubmit } from "./use-submit";

/**
 * Linking an e-wallet (issue 23): the server starts a link, then the person opens the e-wallet's
 * page (a link held to the one URL rule, like an e-wallet payment's), which comes back to /bound
 * with the result. Used by the accounts page and by /bound's Retry. Texts in `payments`.
 */
export function EwalletLinkStart({ wallet, label, variant = "primary" }: { readonly wallet: EwalletProvider; readonly label: string; readonly variant?: "primary" | "secondary" }) {
  const { t } = useTranslation("payments");
  const api = useService(WALLET_API);
  const [link, setLink] = useState<EwalletLink | null>(null);
  const { formError, pending, send } = useSubmit();
  const start = async () => {
    const started = await send([], () => api.linkEwallet({ wallet }));
    if (started !== null) setLink(started);
  };
  const name = WALLET_NAMES[wallet];
  const page = link === null || link.wallet !== wallet ? null : absoluteUrl(link.linkUrl);
  if (safeUrl(page) !== undefined)
    return (
      <div className="stack">
        <a className="ds-button ds-button--primary ds-button--block" href={safeUrl(page)}>
          {t("ewallet.linkOpen", { wallet: name })}
        </a>
        <p className="muted">{t("ewallet.linkComeBack", { wallet: name })}</p>
      </div>
    );
  return (
    <div className="stack">
      <FailureAlert text={formError} onRetry={() => void start()} />
      {link !== null && <p className="ds-alert ds-alert--error">{t("ewallet.noLink")}</p>}
      <Button variant={variant} block pending={pending} onClick={() => void start()}>
        {label}
      </Button>
    </div>
  );
}
