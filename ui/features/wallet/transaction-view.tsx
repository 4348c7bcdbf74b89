import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Transaction, WithdrawalStatus } from "../../../domain/wallet/wallet.schema";
import { formatRupiah, formatSignedRupiah } from "../../../domain/format/number.format";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { positionLabel } from "../../shared/format/reference-labels";
import { accountLabel } from "./wallet-parts";

/**
 * A change of a balance: "+Rp150.000", "-Rp50.000", "Rp0" (the one Rupiah formatter, never broken
 * inside). The wallet's own: Money stays as small as the homes that load it need.
 */
export const SignedMoney = ({ amount }: { readonly amount: number }) => (
  <span className="nowrap">{amount > 0 ? `+${formatRupiah(amount)}` : formatSignedRupiah(amount)}</span>
);

/**
 * A line in words, the same in the list, its detail and the statement: its name (what the ledger
 * transaction did: "Salary for a work day", "Withdrawal failed, returned"), what it is about (a
 * withdrawal's account, a salary's or a payment's job, else its type) and, for a withdrawal's
 * line, how that attempt stands (processing, paid, failed) and that in words.
 */
export interface LineText {
  readonly title: string;
  readonly about: string;
  readonly status: WithdrawalStatus | null;
  readonly statusLabel: string | null;
}

/**
 * A line's words, by one function for the whole list (one translation hook, not a few per row:
 * a row coming into view while the list scrolls costs its elements only; docs/performance.md).
 */
export const useLineText = (): ((tx: Transaction) => LineText) => {
  const { t } = useTranslation(["wallet", "labels"]);
  const format = useFormat();
  return useCallback(
    (tx: Transaction): LineText => ({
      title: t(`transactions.entry.${tx.entry}`, { defaultValue: t(`transactions.type.${tx.kind}`) }),
      about:
        tx.withdrawal !== null
          ? accountLabel(tx.withdrawal.account)
          : tx.jobTitle !== null
            ? tx.workDate === null
              ? positionLabel(t, tx.jobTitle)
              : `${positionLabel(t, tx.jobTitle)} · ${format.date(tx.workDate)}`
            : t(`transactions.type.${tx.kind}`),
      status: tx.withdrawal?.status ?? null,
      statusLabel: tx.withdrawal === null ? null : t(`transactions.status.${tx.withdrawal.status}`),
    }),
    [t, format],
  );
};

/** What a line is about, then a withdrawal's status after it ("BCA •••• 7890 · Failed"), the status in its tone. */
export function LineAbout({ line, className }: { readonly line: LineText; readonly className: string }) {
  return (
    <span className={className}>
      {line.about}
      {line.status !== null && (
        <>
          {" · "}
          <span className={`wl-status wl-status--${line.status}`}>{line.statusLabel}</span>
        </>
      )}
    </span>
  );
}

/**
 * A line's amount, the same in the list and the statement (the detail has both, as Amount and
 * Balance change): what it did to the balance, signed ("+Rp150.000", "-Rp50.000"); a line that
 * moved no balance money (an offer paid by virtual account, a withdrawal that arrived: its money
 * left the balance when it was asked) shows the amount it moved, unsigned (the statement's note
 * says so), never a bare "Rp0".
 */
export function LineAmount({ tx }: { readonly tx: Transaction }) {
  if (tx.balanceChange === 0) return <Money amount={tx.amount} />;
  return <SignedMoney amount={tx.balanceChange} />;
}

/**
 * One row of the list (one height for all: VirtualList): its name, whole, on the first line; when,
 * and what it did to the balance, on the second; what it is about (a withdrawal's account and
 * status, a salary's job and day) on the third. The rest is in the detail the row opens. Its words
 * come from the list (useLineText, `when` formatted there), so it holds no hook.
 */
export function TransactionRow({ tx, line, when, onOpen }: { readonly tx: Transaction; readonly line: LineText; readonly when: string; readonly onOpen: (tx: Transaction) => void }) {
  const tone = tx.balanceChange > 0 ? "in" : tx.balanceChange < 0 ? "out" : "none";
  return (
    <button type="button" className="wl-row" onClick={() => onOpen(tx)}>
      <span className="wl-row__title">{line.title}</span>
      <span className="wl-row__line">
        <span className="wl-row__when">{when}</span>
        <span className={`wl-row__amount wl-row__amount--${tone}`}>
          <LineAmount tx={tx} />
        </span>
      </span>
      <LineAbout line={line} className="wl-row__about" />
    </button>
  );
}

/** Every field of a transaction (spec 3) the line has, as label and value rows. */
export function TransactionFacts({ tx }: { readonly tx: Transaction }) {
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const whole = (text: string): ReactNode => <span className="nowrap">{text}</span>;
  const w = tx.withdrawal;
  const status = w === null ? "" : w.failure !== null ? t("transactions.status.failedBecause", { reason: t(`withdraw.failure.${w.failure}`) }) : t(`transactions.status.${w.status}`);
  // The sheet's title is the line's name: the type row says only the type.
  const rows: (readonly [string, ReactNode] | null)[] = [
    [t("transactions.transactionId"), whole(tx.transactionId)],
    [t("transactions.dateTime"), format.dateTime(tx.at)],
    [t("transactions.typeLabel"), t(`transactions.type.${tx.kind}`)],
    w === null ? null : [t("transactions.statusLabel"), status],
    w === null ? null : [t("withdraw.account"), `${accountLabel(w.account)}, ${w.account.holderName}`],
    w === null ? null : [t("withdraw.fee"), <Money key="m" amount={w.fee} />],
    w === null ? null : [t("withdraw.receive"), <Money key="m" amount={w.receives} />],
    w?.status === "processing" ? [t("transactions.arrivesBy"), format.dateTime(w.arrivesBy)] : null,
    w?.status === "success" && w.settledAt !== null ? [t("transactions.paidAt"), format.dateTime(w.settledAt)] : null,
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
