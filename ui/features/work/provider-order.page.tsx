import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { WORK_API } from "../../../application/ports/work-api.port";
import type { Hire, OrderDetail } from "../../../domain/work/work-api.schema";
import { useService } from "../../app/container-context";
import { Avatar } from "../../design-system/avatar";
import type { PageProps } from "../../routes/route-def";
import { href } from "../../routes/href";
import { Money } from "../../shared/format/money";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { ProviderDay } from "./provider-day";
import { useWorkEvents } from "./use-work-events";
import "./provider-work.css";
import { ProviderRateLink } from "./rating-links";

/** Label and value rows (spec 3's order facts, a hire's money): values at the right edge. */
function Facts({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="pw-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One person of the staff list: who, how she stands, her money as the ledger holds it, her days. */
function HireCard({ hire, orderId, serverNow }: { readonly hire: Hire; readonly orderId: string; readonly serverNow: number }) {
  const { t } = useTranslation("work");
  const titleId = `hire-${hire.hireId}`;
  return (
    <li className="ds-card stack" aria-labelledby={titleId} data-hire-id={hire.hireId}>
      <div className="pw-hire__head">
        <Avatar name={hire.seekerName} size={44} />
        <div>
          <h3 id={titleId} className="ds-card__title">
            {hire.seekerName}
          </h3>
          <span className="ds-badge ds-badge--muted">{t(`provider.hire.status.${hire.status}`)}</span>
        </div>
      </div>
      <Facts
        rows={[
          [t("provider.money.released"), <Money amount={hire.money.released} />],
          [t("provider.money.held"), <Money amount={hire.money.held} />],
          [t("provider.money.waiting"), <Money amount={hire.money.waiting} />],
          ...(hire.money.refunded > 0 ? [[t("provider.money.refunded"), <Money amount={hire.money.refunded} />] as const] : []),
        ]}
      />
      <p className="muted">{t("provider.hire.days", { attended: hire.attendedDays, absent: hire.absentDays, count: hire.days.length })}</p>
      {hire.withdrawal !== null && <p className="ds-alert ds-alert--info">{t(hire.withdrawal.late ? "provider.hire.withdrewLate" : "provider.hire.withdrew")}</p>}
      <ProviderRateLink orderId={orderId} hire={hire} />
      {!["completed", "withdrawn", "cancelled"].includes(hire.status) && (
        <Link to={href.cancelList({ scope: "seeker", orderId })}>{t("provider.helpCenter.hire", { name: hire.seekerName })}</Link>
      )}
      <ul className="pw-days" aria-label={t("provider.hire.daysOf", { name: hire.seekerName })}>
        {hire.days.map((day) => (
          <ProviderDay key={day.dayId} day={day} seekerName={hire.seekerName} serverNow={serverNow} />
        ))}
      </ul>
    </li>
  );
}

function OrderFacts({ order }: { readonly order: OrderDetail }) {
  const { t } = useTranslation(["work", "common"]);
  const format = useFormat();
  return (
    <section className="ds-card" aria-labelledby="order-facts">
      <h2 id="order-facts" className="ds-card__title">
        {t("order.details")}
      </h2>
      <Facts
        rows={[
          [t("order.id"), order.orderId],
          [t("order.period"), format.dateRange(order.period.start, order.period.end, "")],
          [t("order.hours"), format.timeRange(order.hours.start, order.hours.end)],
          [t("provider.order.workingDays"), order.workingDays],
          [t("provider.order.attendedDays"), order.attendedDays],
          [t("provider.order.absentDays"), order.absentDays],
          [t("provider.order.totalPayment"), <Money amount={order.totalPayment} />],
        ]}
      />
    </section>
  );
}

/**
 * /provider/order?orderId=: one order of the provider's (spec 3): its facts, the staff list with
 * each person's money and days, and on a day waiting for her: the evidence, Confirm and Decline.
 * It reads itself again when the per-user stream says a day or the order changed.
 */
export default function ProviderOrderPage(_props: PageProps) {
  const { t } = useTranslation(["work", "common"]);
  const positionLabel = usePositionLabel();
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const work = useService(WORK_API);
  const { state, reload } = useServerData(["work-order", orderId], () => work.order(orderId));
  useWorkEvents(orderId, reload);
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const order = state.value;
  return (
    <main className="page stack">
      <TopBar title={t("order.bar")} heading={false} up={href.jobApplicants({ jobId: order.jobId })} />
      <h1>{positionLabel(order.jobTitle)}</h1>
      <p className="muted">{order.businessName}</p>
      <OrderFacts order={order} />
      <Link to={href.cancelList({ scope: "job", orderId: order.orderId })}>{t("provider.helpCenter.order")}</Link>
      <section className="stack" aria-labelledby="order-staff">
        <h2 id="order-staff">{t("provider.staff.title", { count: order.staff.length })}</h2>
        {order.staff.length === 0 ? (
          <p className="muted">{t("provider.staff.empty")}</p>
        ) : (
          <ul className="pw-staff">
            {order.staff.map((hire) => (
              <HireCard key={hire.hireId} hire={hire} orderId={order.orderId} serverNow={order.serverNow} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
