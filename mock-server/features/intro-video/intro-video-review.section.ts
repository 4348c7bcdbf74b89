import { escapeHtml, linkHtml } from "../../http/html";
import type { Db } from "../../store/db.schema";

/** The back office's queue of intro videos: approve, hide or delete with a reason (spec 4). */
export const renderIntroVideoReviews = (db: Db): string => {
  const videos = db.introVideos.filter((v) => v.status === "inReview" || v.status === "approved");
  if (videos.length === 0) return `<h3>Intro videos</h3><p class="empty">No intro video is waiting or shown.</p>`;
  const nameOf = (userId: string) => db.accounts.find((a) => a.userId === userId)?.fullName ?? userId;
  const rows = videos
    .map((v) => {
      const name = escapeHtml(nameOf(v.userId));
      const id = encodeURIComponent(v.videoId);
      const reasonForm = (action: "hide" | "delete", label: string) =>
        `<form method="post" action="/__dev/intro-videos/${id}/${action}" class="inline"><label>Reason <input name="reason" required maxlength="200" aria-label="${label} reason for ${name}"></label> <button type="submit" aria-label="${label} the video of ${name}">${label}</button></form>`;
      const approve =
        v.status === "inReview"
          ? `<form method="post" action="/__dev/intro-videos/${id}/approve" class="inline"><input type="hidden" name="from" value="back-office"><button type="submit" aria-label="Approve the video of ${name}">Approve</button></form>`
          : "";
      return `<tr><td>${name}<br><small>${escapeHtml(v.videoId)}</small></td><td>${escapeHtml(v.status)}</td><td>${linkHtml(v.url, "video")} (${v.durationSeconds} s)</td><td>${approve}${reasonForm("hide", "Hide")}${reasonForm("delete", "Delete")}</td></tr>`;
    })
    .join("");
  return `<h3>Intro videos</h3><table><thead><tr><th>Seeker</th><th>Status</th><th>Video</th><th>Decision</th></tr></thead><tbody>${rows}</tbody></table>`;
};
