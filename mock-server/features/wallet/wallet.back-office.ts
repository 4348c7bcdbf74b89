import { Result, Schema } from "effect";
import { formatRupiah } from "../../../domain/format/number.format";
import { toWibIso } from "../../../domain/shared/wib-time";
import { WithdrawalFailureReason } from "../../../domain/wallet/wallet.schema";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { apiFailure } from "../../http/errors";
import { escapeHtml } from "../../http/html";
import type { Db } from "../../store/db.schema";
import { answerLink, boundPageUrl } from "./ewallet-link.logic";
import { resetPinBlock } from "./pin.logic";
import { settleWithdrawal, withdrawalView } from "./wallet.logic";

/*
 * The wallet in the back office (issue 23): the payout partner's queue of withdrawals (paid, or
 * failed with a reason), the bank's name check for an account number, support's reset of a blocked
 * PIN, and the e-wallet's consent page of a link. Each acts through the functions the API uses.
 */

const FROM = `<input type="hidden" name="from" value="back-office">`;
const nowrap = (text: string): string => `<span class="nowrap">${escapeHtml(text)}</span>`;

const REASON_LABELS: Readonly<Record<WithdrawalFailureReason, string>> = {
  accountNotFound: "Account not found",
  nameMismatch: "Name does not match",
  rejectedByBank: "Rejected by the bank",
  partnerUnavailable: "Payout partner unavailable",
};

const holderName = (db: Db, userId: string): string => db.accounts.find((a) => a.userId === userId)?.fullName ?? userId;

