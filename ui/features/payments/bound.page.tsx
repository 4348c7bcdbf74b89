import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { homePathFor, useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import type { PageProps } from "../../routes/route-def";
import { TopBar } from "../../shared/top-bar";

/**
 * /bound?status=success|failed: where linking an e-wallet lands (the linking itself comes with the
 * wallet issue). Success says so; a failure says 'e-wallet link failed' with Retry, which goes
 * back to where the linking started (else home).
 */
export default function BoundPage(_props: PageProps) {
  const { t } = useTranslation("payments");
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ok = params.get("status") === "success";
  const home = homePathFor(session);
  const retry = () => (location.key === "default" ? navigate(home) : navigate(-1));
  return (
    <main className="page stack">
      <TopBar title={t(ok ? "bound.success" : "bound.failed")} />
      <p className={ok ? "ds-alert ds-alert--info" : "ds-alert ds-alert--error"} role={ok ? "status" : "alert"}>
        {t(ok ? "bound.successBody" : "bound.failedBody")}
      </p>
      {ok ? (
        <Link className="ds-button ds-button--primary ds-button--block" to={home}>
          {t("bound.done")}
        </Link>
      ) : (
        <>
          <Button block onClick={retry}>
            {t("bound.retry")}
          </Button>
          {/* A full-width text button: "Later" alone is narrower than a finger (44 px). */}
          <Link className="ds-button ds-button--ghost ds-button--block" to={home}>
            {t("bound.later")}
          </Link>
        </>
      )}
    </main>
  );
}
