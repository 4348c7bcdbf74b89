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
import { myHire, ordersToFinish } from "./seeker-shifts";
import { useWorkEvents } from "./use-work-events";
import "../../shared/seeker.css";
import "./work.css";

/**
 * Aktivitas, Selesaikan (a part of the seeker's Aktivitas page): the orders whose every day is
 * settled. Finishing and rating are the next step of the work (not built yet): the card says so
 * rather than offering a button that does nothing.
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
  if (orders.length === 0) return <StatePanel tone="empty" title={t("seeker.finishEmpty")} line={t("seeker.finishEmptyLine")} />;
  return (
    <ul className="sk-list">
      {orders.map((order) => (
        <li key={order.orderId}>
          <article className="sk-card wk-shift" aria-labelledby={`finish-${order.orderId}`}>
            <div className="sk-card__body">
              <h2 id={`finish-${order.orderId}`} className="sk-card__title">
                <Link to={href.seekerOrder({ orderId: order.orderId })}>{positionLabel(order.jobTitle)}</Link>
              </h2>
              <p className="sk-card__line">{order.businessName}</p>
              <p className="sk-card__line">{format.dateRange(order.period.start, order.period.end, "")}</p>
              <p className="sk-card__line">
                {t("order.released")}: <Money amount={myHire(order)?.money.released ?? 0} />
              </p>
              <p className="sk-card__tags">
                <span className="sk-tag sk-tag--done">{t("order.status.readyToFinish")}</span>
              </p>
              <p className="muted wk-note">{t("seeker.finishSoon")}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
