import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { href } from "../../routes/href";
import { Money } from "../../shared/format/money";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useFormat } from "../../shared/format/use-format";
import { PlaceLine } from "../../shared/place-line";
import type { SeekerShift } from "./seeker-shifts";
import { ClockButton, DayStatusChip } from "./work-day";

/**
 * One shift in Masuk/Pulang: the job (its title links to the order page), the business, the date
 * and hours in WIB, the place and the day's wage; today's with the clock button. Titles are h3,
 * under the tab's h2 sections.
 */
export function ShiftCard({ shift, clock, onPunchSent }: { readonly shift: SeekerShift; readonly clock: boolean; readonly onPunchSent?: () => void }) {
  const { t } = useTranslation("work");
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const { order, day } = shift;
  const id = `shift-${day.dayId}`;
  return (
    <article className="sk-card wk-shift" aria-labelledby={id}>
      <div className="sk-card__body">
        <h3 id={id} className="sk-card__title">
          <Link to={href.seekerOrder({ orderId: order.orderId })} aria-describedby={`${id}-when`}>
            {positionLabel(order.jobTitle)}
          </Link>
        </h3>
        <p className="sk-card__line">{order.businessName}</p>
        <p id={`${id}-when`} className="sk-card__line">
          <span className="nowrap">{format.date(day.date)}</span> · <span className="nowrap">{format.timeRange(order.hours.start, order.hours.end)}</span>
        </p>
        <PlaceLine location={order.place} distance={null} className="sk-card__line" />
        <p className="sk-card__salary">
          <Money amount={day.wage} /> <span className="wk-per-day">{t("seeker.perDay")}</span>
        </p>
        <p className="sk-card__tags">
          <DayStatusChip status={day.status} />
        </p>
        {clock && <ClockButton day={day} onSent={onPunchSent} />}
      </div>
    </article>
  );
}
