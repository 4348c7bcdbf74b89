import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Settlement } from "../../../domain/attendance/cancellation.schema";
import { weekdayNames } from "../../../domain/format/date.format";
import {
  SUPPORT_CLOSES_AT_HOUR_WIB,
  SUPPORT_OPEN_WEEKDAYS,
  SUPPORT_OPENS_AT_HOUR_WIB,
  SUPPORT_RESPONSE_HOURS,
} from "../../../domain/policy/business-constants";
import type { CancellationLine, OrderRequest, OrderRequestStatus } from "../../../domain/work/help-center-api.schema";
import { formatCountdown, useCountdown } from "../../shared/format/countdown";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import "../../design-system/form-controls.css";
import "./help-center.css";

const hh = (hour: number): string => `${String(hour).padStart(2, "0")}:00`;

/** Spec 9: support's days and hours and its 48-hour promise, from the policy constants. */
export function SupportHours() {
  const { t } = useTranslation("helpCenter");
  const format = useFormat();
  const names = weekdayNames(format.language);
  const first = names[(SUPPORT_OPEN_WEEKDAYS[0] ?? 1) - 1] ?? "";
  const last = names[(SUPPORT_OPEN_WEEKDAYS[SUPPORT_OPEN_WEEKDAYS.length - 1] ?? 5) - 1] ?? "";
  return (
    <section className="ds-card hc-hours" aria-labelledby="hc-hours">
      <h2 id="hc-hours" className="ds-card__title">
        {t("hours.title")}
      </h2>
      <p>{t("hours.days", { first, last, time: format.timeRange(hh(SUPPORT_OPENS_AT_HOUR_WIB), hh(SUPPORT_CLOSES_AT_HOUR_WIB)) })}</p>
      <p className="muted">{t("hours.reply", { hours: SUPPORT_RESPONSE_HOURS })}</p>
    </section>
  );
}

/** Label and value rows: values at the right edge, under the label when both do not fit. */
export function Facts({ rows, label }: { readonly rows: readonly (readonly [string, ReactNode])[]; readonly label?: string }) {
  return (
    <dl className="hc-facts" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The split of a cancellation in Rupiah (settleCancellation's, from the server): per seeker what she
 * keeps for confirmed days and what goes back to the provider's balance, then the total.
 */
export function SplitView({ lines, total, note }: { readonly lines: readonly CancellationLine[]; readonly total: Settlement; readonly note?: string }) {
  const { t } = useTranslation("helpCenter");
  return (
    <section className="ds-card stack" aria-labelledby="hc-split">
      <h2 id="hc-split" className="ds-card__title">
        {t("split.title")}
      </h2>
      {note !== undefined && <p className="muted">{note}</p>}
      <ul className="hc-lines">
        {lines.map((line) => (
          <li key={line.hireId} className="stack" data-hire-id={line.hireId}>
            <h3 className="hc-line__name">{line.seekerName}</h3>
            <p className="muted">{line.started ? t("split.afterStart", { name: line.seekerName }) : t("split.beforeStart")}</p>
            <Facts
              rows={[
                [t("split.keeps", { name: line.seekerName }), <Money amount={line.settlement.payout} />],
                [t("split.back"), <Money amount={line.settlement.refund} />],
              ]}
            />
          </li>
        ))}
      </ul>
      {lines.length > 1 && (
        <div className="hc-total">
          <h3 className="hc-line__name">{t("split.total")}</h3>
          <Facts
            rows={[
              [t("split.totalKeeps"), <Money amount={total.payout} />],
              [t("split.totalBack"), <Money amount={total.refund} />],
            ]}
          />
        </div>
      )}
    </section>
  );
}

export function StatusBadge({ status }: { readonly status: OrderRequestStatus }) {
  const { t } = useTranslation("helpCenter");
  const tone = status === "requested" ? "ds-badge--warning" : status === "rejected" ? "ds-badge--danger" : "ds-badge--muted";
  return <span className={`ds-badge ${tone}`}>{t(`status.${status}`)}</span>;
}

/** Support's time left on a request (48 hours, spec 4), counted on the server's clock, and its deadline in WIB. */
export function SupportDeadline({ dueAt, serverNow }: { readonly dueAt: number; readonly serverNow: number }) {
  const { t } = useTranslation("helpCenter");
  const format = useFormat();
  const left = useCountdown(dueAt, serverNow);
  return (
    <div className="hc-deadline">
      <p className="muted">{t("due.left")}</p>
      <p className="hc-countdown" role="timer" aria-label={t("due.left")}>
        {formatCountdown(left)}
      </p>
      <p className="muted">{t("due.by", { date: format.dateTime(dueAt) })}</p>
      {left === 0 && <p className="muted">{t("due.late")}</p>}
    </div>
  );
}

/** What a request's state means now: support's countdown, the split applied, or support's note. */
export function RequestOutcome({ request }: { readonly request: OrderRequest }) {
  const { t } = useTranslation("helpCenter");
  switch (request.status) {
    case "requested":
      return <SupportDeadline dueAt={request.dueAt} serverNow={request.serverNow} />;
    case "cancelled":
      return (
        <Facts
          label={t("split.applied")}
          rows={[
            [t("split.totalKeeps"), <Money amount={request.total.payout} />],
            [t("split.totalBack"), <Money amount={request.total.refund} />],
          ]}
        />
      );
    case "rejected":
      return request.supportNote === null ? null : (
        <div>
          <p className="muted">{t("rejected.note")}</p>
          <p className="hc-quote">{request.supportNote}</p>
        </div>
      );
  }
}
