import { formatRupiah, formatSignedRupiah } from "../../../domain/format/number.format";
import { accountKey, balances, growsWith, signedBalance, total } from "../../../domain/ledger/ledger.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import type { Db } from "../../store/db.schema";
import type { StoredPayment } from "../../store/money.db-schema";
import { escapeHtml } from "../../http/html";
import { GATEWAY_FAILURE_CAUSES } from "./gateway.routes";

const CAUSE_LABELS: Readonly<Record<(typeof GATEWAY_FAILURE_CAUSES)[number], string>> = {
  insufficientBalance: "Insufficient balance",
  noEwallet: "No e-wallet",
  wrongPin: "Wrong PIN",
  connection: "Connection",
  paidByAnotherMethod: "Paid by another method",
};

/** Every form names where it comes from, so the endpoint answers it with a redirect back here (an empty form is no body). */
const FROM = `<input type="hidden" name="from" value="back-office">`;
const action = (path: string, label: string, aria: string): string =>
  `<form method="post" action="${escapeHtml(path)}" class="inline">${FROM}<button type="submit" aria-label="${escapeHtml(aria)}">${escapeHtml(label)}</button></form>`;

const method = (p: StoredPayment): string =>
  p.choice.method === "virtualAccount"
    ? `VA ${p.choice.bank.toUpperCase()} ${p.virtualAccountNumber ?? ""}`
    : p.choice.method === "ewallet"
      ? `e-wallet ${p.choice.wallet}`
      : "balance";

const row = (cells: readonly string[]): string => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
const table = (id: string, title: string, headers: readonly string[], rows: readonly string[], empty: string): string =>
  `<h3 id="${id}">${escapeHtml(title)}</h3>${
    rows.length === 0
      ? `<p class="empty">${escapeHtml(empty)}</p>`
      : `<div class="table-scroll"><table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`
  }`;

/** An account's name, which may wrap after a colon, never inside an id or a date ("providerBalance:" / "c-warung-bu-tini"). */
const accountName = (name: string): string =>
  name
    .split(":")
    .map((part, i, all) => `<span class="nowrap">${escapeHtml(part)}${i < all.length - 1 ? ":" : ""}</span>`)
    .join("<wbr>");

const businessName = (db: Db, businessId: string): string => {
  const b = db.businesses.find((x) => x.businessId === businessId);
  return b?.brandName ?? b?.registeredName ?? db.companies.find((c) => c.companyId === businessId)?.name ?? businessId;
};

/**
 * The back office's gateway (issue 14): pending payments to settle, fail (with the spec's cause)
 * or expire; paid ones to pay twice; failed or expired ones to pay late; sent offers to expire now;
 * every account's balance, signed (credits +, debits -) so the column visibly adds up to the
 * ledger's total, always Rp0 (issue 19: unsigned, it did not). Every button posts to a
 * /__dev/payments or /__dev/offers endpoint, which acts through the same functions as the API.
 */
