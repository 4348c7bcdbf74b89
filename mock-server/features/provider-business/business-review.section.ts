import { escapeHtml, linkHtml } from "../../http/html";
import type { Db } from "../../store/db.schema";

/** The back office's queue of business verifications in review: approve, or reject with a reason. */
export const renderBusinessReviews = (db: Db): string => {
  const pending = db.businesses.filter((b) => b.verification.status === "inReview");
  if (pending.length === 0) return `<h3>Business verifications</h3><p class="empty">No business verification is waiting.</p>`;
  const rows = pending
    .map((b) => {
      const name = escapeHtml(b.registeredName);
      const id = encodeURIComponent(b.businessId);
      const docs = b.verification.documents
        .map((d) => `${escapeHtml(d.kind)} ${escapeHtml(d.number)}${d.photoUrl === undefined ? "" : ` (${linkHtml(d.photoUrl, "photo")})`}`)
        .join("; ");
      return `<tr><td>${name}<br><small>${escapeHtml(b.businessId)}</small></td><td>${escapeHtml(b.verification.submittedAt ?? "")}</td><td>${docs}</td><td>
<form method="post" action="/__dev/businesses/${id}/approve" class="inline"><input type="hidden" name="from" value="back-office"><button type="submit" aria-label="Approve ${name}">Approve</button></form>
<form method="post" action="/__dev/businesses/${id}/reject" class="inline"><label>Reason <input name="reason" required maxlength="200" aria-label="Rejection reason for ${name}"></label> <button type="submit" aria-label="Reject ${name}">Reject</button></form>
</td></tr>`;
    })
    .join("");
  return `<h3>Business verifications</h3><table><thead><tr><th>Business</th><th>Submitted</th><th>Documents</th><th>Decision</th></tr></thead><tbody>${rows}</tbody></table>`;
};
