import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { HELP_CENTER_API } from "../../../application/ports/help-center-api.port";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { formatPhone } from "../../../domain/identity/phone.format";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { ShareIcon } from "../../design-system/icons/share";
import type { PageProps } from "../../routes/route-def";
import { href, shareableUrl } from "../../routes/href";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { Facts, RequestOutcome, SplitView, StatusBadge } from "./help-center-parts";
import { publicLinkPath } from "./cancel-flow";
import { ProofThumbnails } from "./proof-media";
import "./help-center.css";

/** "Share link": a signed link to the request's public summary, through the share sheet (browser: Web Share, else copied). */
function ShareLink({ requestId }: { readonly requestId: string }) {
  const { t } = useTranslation("helpCenter");
  const helpCenter = useService(HELP_CENTER_API);
  const bridge = useService(NATIVE_BRIDGE);
  const format = useFormat();
  const { formError, pending, send } = useSubmit();
  const [shared, setShared] = useState<{ readonly url: string; readonly expiresAt: number } | null>(null);
  const share = async () => {
    const link = await send([], () => helpCenter.shareLink(requestId));
    if (link === null) return;
    const url = shareableUrl(publicLinkPath(link));
    // Shown as well as shared: a share sheet dismissed or a browser without one still leaves the link to copy.
    setShared({ url, expiresAt: link.expiresAt });
    await bridge.share({ title: t("public.bar"), url });
  };
  return (
    <div className="stack">
      <Button variant="secondary" block pending={pending} pendingLabel={t("detail2.share")} onClick={() => void share()}>
        <ShareIcon />
        {t("detail2.share")}
      </Button>
      <FailureAlert text={formError} onRetry={() => void share()} />
      {shared !== null && (
        <p className="muted hc-link" role="status">
          {`${t("detail2.linkUntil", { date: format.dateTime(shared.expiresAt) })} `}
          <a href={safeUrl(shared.url)}>{shared.url}</a>
        </p>
      )}
    </div>
  );
}

/** /orderrequestmoredetail?requestId=: one request: what was asked, its proof, the split, its state and deadline, and a link to share. */
export default function OrderRequestDetailPage(_props: PageProps) {
  const { t } = useTranslation(["helpCenter", "common"]);
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const [params] = useSearchParams();
  const requestId = params.get("requestId") ?? "";
  const helpCenter = useService(HELP_CENTER_API);
  const { state, reload } = useServerData(["order-request", requestId], () => helpCenter.orderRequest(requestId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const request = state.value;
  const seekerName = request.lines.find((l) => l.hireId === request.hireId)?.seekerName ?? "";
  return (
    <main className="page stack">
      <TopBar title={t("detail2.bar")} heading={false} up={href.orderRequests()} />
      <h1>{positionLabel(request.jobTitle)}</h1>
      <p className="muted">{request.businessName}</p>
      <section className="ds-card stack" aria-label={t("detail2.bar")}>
        <div className="hc-row__head">
          <StatusBadge status={request.status} />
        </div>
        <Facts
          rows={[
            [t("summary.order"), request.orderId],
            [t("summary.scope"), request.scope === "job" ? t("summary.scope.job") : t("summary.scope.seeker", { name: seekerName })],
            [t("summary.reason"), t(`reason.${request.reason}`)],
            [t("summary.requestedAt"), format.dateTime(request.requestedAt)],
            ...(request.processedAt === null ? [] : [[t("summary.processedAt"), format.dateTime(request.processedAt)] as const]),
            [t("detail2.mobile"), `+62 ${formatPhone(request.mobile)}`],
          ]}
        />
        {request.otherReason !== null && (
          <div>
            <p className="muted">{t("detail2.otherReason")}</p>
            <p className="hc-quote">{request.otherReason}</p>
          </div>
        )}
        <RequestOutcome request={request} />
      </section>
      {request.proofMedia.length > 0 && (
        <section className="ds-card stack" aria-labelledby="hc-proof">
          <h2 id="hc-proof" className="ds-card__title">
            {t("detail2.proof")}
          </h2>
          <ProofThumbnails media={request.proofMedia} />
        </section>
      )}
      <SplitView lines={request.lines} total={request.total} note={request.status === "cancelled" ? t("split.applied") : t("split.asNow")} />
      <ShareLink requestId={request.requestId} />
    </main>
  );
}
