import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useSession } from "../../app/session-context";
import { HELP_CENTER_API } from "../../../application/ports/help-center-api.port";
import { WORK_API } from "../../../application/ports/work-api.port";
import { formatRupiah } from "../../../domain/format/number.format";
import { formatPhone } from "../../../domain/identity/phone.format";
import { CANCELLATION_PROCESSING_HOURS } from "../../../domain/policy/business-constants";
import type { CancellationPreview, OrderRequestLink } from "../../../domain/work/help-center-api.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { Dialog } from "../../design-system/dialog";
import { SkeletonPage } from "../../design-system/skeleton-shapes";
import { StatePanel } from "../../design-system/state-panel";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { isDefinitiveRefusal, newActionKey } from "../../shared/action-key";
import { FailureAlert } from "../../shared/failure-alert";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSubmit } from "../../shared/use-submit";
import { cancellationRequestOf, isSharedLinkQuery, missingStepBefore, orderRequestLinkOf, type CancelFlow } from "./cancel-flow";
import { Facts, SplitView, StatusBadge, SupportHours } from "./help-center-parts";
import { hrefOfStep, useCancelFlow } from "./use-cancel-flow";
import "./help-center.css";

/** The server's refusal while a day waits to be reconfirmed (spec 5). */
export const BLOCKED_BY_RECONFIRMATION = "CANCELLATION_BLOCKED_BY_RECONFIRMATION";

/** 'Waiting to Reconfirm': why the request cannot be sent yet, and the way to the order's days. */
function WaitingToReconfirm({ days, orderId }: { readonly days: number; readonly orderId: string }) {
  const { t } = useTranslation("helpCenter");
  return (
    <section className="ds-alert ds-alert--error stack" role="alert" aria-labelledby="hc-waiting">
      <h2 id="hc-waiting" className="ds-card__title">
        {t("waiting.title")}
      </h2>
      <p>{t("waiting.text", { count: Math.max(days, 1) })}</p>
      <Link to={href.providerOrder({ orderId })}>{t("waiting.toOrder")}</Link>
    </section>
  );
}

/** The flow's summary: what is asked, the exact split in Rupiah before confirming, then the confirm dialog. */
function FlowSummary({ flow, update, end }: { readonly flow: CancelFlow; readonly update: (patch: Partial<CancelFlow>) => void; readonly end: () => void }) {
  const { t } = useTranslation(["helpCenter", "common"]);
  const positionLabel = usePositionLabel();
  const navigate = useNavigate();
  const toast = useToast();
  const work = useService(WORK_API);
  const helpCenter = useService(HELP_CENTER_API);
  const orderId = flow.orderId ?? "";
  const order = useServerData(["work-order", orderId], () => work.order(orderId));
  const preview = useServerData(["cancellation-preview", orderId, flow.hireId], () => helpCenter.cancellationPreview(orderId, flow.hireId));
  const { formError, pending, send } = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const [refusedWaiting, setRefusedWaiting] = useState(false);
  const body = cancellationRequestOf(flow);

  if (order.state.status !== "ready") return <LoadState state={order.state} reload={order.reload} />;
  if (preview.state.status !== "ready") return <LoadState state={preview.state} reload={preview.reload} />;
  const detail = order.state.value;
  const split: CancellationPreview = preview.state.value;
  const seekerName = detail.staff.find((h) => h.hireId === flow.hireId)?.seekerName ?? "";
  const waiting = split.daysWaiting > 0 || refusedWaiting;

  const submit = async () => {
    setConfirming(false);
    if (body === null) return;
    const sent = await send(["order-requests"], () => helpCenter.requestCancellation(body, flow.idempotencyKey), (failure) => {
      // A definitive refusal ends this attempt: the next one is a new request with a new key.
      if (isDefinitiveRefusal(failure)) update({ idempotencyKey: newActionKey() });
      if ("code" in failure && failure.code === BLOCKED_BY_RECONFIRMATION) {
        setRefusedWaiting(true);
        return true;
      }
      return false;
    });
    if (sent === null) return;
    end();
    toast(t("sent.toast"));
    navigate(href.orderRequestDetail({ requestId: sent.requestId }), { replace: true });
  };

  return (
    <>
      <h1>{t("summary.title")}</h1>
      <section className="ds-card stack" aria-label={t("summary.title")}>
        <Facts
          rows={[
            [t("summary.order"), detail.orderId],
            [t("summary.job"), positionLabel(detail.jobTitle)],
            [t("summary.scope"), flow.scope === "job" ? t("summary.scope.job") : t("summary.scope.seeker", { name: seekerName })],
            [t("summary.reason"), t(`reason.${flow.reason ?? "others"}`)],
            [t("summary.proof"), flow.proofMedia.length === 0 ? t("summary.proofNone") : t("summary.proofCount", { count: flow.proofMedia.length })],
            [t("summary.mobile"), body === null ? "" : `+62 ${formatPhone(body.mobile)}`],
          ]}
        />
        {flow.reason === "others" && <p className="hc-quote">{flow.otherReason.trim()}</p>}
        <div className="row">
          <Link to={href.cancelReason()}>{`${t("summary.edit")}: ${t("summary.reason")}`}</Link>
          <Link to={href.reasonDetail()}>{`${t("summary.edit")}: ${t("summary.proof")}`}</Link>
        </div>
      </section>
      <SplitView lines={split.lines} total={split.total} />
      {waiting ? (
        <WaitingToReconfirm days={split.daysWaiting} orderId={detail.orderId} />
      ) : (
        <>
          <FailureAlert text={formError} onRetry={() => void submit()} />
          <Button block pending={pending} pendingLabel={t("summary.send")} onClick={() => setConfirming(true)} disabled={body === null}>
            {t("summary.send")}
          </Button>
        </>
      )}
      <Dialog
        open={confirming}
        title={t("confirm.title")}
        message={t("confirm.message", { hours: CANCELLATION_PROCESSING_HOURS, back: formatRupiah(split.total.refund), keeps: formatRupiah(split.total.payout) })}
        confirmLabel={t("confirm.ok")}
        cancelLabel={t("confirm.cancel")}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
        danger
      />
    </>
  );
}

