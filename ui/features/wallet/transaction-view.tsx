import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Transaction } from "../../../domain/wallet/wallet.schema";
import { formatRupiah, formatSignedRupiah } from "../../../domain/format/number.format";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";

/**
 * A change of a balance: "+Rp150.000", "-Rp50.000", "Rp0" (the one Rupiah formatter, never broken
 * inside). The wallet's own: Money stays as small as the homes that load it need.
 */
export const SignedMoney = ({ amount }: { readonly amount: number }) => (
  <span className="nowrap">{amount > 0 ? `+${formatRupiah(amount)}` : formatSignedRupiah(amount)}</span>
);

/** A line's name: what the ledger transaction did ("Salary for a work day", "Withdrawal failed, returned"). */
export const useTransactionTitle = () => {
  const { t } = useTranslation("wallet");
  return (tx: Transaction): string => t(`transactions.entry.${tx.entry}`, { defaultValue: t(`transactions.type.${tx.kind}`) });
};

/**
 * What a line did to the balance, signed ("+Rp150.000", "-Rp50.000"); a line that moved no balance
 * money (an offer paid by virtual account, a withdrawal confirmed paid) shows the amount it moved,
 * unsigned.
 */
export function LineAmount({ tx }: { readonly tx: Transaction }) {
  if (tx.balanceChange === 0) return <Money amount={tx.amount} />;
  return <SignedMoney amount={tx.balanceChange} />;
}

/**
 * One row of the list: its name on the first line, whole (the row is one height: VirtualList);
 * when, and what it did to the balance, on the second. The method and the rest are in the detail
 * the row opens.
 */
export function TransactionRow({ tx, onOpen }: { readonly tx: Transaction; readonly onOpen: (tx: Transaction) => void }) {
  const format = useFormat();
  const title = useTransactionTitle();
  const tone = tx.balanceChange > 0 ? "in" : tx.balanceChange < 0 ? "out" : "none";
  return (
    <button type="button" className="wl-row" onClick={() => onOpen(tx)}>
      <span className="wl-row__title">{title(tx)}</span>
      <span className="wl-row__line">
        <span className="wl-row__when">{format.dateTime(tx.at)}</span>
        <span className={`wl-row__amount wl-row__amount--${tone}`}>
          <LineAmount tx={tx} />
        </span>
      </span>
    </button>
  );
}

/** Every field of a transaction (spec 3) the line has, as label and value rows. */
export function TransactionFacts({ tx }: { readonly tx: Transaction }) {
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const title = useTransactionTitle();
  const whole = (text: string): ReactNode => <span className="nowrap">{text}</span>;
  const rows: (readonly [string, ReactNode] | null)[] = [
    [t("transactions.transactionId"), whole(tx.transactionId)],
    [t("transactions.dateTime"), format.dateTime(tx.at)],
    [t("transactions.typeLabel"), `${t(`transactions.type.${tx.kind}`)} · ${title(tx)}`],
    tx.paymentMethod === null ? null : [t("transactions.methodLabel"), t(`transactions.method.${tx.paymentMethod}`)],
    tx.virtualAccountNumber === null ? null : [t("transactions.vaNumber"), whole(tx.virtualAccountNumber)],
    tx.jobTitle === null ? null : [t("transactions.job"), tx.jobTitle],
    tx.workDate === null ? null : [t("transactions.workDay"), format.date(tx.workDate)],
    tx.salary === null ? null : [t("transactions.salary"), <Money key="m" amount={tx.salary} />],
    tx.kind === "payment" || tx.serviceFee > 0 ? [t("transactions.serviceFee"), <Money key="m" amount={tx.serviceFee} />] : null,
    tx.kind === "payment" || tx.adminFee > 0 ? [t("transactions.adminFee"), <Money key="m" amount={tx.adminFee} />] : null,
    [t("transactions.totalPayment"), <Money key="m" amount={tx.totalPayment} />],
    [t("transactions.amount"), <Money key="m" amount={tx.amount} />],
    [t("transactions.balanceChange"), <SignedMoney key="m" amount={tx.balanceChange} />],
    [t("transactions.balanceAfter"), <Money key="m" amount={tx.balanceAfter} />],
  ];
  return (
    <table className="wl-detail">
      <tbody>
        {rows
          .filter((row) => row !== null)
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
