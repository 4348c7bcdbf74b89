import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { HELP_CENTER_API } from "../../../application/ports/help-center-api.port";
import type { OrderRequest } from "../../../domain/work/help-center-api.schema";
import { useService } from "../../app/container-context";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { StatePanel } from "../../design-system/state-panel";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { RequestOutcome, StatusBadge } from "./help-center-parts";
import "./help-center.css";

function RequestCard({ request }: { readonly request: OrderRequest }) {
  const { t } = useTranslation("helpCenter");
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const titleId = `request-${request.requestId}`;
  return (
    <li className="ds-card stack" aria-labelledby={titleId} data-request-id={request.requestId}>
      <div className="hc-row__head">
        <h2 id={titleId} className="hc-row__title">
          <Link to={href.orderRequestDetail({ requestId: request.requestId })}>{positionLabel(request.jobTitle)}</Link>
        </h2>
        <StatusBadge status={request.status} />
      </div>
      <p className="muted">{`${t(`summary.scopeShort.${request.scope}`)} · ${t(`reason.${request.reason}`)}`}</p>
      <p className="muted">{t("requested.on", { date: format.dateTime(request.requestedAt) })}</p>
      <RequestOutcome request={request} />
    </li>
  );
}

/** /orderrequestmore: the provider's cancellation requests, newest first, each with its state. */
export default function OrderRequestsPage(_props: PageProps) {
  const { t } = useTranslation(["helpCenter", "common"]);
  const helpCenter = useService(HELP_CENTER_API);
  const { state, reload } = useServerData(["order-requests"], () => helpCenter.orderRequests());
  return (
    <main className="page stack">
      <TopBar title={t("requests.bar")} up={href.helpCenter()} />
      {state.status !== "ready" ? (
        <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />
      ) : state.value.items.length === 0 ? (
        <StatePanel
          tone="empty"
          title={t("requests.empty")}
          line={t("requests.emptyLine")}
          headingLevel={2}
          action={
            <Link className="ds-button ds-button--primary" to={href.cancelList({ scope: "job" })}>
              {t("requests.new")}
            </Link>
          }
        />
      ) : (
        <ul className="hc-rows">
          {state.value.items.map((request) => (
            <RequestCard key={request.requestId} request={request} />
          ))}
        </ul>
      )}
    </main>
  );
}