/** 'Not available' (a wrong, forged or expired link), with support's hours (spec 9). */
function NotAvailable() {
  const { t } = useTranslation("helpCenter");
  return (
    <>
      <StatePanel tone="notAvailable" title={t("public.notAvailable")} line={t("public.notAvailableLine")} headingLevel={1} />
      <SupportHours />
    </>
  );
}

/** The public summary behind a signed link: never more than PublicOrderRequest carries. */
function PublicSummary({ link }: { readonly link: OrderRequestLink }) {
  const { t } = useTranslation(["helpCenter", "common"]);
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const helpCenter = useService(HELP_CENTER_API);
  const { state, reload } = useServerData(["order-request", link.requestId, link.expiresAt, link.signature], () => helpCenter.publicOrderRequest(link));
  if (state.status === "loading") return <SkeletonPage />;
  if (state.status === "failed") return "_tag" in state.error && state.error._tag === "ApiRejected" ? <NotAvailable /> : <LoadState state={state} reload={reload} headingLevel={1} />;
  const request = state.value;
  return (
    <>
      <h1>{positionLabel(request.jobTitle)}</h1>
      <p className="muted">{request.businessName}</p>
      <section className="ds-card stack" aria-label={t("public.bar")}>
        <div className="hc-row__head">
          <StatusBadge status={request.status} />
        </div>
        <Facts
          rows={[
            [t("summary.order"), request.orderId],
            [t("summary.scope"), t(`summary.scopeShort.${request.scope}`)],
            [t("summary.reason"), t(`reason.${request.reason}`)],
            [t("summary.requestedAt"), format.dateTime(request.requestedAt)],
            ...(request.processedAt === null ? [] : [[t("summary.processedAt"), format.dateTime(request.processedAt)] as const]),
          ]}
        />
        {request.status === "requested" && <p className="muted">{t("due.by", { date: format.dateTime(request.dueAt) })}</p>}
      </section>
      <section className="ds-card stack" aria-labelledby="hc-split">
        <h2 id="hc-split" className="ds-card__title">
          {t("split.title")}
        </h2>
        <p className="muted">{request.status === "cancelled" ? t("split.applied") : t("split.asNow")}</p>
        <Facts
          rows={[
            [t("split.totalKeeps"), formatRupiah(request.total.payout)],
            [t("split.totalBack"), formatRupiah(request.total.refund)],
          ]}
        />
      </section>
      <SupportHours />
    </>
  );
}

/**
 * /orderrequest, two uses. In the cancellation flow: the order request's summary, the exact split
 * in Rupiah (cancellationPreview), then a confirm dialog and the request, sent with the flow's kept
 * idempotency key. With ?requestId=&expires=&signature= (public, no login): the summary the signed
 * link may show; a wrong or expired link is 'not available' with support's hours.
 */
export default function OrderRequestPage(_props: PageProps) {
  const { t } = useTranslation("helpCenter");
  const [params] = useSearchParams();
  const { flow, update, end } = useCancelFlow();
  // Logged out, the page is only the public summary: without a valid link it is 'not available', never the login.
  const session = useSession();
  if (isSharedLinkQuery(params) || session === null) {
    const link = orderRequestLinkOf(params);
    return (
      <main className="page stack">
        <TopBar title={t("public.bar")} heading={false} />
        {link === null ? <NotAvailable /> : <PublicSummary link={link} />}
      </main>
    );
  }
  const missing = missingStepBefore(flow, "orderrequest");
  if (flow === null || missing !== null) return <Navigate to={hrefOfStep(missing ?? "helpcenter", flow)} replace />;
  return (
    <main className="page stack">
      <TopBar title={t("summary.bar")} heading={false} up={href.reasonDetail()} />
      <FlowSummary flow={flow} update={update} end={end} />
    </main>
  );
}
