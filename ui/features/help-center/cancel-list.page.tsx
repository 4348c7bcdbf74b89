import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { Hire, OrderDetail } from "../../../domain/work/work-api.schema";
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
import { pickTarget } from "./cancel-flow";
import { daysWaitingToReconfirm, hireBlocked, orderBlocked, requestDueAt, type Blocked } from "./cancel-targets";
import { useCancelFlow } from "./use-cancel-flow";
import "./help-center.css";

/** Why a row cannot be picked, in words; an open request names support's deadline. */
function BlockedLine({ blocked, hires }: { readonly blocked: Blocked; readonly hires: readonly Hire[] }) {
  const { t } = useTranslation("helpCenter");
  const format = useFormat();
  const due = requestDueAt(hires);
  return <p className="muted">{t(`list.blocked.${blocked}`, { date: due === null ? "" : format.dateTime(due) })}</p>;
}

/** 'Waiting to Reconfirm' (spec 5): the row stays pickable, the summary will show the refusal with its reason. */
function WaitingLine({ hires }: { readonly hires: readonly Hire[] }) {
  const { t } = useTranslation("helpCenter");
  const count = daysWaitingToReconfirm(hires);
  return count === 0 ? null : <p className="ds-alert ds-alert--info">{t("list.waiting", { count })}</p>;
}

/** A row: a button when it can be picked, plain text with its reason when not. */
function Row({ title, lines, blocked, onPick }: { readonly title: string; readonly lines: ReactNode; readonly blocked: boolean; readonly onPick: () => void }) {
  const body = (
    <>
      <span className="hc-row__head">
        <span className="hc-row__title">{title}</span>
      </span>
      {lines}
    </>
  );
  return (
    <li>
      {blocked ? (
        <div className="ds-card hc-row hc-row--blocked" aria-disabled="true">
          {body}
        </div>
      ) : (
        <button type="button" className="ds-card hc-row hc-row--pick" onClick={onPick}>
          {body}
        </button>
      )}
    </li>
  );
}

function OrderRows({ orders, onPick }: { readonly orders: readonly OrderDetail[]; readonly onPick: (order: OrderDetail) => void }) {
  const { t } = useTranslation("helpCenter");
  const positionLabel = usePositionLabel();
  const format = useFormat();
  return (
    <ul className="hc-rows">
      {orders.map((order) => {
        const blocked = orderBlocked(order);
        return (
          <Row
            key={order.orderId}
            title={positionLabel(order.jobTitle)}
            blocked={blocked !== null}
            onPick={() => onPick(order)}
            lines={
              <>
                <span className="muted">{`${t("summary.order")} ${order.orderId}`}</span>
                <span className="muted">{`${format.dateRange(order.period.start, order.period.end, "")} · ${t("list.staff", { count: order.staff.length })}`}</span>
                {blocked !== null ? <BlockedLine blocked={blocked} hires={order.staff} /> : <WaitingLine hires={order.staff} />}
              </>
            }
          />
        );
      })}
    </ul>
  );
}

function StaffRows({ order, onPick }: { readonly order: OrderDetail; readonly onPick: (hire: Hire) => void }) {
  const { t } = useTranslation(["helpCenter", "work"]);
  if (order.staff.length === 0) return <p className="muted">{t("list.staffEmpty")}</p>;
  return (
    <ul className="hc-rows">
      {order.staff.map((hire) => {
        const blocked = hireBlocked(hire);
        return (
          <Row
            key={hire.hireId}
            title={hire.seekerName}
            blocked={blocked !== null}
            onPick={() => onPick(hire)}
            lines={
              <>
                <span className="muted">{t(`work:provider.hire.status.${hire.status}`)}</span>
                {blocked !== null ? <BlockedLine blocked={blocked} hires={[hire]} /> : <WaitingLine hires={[hire]} />}
              </>
            }
          />
        );
      })}
    </ul>
  );
}

/**
 * /cancellist?scope=job|seeker[&orderId=]: what to cancel. 'Cancel a job': the provider's orders;
 * 'cancel a seeker': an order, then its staff list. A row that cannot be cancelled says why
 * (completed, withdrawn, already requested); days waiting to be reconfirmed are shown here already.
 */
export default function CancelListPage(_props: PageProps) {
  const { t } = useTranslation(["helpCenter", "common"]);
  const [params] = useSearchParams();
  const scope = params.get("scope") === "seeker" ? "seeker" : "job";
  const orderId = params.get("orderId");
  const { flow, save } = useCancelFlow(scope);
  const navigate = useNavigate();
  const work = useService(WORK_API);
  const { state, reload } = useServerData(["work-orders"], () => work.orders());
  const title = t(`list.bar.${scope}`);
  const pick = (order: OrderDetail, hireId: string | null) => {
    if (flow === null) return;
    save(pickTarget(flow, order.orderId, hireId));
    navigate(href.cancelReason());
  };
  const orders = state.status === "ready" ? state.value.items : [];
  const order = orderId === null ? undefined : orders.find((o) => o.orderId === orderId);
  return (
    <main className="page stack">
      <TopBar title={title} heading={false} up={order !== undefined && scope === "seeker" ? href.cancelList({ scope }) : href.helpCenter()} />
      <h1>{scope === "job" ? t("list.pickOrder") : order === undefined ? t("list.pickSeekerOrder") : t("list.pickSeeker")}</h1>
      {state.status !== "ready" ? (
        <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />
      ) : orders.length === 0 ? (
        <StatePanel tone="empty" title={t("list.empty")} line={t("list.emptyLine")} headingLevel={2} />
      ) : scope === "seeker" && order !== undefined ? (
        <>
          <p className="muted">{`${t("summary.order")} ${order.orderId}`}</p>
          <StaffRows order={order} onPick={(hire) => pick(order, hire.hireId)} />
          <Link to={href.cancelList({ scope })}>{t("list.otherOrder")}</Link>
        </>
      ) : (
        <OrderRows orders={orders} onPick={(o) => (scope === "job" ? pick(o, null) : navigate(href.cancelList({ scope, orderId: o.orderId })))} />
      )}
    </main>
  );
}
