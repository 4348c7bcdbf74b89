import { useTranslation } from "react-i18next";
import type { OfferDetail, OfferHistoryEntry } from "../../../domain/offer/offer-api.schema";
import { dailyWageOf, type OfferPrice } from "../../../domain/offer/offer-price.rules";
import { isBelowPostedSalary } from "../../../domain/offer/posted-salary.rules";
import type { OfferStatus } from "../../../domain/offer/offer.schema";
import type { OfferSchedule } from "../../../domain/offer/offer-schedule.rules";
import { formatRupiah } from "../../../domain/format/number.format";
import { Money } from "../../shared/format/money";
import { SalaryText } from "../../shared/format/salary-text";
import { useFormat } from "../../shared/format/use-format";
// The status badge here and the seeker's Accept / Decline row (.ds-badge, .ds-actions): a page opened from
// Activity or a link may be the first to need them.
import "../../design-system/form-controls.css";

/** "08:00 – 16:00 WIB" ("08.00 – 16.00 WIB" in Indonesian), with "next day" when the shift ends after midnight. */
export const useHoursText = () => {
  const { t } = useTranslation("offers");
  const format = useFormat();
  return (hours: OfferSchedule["hours"]) => {
    const text = format.timeRange(hours.start, hours.end);
    return hours.end <= hours.start ? `${text} ${t("terms.nextDay")}` : text;
  };
};

export const STATUS_TONE: Readonly<Record<OfferStatus, string>> = {
  paymentPending: "ds-badge--warning",
  paymentFailed: "ds-badge--danger",
  sent: "",
  accepted: "",
  declined: "ds-badge--muted",
  expired: "ds-badge--muted",
};

/** The offer's status as a badge, in the reader's role ("Waiting for payment" is the provider's). */
export function OfferStatusBadge({ status, reader = "provider" }: { readonly status: OfferStatus; readonly reader?: "provider" | "seeker" }) {
  const { t } = useTranslation("offers");
  return <span className={`ds-badge ${STATUS_TONE[status]}`}>{t(reader === "seeker" ? `seekerStatus.${status}` : `status.${status}`)}</span>;
}

/** When and where: the dates, the working days (all of them behind a disclosure), the hours, the place. */
export function OfferTermsList({ offer }: { readonly offer: OfferDetail }) {
  const { t } = useTranslation("offers");
  const format = useFormat();
  const hoursText = useHoursText();
  const { schedule, place } = offer.terms;
  const days = [...schedule.workingDays].sort();
  return (
    <dl className="of-facts">
      <div>
        <dt>{t("terms.period")}</dt>
        <dd>{schedule.period.start === schedule.period.end ? format.date(schedule.period.start) : format.dateRange(schedule.period.start, schedule.period.end, "")}</dd>
      </div>
      <div className="of-facts__days">
        <dt>{t("terms.workingDays")}</dt>
        <dd>
          <details className="of-details">
            <summary>{t("terms.dayCount", { count: days.length })}</summary>
            <ul>
              {days.map((d) => (
                <li key={d}>{format.date(d)}</li>
              ))}
            </ul>
          </details>
        </dd>
      </div>
      <div>
        <dt>{t("terms.hours")}</dt>
        <dd>{hoursText(schedule.hours)}</dd>
      </div>
      <div>
        <dt>{t("terms.place")}</dt>
        <dd>{place}</dd>
      </div>
    </dl>
  );
}

/** How the salary is made: "Rp150.000 a day × 3 working days", or one total wage. */
export function WageLine({ offer }: { readonly offer: OfferDetail }) {
  const { t } = useTranslation("offers");
  const { wage, schedule } = offer.terms;
  return <p className="muted">{wage.kind === "daily" ? t("terms.dailyWage", { amount: formatRupiah(wage.dailyWage), count: schedule.workingDays.length }) : t("terms.totalWage")}</p>;
}

/**
 * The job's posted salary beside an offer that pays less a working day (issue 19), like with like:
 * both per their unit and by the month (the monthly equivalent the domain compares them by).
 * Nothing when the offer pays as much, or the salary is confidential or per project.
 */
export function BelowPostedSalary({ offer }: { readonly offer: OfferDetail }) {
  const { t } = useTranslation("offers");
  const { wage, schedule } = offer.terms;
  const days = schedule.workingDays.length;
  const posted = offer.postedSalary;
  if (posted === null || !isBelowPostedSalary(wage, days, posted)) return null;
  const perDay = Math.round(dailyWageOf(wage, days));
  return (
    <div className="ds-alert ds-alert--info of-posted">
      <p>
        <strong>{t("seeker.belowPosted")}</strong>
      </p>
      <p>
        {t("seeker.posted")} <SalaryText salary={posted} monthly />
      </p>
      <p>
        {t("seeker.offered")} <SalaryText salary={{ minimum: perDay, maximum: perDay, confidential: false, unit: "day" }} monthly />
      </p>
    </div>
  );
}

/** What the price card is, by the offer's state (issue 19: "Total to pay" stayed on paid and refunded offers). */
const PRICE_TITLE: Readonly<Record<OfferStatus, "price.toPay" | "price.paid" | "price.refunded">> = {
  paymentPending: "price.toPay",
  paymentFailed: "price.toPay",
  sent: "price.paid",
  accepted: "price.paid",
  declined: "price.refunded",
  expired: "price.refunded",
};

/** "Total to pay" before the payment, "Total paid" once paid, "Total refunded to your balance" after a decline or an expiry. */
export function PriceTitle({ status }: { readonly status: OfferStatus }) {
  const { t } = useTranslation("offers");
  return t(PRICE_TITLE[status]);
}

/** The provider's total: salary, each fee named, total (never shown to the seeker); the amounts in one right-aligned column. */
export function PriceRows({ price, seekerName }: { readonly price: OfferPrice; readonly seekerName?: string }) {
  const { t } = useTranslation("offers");
  const rows: [string, number][] = [
    [seekerName === undefined ? t("price.salary") : t("price.salaryFor", { name: seekerName }), price.salary],
    [t("price.serviceFee"), price.serviceFee],
    [t("price.adminFee"), price.adminFee],
  ];
  return (
    <dl className="of-price">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <Money amount={amount} />
          </dd>
        </div>
      ))}
      <div className="of-price__total">
        <dt>{t("price.total")}</dt>
        <dd>
          <Money amount={price.total} />
        </dd>
      </div>
    </dl>
  );
}

/** What happened to the offer, oldest first, with its WIB time. */
export function OfferHistory({ history }: { readonly history: readonly OfferHistoryEntry[] }) {
  const { t } = useTranslation("offers");
  const format = useFormat();
  return (
    <section aria-labelledby="offer-history" className="stack">
      <h2 id="offer-history">{t("history.title")}</h2>
      <ol className="of-history">
        {[...history]
          .sort((a, b) => a.at - b.at)
          .map((entry, i) => (
            <li key={`${entry.event}-${entry.at}-${i}`}>
              <span>{t(`history.${entry.event}`)}</span>
              <span className="muted">{format.dateTime(entry.at)}</span>
            </li>
          ))}
      </ol>
    </section>
  );
}
