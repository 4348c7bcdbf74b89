import { Result, Schema } from "effect";
import { SupportText } from "../../../domain/attendance/cancellation.schema";
import { formatRupiah } from "../../../domain/format/number.format";
import { toWibIso } from "../../../domain/shared/wib-time";
import { endpoint, endpointWithBody, fail, type Endpoint, type HandlerContext, type Reply } from "../../http/endpoint";
import { escapeHtml, linkHtml } from "../../http/html";
import type { Db } from "../../store/db.schema";
import type { StoredCancellationRequest } from "../../store/work.db-schema";
import { orderRequestView, processRequest, rejectRequest, requestNotFound } from "./cancellation.logic";
import type { OrderRequestLinks } from "./order-request-links";
import { settleWorkDue } from "./work.logic";

/*
 * Support in the back office (issue 22): the cancellation requests providers sent through the help
 * center, each with its facts, proof, the split as settleCancellation gives it and the 48-hour
 * deadline; processed (cancelled: the escrow's rest back to the provider's balance) or rejected with
 * a note. Also the messages sent from /others, and a link maker for the public /orderrequest summary.
 */

const FROM = `<input type="hidden" name="from" value="back-office">`;
const nowrap = (text: string): string => `<span class="nowrap">${escapeHtml(text)}</span>`;
const money = (v: number): string => nowrap(formatRupiah(v));

const requestRow = (db: Db, r: StoredCancellationRequest, now: number): string => {
  const view = orderRequestView(db, r, now);
  const id = encodeURIComponent(r.requestId);
  const label = escapeHtml(r.requestId);
  const reason = `${escapeHtml(r.reason)}${r.otherReason === null ? "" : `: ${escapeHtml(r.otherReason)}`}`;
  const proof = r.proofMedia.length === 0 ? "no proof" : r.proofMedia.map((url, i) => linkHtml(url, `proof ${i + 1}`)).join(", ");
  const split = view.lines
    .map((l) => `${escapeHtml(l.seekerName)}${l.started ? "" : " (not started)"}: pay ${money(l.settlement.payout)}, refund ${money(l.settlement.refund)}`)
    .join("<br>");
  return `<tr><td>${nowrap(r.requestId)}<br><small>${escapeHtml(view.businessName)}, ${escapeHtml(view.jobTitle)}, ${nowrap(r.orderId)}, ${r.scope === "job" ? "the whole job" : "one seeker"}</small></td>
<td>${reason}<br>${proof}<br>call ${nowrap(`0${r.mobile}`)}</td>
<td>${split}<br><strong>Total: pay ${money(view.total.payout)}, refund ${money(view.total.refund)}</strong></td>
<td>${nowrap(toWibIso(r.requestedAt))}<br>due ${nowrap(toWibIso(view.dueAt))}</td><td>
<form method="post" action="/__dev/cancellation-requests/${id}/process" class="inline">${FROM}<button type="submit" aria-label="Process (cancel) ${label}">Process</button></form>
<form method="post" action="/__dev/cancellation-requests/${id}/reject" class="inline"><label>Note <input name="note" required maxlength="500" aria-label="Rejection note for ${label}"></label> <button type="submit" aria-label="Reject ${label}">Reject</button></form>
<form method="post" action="/__dev/cancellation-requests/${id}/link" class="inline"><button type="submit" aria-label="Make a public link for ${label}">Public link</button></form>
</td></tr>`;
};

/** The queue of cancellation requests waiting for support, and those decided, newest first. */
export const renderCancellationRequests = (db: Db, now: number): string => {
  const settled = settleWorkDue(db, now);
  const waiting = settled.cancellationRequests.filter((r) => r.status === "requested").sort((a, b) => a.requestedAt - b.requestedAt);
  const decided = settled.cancellationRequests.filter((r) => r.status !== "requested").sort((a, b) => b.requestedAt - a.requestedAt);
  const head = `<h3 id="cancellation-requests">Cancellation requests</h3>`;
  const table =
    waiting.length === 0
      ? `<p class="empty">No cancellation request is waiting.</p>`
      : `<div class="table-scroll"><table><thead><tr><th>Request</th><th>Reason, proof, mobile</th><th>Split (settleCancellation)</th><th>Asked (WIB)</th><th>Decision</th></tr></thead><tbody>${waiting.map((r) => requestRow(settled, r, now)).join("")}</tbody></table></div>`;
  const history =
    decided.length === 0
      ? ""
      : `<p>Decided: ${decided
          .map((r) => `${nowrap(r.requestId)} ${escapeHtml(r.status)}${r.supportNote === null ? "" : ` (${escapeHtml(r.supportNote)})`} ${nowrap(toWibIso(r.processedAt ?? r.requestedAt))}`)
          .join("; ")}</p>`;
  return `${head}${table}${history}`;
};

