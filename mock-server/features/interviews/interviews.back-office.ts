import { interviewStatusAt } from "../../../domain/interview/interview.rules";
import { toWibIso } from "../../../domain/shared/wib-time";
import { escapeHtml } from "../../http/html";
import type { Db } from "../../store/db.schema";

const nameOf = (db: Db, userId: string): string => db.accounts.find((a) => a.userId === userId)?.fullName ?? userId;

/** The back office's list of interview invitations (issue 24): soonest first, with their state as either side reads it. */
export const renderInterviewsSection = (db: Db, now: number): string => {
  const rows = [...db.interviews]
    .sort((a, b) => a.startsAt - b.startsAt)
    .map((i) => {
      const job = db.jobs.find((j) => j.jobId === i.jobId);
      const where = i.place.mode === "onSite" ? i.place.address : i.place.videoUrl;
      const reason = i.state.status === "declined" ? i.state.reason : i.state.status === "anotherTimeAsked" ? i.state.note : "";
      return `<tr><td><span class="nowrap">${escapeHtml(i.interviewId)}</span><br><small>${escapeHtml(job?.position ?? i.jobId)}</small></td><td>${escapeHtml(nameOf(db, i.seekerId))}<br><small>by ${escapeHtml(nameOf(db, i.createdBy))}</small></td><td><span class="nowrap">${escapeHtml(toWibIso(i.startsAt))}</span><br><small>${escapeHtml(i.place.mode)}: ${escapeHtml(where)}</small></td><td>${escapeHtml(interviewStatusAt(i, now))}${reason === "" ? "" : `<br><small>${escapeHtml(reason)}</small>`}</td></tr>`;
    })
    .join("");
  return `<section id="interviews"><h2>Interviews</h2>
${rows === "" ? `<p class="empty">No interview invitation yet.</p>` : `<div class="table-scroll"><table><thead><tr><th>Invitation</th><th>Seeker</th><th>When (WIB), where</th><th>State</th></tr></thead><tbody>${rows}</tbody></table></div>`}
</section>`;
};
