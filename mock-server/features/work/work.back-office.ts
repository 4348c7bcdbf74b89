import { Result } from "effect";
import { formatRupiah } from "../../../domain/format/number.format";
import type { OfferId } from "../../../domain/shared/ids.schema";
import { toWibIso } from "../../../domain/shared/wib-time";
import { hireMoney } from "../../../domain/work/hire-money.rules";
import type { PunchView } from "../../../domain/work/work-api.schema";
import { endpoint, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { escapeHtml } from "../../http/html";
import type { Db } from "../../store/db.schema";
import { answerReconfirmation, dayById, dayNotFound, daysOfHire, settleWorkDue } from "./work.logic";
import { workDayView } from "./work.view";

/*
 * Support in the back office (issue 22): the reconfirmations seekers asked for, each with its
 * evidence (clock times, where and how far, captured offline, the decline reason) and its 48-hour
 * deadline, approved (confirmed by support and paid) or rejected; and each order's money, where
 * paid = released + refunded + held.
 */

const FROM = `<input type="hidden" name="from" value="back-office">`;
const when = (at: number | null | undefined): string => (at === null || at === undefined ? "" : toWibIso(at));
/** An id or a time never breaks inside itself; a number stays with its unit. */
const nowrap = (text: string): string => `<span class="nowrap">${escapeHtml(text)}</span>`;
const NBSP = "\u00a0";

const punchEvidence = (label: string, p: PunchView | null): string => {
  if (p === null) return `${escapeHtml(label)}: none`;
  const where =
    p.location === null
      ? "no location"
      : `${escapeHtml(`${p.location.point.lat.toFixed(5)}, ${p.location.point.lng.toFixed(5)} (±${Math.round(p.location.accuracyMeters)}${NBSP}m, ${p.location.source})`)}`;
  const distance = p.distanceMeters === null ? "" : `, ${escapeHtml(`${p.distanceMeters}${NBSP}m`)} from the place`;
  const flags = [p.flagged === "far" ? "FAR" : p.flagged === "noLocation" ? "NO LOCATION" : "", p.capturedOffline ? "captured offline" : ""].filter((f) => f !== "").join(", ");
  return `${escapeHtml(label)}: ${nowrap(toWibIso(p.at))}, ${where}${distance}${flags === "" ? "" : ` [${escapeHtml(flags)}]`}`;
};

/** The queue of reconfirmations waiting for support, with their evidence and deadline. */
export const renderReconfirmations = (db: Db): string => {
  const waiting = db.workDays.filter((d) => d.status === "waitingReconfirm");
  if (waiting.length === 0) return `<h3 id="reconfirmations">Attendance reconfirmations</h3><p class="empty">No reconfirmation is waiting.</p>`;
  const rows = waiting
    .map((d) => {
      const hire = db.hires.find((h) => h.hireId === d.hireId);
      const job = db.jobs.find((j) => j.jobId === hire?.jobId);
      const seeker = db.accounts.find((a) => a.userId === d.seekerId)?.fullName ?? d.seekerId;
      const id = encodeURIComponent(d.dayId);
      const evidence = [punchEvidence("In", d.clockIn), punchEvidence("Out", d.clockOut), `Declined: ${escapeHtml(d.declineReason ?? "")}`].join("<br>");
      return `<tr><td>${escapeHtml(seeker)}<br><small>${escapeHtml(job?.position ?? "")}, ${nowrap(d.date)}, day ${nowrap(d.dayId)}</small></td><td>${evidence}</td><td>${nowrap(when(d.reconfirmation?.requestedAt))}<br>due ${nowrap(when(d.reconfirmation?.dueAt))}</td><td>
<form method="post" action="/__dev/work-days/${id}/reconfirmation/approve" class="inline">${FROM}<button type="submit" aria-label="Approve the reconfirmation of ${escapeHtml(d.dayId)}">Approve (pay ${escapeHtml(formatRupiah(d.wage))})</button></form>
<form method="post" action="/__dev/work-days/${id}/reconfirmation/reject" class="inline">${FROM}<button type="submit" aria-label="Reject the reconfirmation of ${escapeHtml(d.dayId)}">Reject</button></form>
</td></tr>`;
    })
    .join("");
  return `<h3 id="reconfirmations">Attendance reconfirmations</h3><div class="table-scroll" id="reconfirmations-table"><table><thead><tr><th>Seeker and day</th><th>Evidence</th><th>Asked (WIB)</th><th>Decision</th></tr></thead><tbody>${rows}</tbody></table></div>`;
};

/** Each order's money from the ledger, per order: paid (the salaries in escrow) = released + refunded + held. */
export const orderMoneyRows = (db: Db) => {
  const orders = [...new Set(db.hires.map((h) => h.orderId))];
  return orders.map((orderId) => {
    const hires = db.hires.filter((h) => h.orderId === orderId);
    const sums = { paid: 0, released: 0, refunded: 0, held: 0 };
    for (const h of hires) {
      const salary = db.offers.find((o) => o.offerId === h.hireId)?.price.salary ?? 0;
      const m = hireMoney(db.ledger, h.hireId as OfferId, salary, daysOfHire(db, h.hireId));
      sums.paid += m.salary;
      sums.released += m.released;
      sums.refunded += m.refunded;
      sums.held += m.held;
    }
    const job = db.jobs.find((j) => j.jobId === hires[0]?.jobId);
    const withdrawn = hires.filter((h) => h.withdrawal !== null).length;
    return { orderId, job: job?.position ?? "", hires: hires.length - withdrawn, withdrawn, ...sums };
  });
};

export const renderOrdersMoney = (db: Db): string => {
  const rows = orderMoneyRows(db).map(
    (o) =>
      `<tr><td>${nowrap(o.orderId)}<br><small>${escapeHtml(o.job)}, ${o.hires} hired${o.withdrawn === 0 ? "" : `, ${o.withdrawn} withdrawn`}</small></td>${[o.paid, o.released, o.refunded, o.held].map((v) => `<td class="amount">${escapeHtml(formatRupiah(v))}</td>`).join("")}<td>${o.paid === o.released + o.refunded + o.held ? "adds up" : "<strong>DOES NOT ADD UP</strong>"}</td></tr>`,
  );
  return `<section id="orders"><h2>Orders' money</h2>
<p>Per order, from the ledger: paid (the hires' salaries, held in escrow since their offers were accepted) = released (confirmed days, in the seekers' balances) + refunded (back to the provider: withdrawals) + held (still in escrow).</p>
${
  rows.length === 0
    ? `<p class="empty">No order yet.</p>`
    : `<div class="table-scroll"><table><thead><tr><th>Order</th><th class="amount">Paid</th><th class="amount">Released</th><th class="amount">Refunded</th><th class="amount">Held</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`
}
</section>`;
};

/** Support answers a reconfirmation, through the same function the rules use; a form goes back to the queue. */
const answer = (ctx: HandlerContext<unknown>, approve: boolean): Reply => {
  const db = settleWorkDue(ctx.db, ctx.now);
  const day = dayById(db, ctx.params.dayId);
  if (day === undefined) return fail(dayNotFound());
  const changed = answerReconfirmation(db, day, approve, ctx.now);
  if (Result.isFailure(changed)) return fail(changed.failure);
  const next = changed.success.db;
  if (ctx.fromForm) return { status: 303, redirect: "/__dev/#reconfirmations", next };
  return { status: 200, json: workDayView(changed.success.value, ctx.now), next };
};

/** The back office's support actions on work (docs/api.md "Mock server only"). */
export const workBackOfficeEndpoints = (): Endpoint[] => {
  const dev = { auth: "none", area: "dev" } as const;
  return [
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/work-days/:dayId/reconfirmation/approve",
      summary: "Support approves a reconfirmation: the day is confirmed (by support) and its wage paid",
      handle: (ctx) => answer(ctx, true),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/work-days/:dayId/reconfirmation/reject",
      summary: "Support rejects a reconfirmation: the day stays unpaid (reconfirmRejected)",
      handle: (ctx) => answer(ctx, false),
    }),
    endpoint({
      ...dev,
      method: "GET",
      path: "/__dev/orders",
      summary: "Each order's money from the ledger: paid = released + refunded + held",
      handle: (ctx) => ({ status: 200, json: { items: orderMoneyRows(settleWorkDue(ctx.db, ctx.now)) } }),
    }),
  ];
};
