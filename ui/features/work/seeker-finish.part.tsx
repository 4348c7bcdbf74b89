import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { WORK_API } from "../../../application/ports/work-api.port";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { href } from "../../routes/href";
import { Money } from "../../shared/format/money";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import type { OrderDetail } from "../../../domain/work/work-api.schema";
import { finishedOrders, myHire, ordersToFinish } from "./seeker-shifts";
import { SeekerCertificateLink, SeekerFinishLink } from "./rating-links";
import { useWorkEvents } from "./use-work-events";
import "../../shared/seeker.css";
import "./work.css";

/**
 * Aktivitas, Selesaikan (a part of the seeker's Aktivitas page): the orders whose every day is
 * settled, each with its way to finish and rate (/seeker/finish); below, the ones she finished,
 * each with its work certificate (and its rating, if she has not given it).
 */
export default function SeekerFinishTab() {
  const { t } = useTranslation("work");
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const work = useService(WORK_API);
  const { state, reload } = useServerData(["work-orders"], () => work.orders());
  useWorkEvents(undefined, reload);
  if (state.status !== "ready") return <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />;
  const orders = ordersToFinish(state.value.items);
  const finished = finishedOrders(state.value.items);
  const card = (order: OrderDetail, Title: "h2" | "h3", status: "readyToFinish" | "completed") => (
    <li key={order.orderId}>
      <article className="sk-card wk-shift" aria-labelledby={`finish-${order.orderId}`}>
        <div className="sk-card__body">
          <Title id={`finish-${order.orderId}`} className="sk-card__title">
            <Link to={href.seekerOrder({ orderId: order.orderId })}>{positionLabel(order.jobTitle)}</Link>
          </Title>
          <p className="sk-card__line">{order.businessName}</p>
          <p className="sk-card__line">{format.dateRange(order.period.start, order.period.end, "")}</p>
          <p className="sk-card__line">
            {t("order.released")}: <Money amount={myHire(order)?.money.released ?? 0} />
          </p>
          <p className="sk-card__tags">
            <span className="sk-tag sk-tag--done">{t(`order.status.${status}`)}</span>
          </p>
          <SeekerFinishLink orderId={order.orderId} hire={myHire(order)} />
          <SeekerCertificateLink hire={myHire(order)} />
        </div>
      </article>
    </li>
  );
  return (
    <>
      {orders.length === 0 ? (
        <StatePanel tone="empty" title={t("seeker.finishEmpty")} line={t("seeker.finishEmptyLine")} />
      ) : (
        <ul className="sk-list">{orders.map((order) => card(order, "h2", "readyToFinish"))}</ul>
      )}
      {/* Finished work stays here, so her certificates are one tap from Aktivitas. */}
      {finished.length > 0 && (
        <section className="stack" aria-labelledby="finished-orders">
          <h2 id="finished-orders" className="wk-heading">
            {t("seeker.finished")}
          </h2>
          <ul className="sk-list">{finished.map((order) => card(order, "h3", "completed"))}</ul>
        </section>
      )}
    </>
  );
}
