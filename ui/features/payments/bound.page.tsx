import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import { useService } from "../../app/container-context";
import { homePathFor, useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { StatePanel } from "../../design-system/state-panel";
import { href } from "../../routes/href";
import type { PageProps } from "../../routes/route-def";
import { EwalletLinkStart } from "../../shared/ewallet-link";
import { GoHome, usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { LoginPrompt } from "./login-prompt";

/** The accounts page of the person's side: where a linked e-wallet is listed. */
const accountsOf = (roleId: string | undefined): string => (roleId === "provider" ? href.providerAccounts() : href.seekerAccounts());

/** /bound?linkId=: the link's result as the server has it (the e-wallet's page returned here). */
function LinkResult({ linkId }: { readonly linkId: string }) {
  const { t } = useTranslation("payments");
  const wallet = useService(WALLET_API);
  const session = useSession();
  const { state, reload } = useServerData(["ewallet-link", linkId], () => wallet.ewalletLink(linkId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const link = state.value;
  return (
    <main className="page" data-link-status={link.status}>
      <TopBar up={accountsOf(session?.roleId)} />
      {link.status === "linked" ? (
        <StatePanel
          tone="success"
          headingLevel={1}
          title={t("bound.success")}
          line={t("bound.successBody")}
          action={
            <Link className="ds-button ds-button--primary" to={accountsOf(session?.roleId)}>
              {t("bound.done")}
            </Link>
          }
        />
      ) : link.status === "failed" ? (
        <StatePanel tone="failure" headingLevel={1} title={t("bound.failed")} line={t("bound.failedBody")} action={<EwalletLinkStart wallet={link.wallet} label={t("bound.retry")} />} />
      ) : (
        <StatePanel tone="empty" headingLevel={1} title={t("bound.pending")} action={<Button onClick={reload}>{t("bound.check")}</Button>} />
      )}
    </main>
  );
}

/**
 * /bound: where linking an e-wallet lands. With `linkId` (the wallet's own linking, issue 23) the
 * server's result: linked, with Done (the accounts), or 'e-wallet link failed' with Retry (a new
 * link); still pending, a way to ask again. With `status=success|failed` (a native app's linking):
 * that result, Retry going back to where the linking started (else home).
 */
export default function BoundPage(_props: PageProps) {
  const { t } = useTranslation("payments");
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const linkId = params.get("linkId");
  if (linkId !== null) return session === null ? <LoginPrompt title={t("bound.loginTitle")} line={t("bound.loginBody")} /> : <LinkResult key={linkId} linkId={linkId} />;
  const ok = params.get("status") === "success";
  const retry = () => (location.key === "default" ? navigate(homePathFor(session)) : navigate(-1));
  return (
    <main className="page">
      <TopBar />
      {ok ? (
        <StatePanel tone="success" headingLevel={1} title={t("bound.success")} line={t("bound.successBody")} action={<GoHome label={t("bound.done")} />} />
      ) : (
        <StatePanel tone="failure" headingLevel={1} title={t("bound.failed")} line={t("bound.failedBody")} action={<Button onClick={retry}>{t("bound.retry")}</Button>} />
      )}
    </main>
  );
}