/** Messages sent to support from /others, newest first, with their 48-hour reply deadline. */
export const renderSupportMessages = (db: Db): string => {
  const messages = [...db.supportMessages].sort((a, b) => b.receivedAt - a.receivedAt);
  const rows = messages.map((m) => {
    const who = db.accounts.find((a) => a.userId === m.userId);
    return `<tr><td>${escapeHtml(who?.fullName ?? m.userId)}<br><small>${escapeHtml(m.role)}${m.mobile === null ? "" : `, call ${nowrap(`0${m.mobile}`)}`}</small></td><td>${escapeHtml(m.text)}</td><td>${nowrap(toWibIso(m.receivedAt))}${m.withinSupportHours ? "" : "<br><small>outside support hours</small>"}<br>reply by ${nowrap(toWibIso(m.replyDueAt))}</td></tr>`;
  });
  return `<section id="support-messages"><h2>Support messages</h2>${
    rows.length === 0 ? `<p class="empty">No message yet.</p>` : `<div class="table-scroll"><table><thead><tr><th>From</th><th>Message</th><th>Received (WIB)</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`
  }</section>`;
};

const RejectCancellation = Schema.Struct({ note: SupportText });

const decide = (ctx: HandlerContext<unknown>, act: (db: Db, request: StoredCancellationRequest) => ReturnType<typeof processRequest>): Reply => {
  const db = settleWorkDue(ctx.db, ctx.now);
  const request = db.cancellationRequests.find((r) => r.requestId === ctx.params.requestId);
  if (request === undefined) return fail(requestNotFound());
  const changed = act(db, request);
  if (Result.isFailure(changed)) return fail(changed.failure);
  const next = changed.success.db;
  if (ctx.fromForm) return { status: 303, redirect: "/__dev/#cancellation-requests", next };
  return { status: 200, json: orderRequestView(next, changed.success.value, ctx.now), next };
};

/** The back office's support actions on cancellation requests (docs/api.md "Mock server only"). */
export const cancellationBackOfficeEndpoints = (links: OrderRequestLinks): Endpoint[] => {
  const dev = { auth: "none", area: "dev" } as const;
  return [
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/cancellation-requests/:requestId/process",
      summary: "Support processes a cancellation request: each open hire is cancelled by the split settleCancellation gives, the escrow's rest back to the provider's balance",
      handle: (ctx) => decide(ctx, (db, r) => processRequest(db, r, ctx.now)),
    }),
    endpointWithBody({
      ...dev,
      method: "POST",
      path: "/__dev/cancellation-requests/:requestId/reject",
      summary: "Support rejects a cancellation request { note }: nothing moves, the hires' clock-ins open again",
      body: RejectCancellation,
      handle: (ctx) => decide(ctx, (db, r) => rejectRequest(db, r, ctx.body.note, ctx.now)),
    }),
    endpoint({
      ...dev,
      method: "POST",
      path: "/__dev/cancellation-requests/:requestId/link",
      summary: "A signed link to the request's public summary (as support sends one): the link, and the API path it opens",
      handle: (ctx) => {
        const request = ctx.db.cancellationRequests.find((r) => r.requestId === ctx.params.requestId);
        if (request === undefined) return fail(requestNotFound());
        const link = links.linkFor(request.requestId, ctx.now);
        const path = `/api/order-requests/${encodeURIComponent(link.requestId)}?expires=${link.expiresAt}&signature=${link.signature}`;
        return { status: 200, json: { link, path } };
      },
    }),
  ];
};
