import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { homePathFor, useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { StatePanel } from "../../design-system/state-panel";
import type { PageProps } from "../../routes/route-def";
import { GoHome } from "../../shared/page-state";
import { TopBar } from "../../shared/top-bar";

/**
 * /bound?status=success|failed: where linking an e-wallet lands (the linking itself comes with the
 * wallet issue). Success says so, with Done (home); a failure says 'e-wallet link failed' with
 * Retry, which goes back to where the linking started (else home): linking again can work.
 */
export default function BoundPage(_props: PageProps) {
  const { t } = useTranslation("payments");
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
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