export const renderWalletSection = (db: Db): string => {
  const processing = db.wallet.withdrawals.filter((w) => w.status === "processing");
  const reasons = WithdrawalFailureReason.literals.map((r) => `<option value="${r}">${escapeHtml(REASON_LABELS[r])}</option>`).join("");
  const rows = processing
    .map((w) => {
      const id = encodeURIComponent(w.withdrawalId);
      return `<tr><td>${nowrap(w.withdrawalId)}<br><small>${escapeHtml(holderName(db, w.requestedBy))}, ${escapeHtml(`${w.account.provider} ${w.account.number}`)}</small></td><td class="amount">${escapeHtml(formatRupiah(w.amount))}</td><td>${nowrap(toWibIso(w.requestedAt))}<br>by ${nowrap(toWibIso(w.arrivesBy))}</td><td>
<form method="post" action="/__dev/withdrawals/${id}/settle" class="inline">${FROM}<button type="submit" aria-label="Pay out ${escapeHtml(w.withdrawalId)}">Paid</button></form>
<form method="post" action="/__dev/withdrawals/${id}/fail" class="inline">${FROM}<label>Reason <select name="reason" aria-label="Failure reason of ${escapeHtml(w.withdrawalId)}">${reasons}</select></label> <button type="submit" aria-label="Fail ${escapeHtml(w.withdrawalId)}">Fail</button></form>
</td></tr>`;
    })
    .join("");
  const blocked = db.wallet.pins.filter((p) => p.wrongAttempts >= 5);
  const pinRows = blocked
    .map((p) => `<tr><td>${escapeHtml(holderName(db, p.userId))} <small>${nowrap(p.userId)}</small></td><td><form method="post" action="/__dev/pins/${encodeURIComponent(p.userId)}/reset" class="inline">${FROM}<button type="submit" aria-label="Reset the PIN block of ${escapeHtml(p.userId)}">Reset block</button></form></td></tr>`)
    .join("");
  const checks = db.wallet.bankChecks.map((c) => `<tr><td>${escapeHtml(c.bank)} ${nowrap(c.number)}</td><td>${c.holderName === null ? "no such account" : escapeHtml(c.holderName)}</td></tr>`).join("");
  return `<section id="wallet"><h2>Wallet</h2>
<h3 id="withdrawals">Withdrawals (payout partner)</h3>
${processing.length === 0 ? `<p class="empty">No withdrawal is on its way.</p>` : `<div class="table-scroll"><table><thead><tr><th>Withdrawal</th><th class="amount">Amount</th><th>Asked, arrives (WIB)</th><th>Outcome</th></tr></thead><tbody>${rows}</tbody></table></div>`}
<h3 id="pin-blocks">Blocked PINs (support)</h3>
${blocked.length === 0 ? `<p class="empty">No PIN is blocked.</p>` : `<div class="table-scroll"><table><thead><tr><th>Person</th><th></th></tr></thead><tbody>${pinRows}</tbody></table></div>`}
<h3 id="bank-checks">Bank name check</h3>
<p>What the bank answers for an account number (any other number is known under the name typed).</p>
<form method="post" action="/__dev/bank-checks" class="inline">${FROM}<label>Bank <input name="bank" required size="8"></label> <label>Number <input name="number" required inputmode="numeric" size="14"></label> <label>Holder's name (empty: no such account) <input name="holderName" size="20"></label> <button type="submit">Set</button></form>
${checks === "" ? "" : `<div class="table-scroll"><table><thead><tr><th>Account</th><th>The bank's answer</th></tr></thead><tbody>${checks}</tbody></table></div>`}
</section>`;
};

const FailBody = Schema.Struct({ reason: WithdrawalFailureReason });
const BankCheckBody = Schema.Struct({
  bank: Schema.String.pipe(Schema.check(Schema.isNonEmpty(), Schema.isMaxLength(20))),
  number: Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{6,20}$/))),
  /** Empty or absent: the bank has no such account. */
  holderName: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(60)))),
});

const settle = (ctx: HandlerContext<unknown>, outcome: Parameters<typeof settleWithdrawal>[2]): Reply => {
  const changed = settleWithdrawal(ctx.db, ctx.params.withdrawalId ?? "", outcome, ctx.now);
  if (Result.isFailure(changed)) return fail(changed.failure);
  const next = changed.success.db;
  return ctx.fromForm ? { status: 303, redirect: "/__dev/#withdrawals", next } : { status: 200, json: withdrawalView(changed.success.value), next };
};

const consentPage = (db: Db, linkId: string): string => {
  const link = db.wallet.ewalletLinks.find((l) => l.linkId === linkId);
  const id = encodeURIComponent(linkId);
  const body =
    link?.status === "pending"
      ? `<h1>Link ${escapeHtml(link.wallet)} to Gawe?</h1><p>This page stands in for the e-wallet's consent screen.</p>
<form method="post" action="/__dev/ewallet-links/${id}/approve"><button type="submit">Link</button></form>
<form method="post" action="/__dev/ewallet-links/${id}/fail"><button type="submit">Fail</button></form>`
      : `<h1>Nothing to link</h1><p>This link is not waiting (any more).</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>E-wallet link</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:30rem}form{margin:1rem 0}button{min-height:2.75rem;width:100%;font-size:1rem}</style></head><body>${body}</body></html>`;
};

/** The back office's wallet actions (docs/api.md "Mock server only"). */
export const walletBackOfficeEndpoints = (config: { readonly publicUrl: () => string }): Endpoint[] => {
  const dev = { auth: "none", area: "dev" } as const;
  const answer = (ctx: HandlerContext<unknown>, linked: boolean): Reply => {
    const linkId = ctx.params.linkId ?? "";
    const next = answerLink(ctx.db, linkId, linked, ctx.now);
    return next === null ? fail(apiFailure("EWALLET_LINK_NOT_FOUND", "No such e-wallet link")) : { status: 303, redirect: boundPageUrl(config.publicUrl(), linkId), next };
  };
  return [
    endpoint({ ...dev, method: "POST", path: "/__dev/withdrawals/:withdrawalId/settle", summary: "Payout partner: a withdrawal was paid (it leaves the platform)", handle: (ctx) => settle(ctx, { paid: true }) }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/withdrawals/:withdrawalId/fail",
      summary: "Payout partner: a withdrawal failed { reason } (the money is back in the balance at once)",
      body: FailBody,
      handle: (ctx) => settle(ctx, { paid: false, reason: ctx.body.reason }),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/pins/:userId/reset",
      summary: "Support: lift a PIN block (the wrong-entry count back to 0; the PIN kept)",
      handle: (ctx) => {
        const next = resetPinBlock(ctx.db, ctx.params.userId ?? "");
        if (next === null) return fail(apiFailure("PIN_NOT_SET", "This person has no PIN"));
        return ctx.fromForm ? { status: 303, redirect: "/__dev/#pin-blocks", next } : { status: 204, next };
      },
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/bank-checks",
      summary: "The bank's name check for an account number { bank, number, holderName } (no holderName: no such account)",
      body: BankCheckBody,
      handle: (ctx) => {
        const { bank, number } = ctx.body;
        const holderName = ctx.body.holderName === undefined || ctx.body.holderName.trim() === "" ? null : ctx.body.holderName.trim();
        const bankChecks = [...ctx.db.wallet.bankChecks.filter((c) => !(c.bank === bank && c.number === number)), { bank, number, holderName }];
        const next: Db = { ...ctx.db, wallet: { ...ctx.db.wallet, bankChecks } };
        return ctx.fromForm ? { status: 303, redirect: "/__dev/#bank-checks", next } : { status: 204, next };
      },
    }),
    endpoint({ ...dev, method: "GET", path: "/__dev/ewallet-links/:linkId", summary: "The e-wallet's consent page (HTML) an e-wallet link's linkUrl points at: Link or Fail", handle: (ctx) => ({ status: 200, html: consentPage(ctx.db, ctx.params.linkId ?? "") }) }),
    endpoint({ ...dev, method: "POST", path: "/__dev/ewallet-links/:linkId/approve", summary: "E-wallet consent: linked (a payout account), then back to the app's /bound", handle: (ctx) => answer(ctx, true) }),
    endpoint({ ...dev, method: "POST", path: "/__dev/ewallet-links/:linkId/fail", summary: "E-wallet consent: link failed, then back to the app's /bound", handle: (ctx) => answer(ctx, false) }),
  ];
};
