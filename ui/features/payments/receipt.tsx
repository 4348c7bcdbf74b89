import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentDetail } from "../../../domain/payment/payment-api.schema";
import { Brand } from "../../design-system/brand";
import { PrinterIcon } from "../../design-system/icons/printer";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { channelName } from "../../shared/payment-choice-field";
import { TopBar, TopBarButton } from "../../shared/top-bar";
import { VaNumber } from "./va-number";
import "../../shared/print-page.css";
import "./receipt.css";

/**
 * One payment's receipt (spec 3, Transaction): Transaction ID, date and time (WIB), method, the VA
 * number, salary, service fee, admin fee, total. A payment not (yet) paid says so instead of a
 * Transaction ID.
 */
export function Receipt({ payment, heading }: { readonly payment: PaymentDetail; readonly heading: "h1" | "h2" }) {
  const { t } = useTranslation("payments");
  const format = useFormat();
  const Heading = heading;
  const paid = payment.state.status === "success";
  // Numbers and amounts (Money) stay on one line; a date or a method may wrap at its spaces.
  const whole = (text: string): ReactNode => <span className="pr-whole">{text}</span>;
  const rows: [string, ReactNode][] = [
    [t("receipt.transactionId"), whole(payment.transactionId ?? t("receipt.none"))],
    [t("receipt.dateTime"), format.dateTime(payment.paidAt ?? payment.startedAt)],
    [t("receipt.method"), `${t(`method.${payment.choice.method}`)} ${channelName(payment.choice)}`],
    // In groups of four, as on the payment page, on one line (issue 19: it broke across two).
    ...(payment.virtualAccountNumber === null ? [] : ([[t("receipt.vaNumber"), <VaNumber key="va" number={payment.virtualAccountNumber} />]] as [string, ReactNode][])),
    [t("receipt.salary"), <Money key="amount" amount={payment.price.salary} />],
    [t("receipt.serviceFee"), <Money key="amount" amount={payment.price.serviceFee} />],
    [t("receipt.adminFee"), <Money key="amount" amount={payment.price.adminFee} />],
  ];
  const titleId = `receipt-${payment.paymentId}`;
  return (
    <article className="print-sheet pr-receipt" aria-labelledby={titleId}>
      <header className="pr-receipt__head">
        <Brand />
        <Heading id={titleId}>{t("receipt.title")}</Heading>
        {!paid && <p className="pr-receipt__unpaid">{payment.state.status === "pending" ? t("receipt.pending") : t("receipt.unpaid")}</p>}
      </header>
      <table className="pr-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("receipt.total")}</th>
            <td>
              <Money amount={payment.price.total} />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="pr-receipt__note">{t("receipt.note")}</p>
    </article>
  );
}

/** The receipt pages' top bar: Back, the screen's name, Print (the bar is never printed). */
export function ReceiptBar() {
  const { t } = useTranslation("payments");
  return (
    <TopBar
      title={t("bar.receipt")}
      heading={false}
      action={
        <TopBarButton label={t("receipt.print")} onClick={() => window.print()}>
          <PrinterIcon />
        </TopBarButton>
      }
    />
  );
}