export const renderPaymentsSection = (db: Db): string => {
  const who = (p: StoredPayment) => `${escapeHtml(p.paymentId)}<br><small>offer ${escapeHtml(p.offerId)}, ${escapeHtml(businessName(db, p.businessId))}</small>`;
  const pending = db.payments.filter((p) => p.state.status === "pending");
  const paid = db.payments.filter((p) => p.state.status === "success");
  const failed = db.payments.filter((p) => p.state.status === "failed");
  const sent = db.offers.filter((o) => o.state.status === "sent");
  const causeOptions = GATEWAY_FAILURE_CAUSES.map((c) => `<option value="${c}">${escapeHtml(CAUSE_LABELS[c])}</option>`).join("");
  const id = (p: StoredPayment) => encodeURIComponent(p.paymentId);
  const pendingRows = pending.map((p) =>
    row([
      who(p),
      escapeHtml(method(p)),
      escapeHtml(formatRupiah(p.price.total)),
      escapeHtml(toWibIso(p.expiresAt)),
      `${action(`/__dev/payments/${id(p)}/settle`, "Settle", `Settle ${p.paymentId}`)}
<form method="post" action="/__dev/payments/${id(p)}/fail" class="inline">${FROM}<label>Cause <select name="cause" aria-label="Failure cause of ${escapeHtml(p.paymentId)}">${causeOptions}</select></label> <button type="submit" aria-label="Fail ${escapeHtml(p.paymentId)}">Fail</button></form>
${action(`/__dev/payments/${id(p)}/expire`, "Expire", `Expire ${p.paymentId}`)}`,
    ]),
  );
  const paidRows = paid.map((p) =>
    row([
      who(p),
      escapeHtml(method(p)),
      escapeHtml(formatRupiah(p.price.total)),
      escapeHtml(p.state.status === "success" && p.state.refunded > 0 ? `${formatRupiah(p.state.refunded)} paid twice, credited` : ""),
      action(`/__dev/payments/${id(p)}/pay-twice`, "Pay twice", `Pay ${p.paymentId} twice`),
    ]),
  );
  const failedRows = failed.map((p) =>
    row([
      who(p),
      escapeHtml(method(p)),
      escapeHtml(formatRupiah(p.price.total)),
      escapeHtml(p.state.status === "failed" ? `${p.state.cause}${p.state.refunded > 0 ? `; ${formatRupiah(p.state.refunded)} paid late, credited` : ""}` : ""),
      action(`/__dev/payments/${id(p)}/pay-late`, "Pay late", `Pay ${p.paymentId} late`),
    ]),
  );
  const sentRows = sent.map((o) =>
    row([
      escapeHtml(o.offerId),
      escapeHtml(db.jobs.find((j) => j.jobId === o.jobId)?.position ?? o.jobId),
      escapeHtml(db.accounts.find((a) => a.userId === o.seekerId)?.fullName ?? o.seekerId),
      escapeHtml(o.state.status === "sent" ? toWibIso(o.state.expiresAt) : ""),
      action(`/__dev/offers/${encodeURIComponent(o.offerId)}/expire`, "Expire now", `Expire offer ${o.offerId} now`),
    ]),
  );
  const ledgerRows = balances(db.ledger).map(
    (b) => `<tr><td class="account">${accountName(accountKey(b.account))}</td><td>${growsWith(b.account)}</td><td class="amount">${escapeHtml(formatSignedRupiah(signedBalance(b)))}</td></tr>`,
  );
  const sum = total(db.ledger);
  return `<section id="payments"><h2>Payments (gateway)</h2>
<p>Acts as the payment gateway: its callbacks settle, fail or expire a payment. The mock's clock also expires payments and offers when their time comes.</p>
${table("payments-pending", "Waiting for payment", ["Payment", "Method", "Amount", "Expires", "Gateway"], pendingRows, "No payment is waiting.")}
${table("payments-paid", "Paid", ["Payment", "Method", "Amount", "Credits", "Gateway"], paidRows, "No payment has succeeded yet.")}
${table("payments-failed", "Failed or expired", ["Payment", "Method", "Amount", "Cause", "Gateway"], failedRows, "No payment has failed.")}
${table("offers", "Sent offers (waiting for the seeker)", ["Offer", "Job", "Seeker", "Expires", ""], sentRows, "No offer is waiting for an answer.")}
<h3 id="ledger">Ledger</h3>
<p>Balances are signed: credits are positive (what the platform owes a provider, an offer's escrow or a seeker, its fee income, payouts on their way and money paid out), debits are negative (what the payment gateway collected). The platform's own accounts hold one WIB day each. Every transaction's entries sum to zero, so the column adds up to the total, always Rp0. ${db.ledger.transactions.length} transactions. <a href="/__dev/ledger">JSON</a></p>
${
  ledgerRows.length === 0
    ? `<p class="empty">No money has moved yet. Total: <strong id="ledger-total">Rp0</strong></p>`
    : `<div class="table-scroll"><table class="ledger"><thead><tr><th>Account</th><th>Side</th><th class="amount">Balance</th></tr></thead><tbody>${ledgerRows.join("")}</tbody><tfoot><tr><th scope="row">Total</th><td></td><td class="amount"><strong id="ledger-total">${escapeHtml(formatSignedRupiah(sum))}</strong></td></tr></tfoot></table></div>`
}
</section>`;
};
