import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { ProviderJob } from "../../../domain/job/job-api.schema";
import { Button } from "../../design-system/button";
import { SalaryText } from "../../shared/format/salary-text";
import { useFormat } from "../../shared/format/use-format";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";

export type JobCardAction = "edit" | "close" | "post" | "share" | "priority" | "delete";

const STATUS_TONE: Readonly<Record<string, string>> = { open: "", draft: " ds-badge--muted", closed: " ds-badge--muted", deleted: " ds-badge--danger" };

/**
 * Why an action the card leaves out is missing, when the provider would look for it (issue 19):
 * a job that is not open and cannot be posted again says why first, else one that can no longer
 * be edited. The reasons are the job machine's, as the server sends them (`cannotOpen`, `editable`).
 */
const missingActionNote = (job: ProviderJob): string | null => {
  if (job.status !== "open" && job.cannotOpen !== null) return `job.note.${job.cannotOpen}`;
  return job.editable ? null : "job.note.notEditable";
};

/**
 * One job of the provider's list, compact: title and status, its applicants and offers, salary, expiry, and
 * the actions the job allows, never one that would only be refused. The title is an h2, right under the home's h1 (no level skipped).
 * Memoized: a reload or a dialog of the home re-renders only the cards whose job changed (the
 * home passes one stable `onAction`).
 */
export const ProviderJobCard = memo(function ProviderJobCard({
  job,
  onAction,
}: {
  readonly job: ProviderJob;
  readonly onAction: (job: ProviderJob, action: JobCardAction) => void;
}) {
  const { t } = useTranslation("provider");
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const titleId = `job-${job.jobId}`;
  const note = missingActionNote(job);
  const { order } = job;
  return (
    <li className="ds-card ds-card--job" aria-labelledby={titleId} data-job-id={job.jobId}>
      <div className="ds-card__head">
        <h2 id={titleId} className="ds-card__title">
          {positionLabel(job.position)}
        </h2>
        <p className="ds-card__badges">
          <span className={`ds-badge${STATUS_TONE[job.status] ?? ""}`}>{t(`status.${job.status}`)}</span>
          {job.priority && <span className="ds-badge ds-badge--warning">{t("job.priority")}</span>}
        </p>
      </div>
      {/* The counts under the title: what the provider looks for first (the Job ID is on the job's applicants page). */}
      <p className="ds-links" style={{ margin: 0, alignItems: "center" }}>
        {job.applicants > 0 ? (
          <Link to={href.jobApplicants({ jobId: job.jobId })}>{t("job.applicants", { count: job.applicants })}</Link>
        ) : (
          <span>{t("job.applicants", { count: job.applicants })}</span>
        )}
        <span>{t("job.offers", { count: job.offers })}</span>
        {order !== null && (
          <Link to={href.providerOrder({ orderId: order.orderId })} className={order.awaitingConfirmation > 0 ? "ds-badge ds-badge--warning" : undefined}>
            {order.awaitingConfirmation > 0 ? t("job.waiting", { count: order.awaitingConfirmation }) : t("job.order")}
          </Link>
        )}
      </p>
      <p className="ds-card__salary">
        <SalaryText salary={job.salary} />
      </p>
      <p className="ds-card__meta">{t(job.status === "open" ? "job.closes" : "job.closedAt", { date: format.dateTime(job.expiresAt) })}</p>
      {job.status === "closed" && (
        <Link to={href.jobDerated({ jobId: job.jobId })} aria-label={t("job.whyClosedNamed", { position: positionLabel(job.position) })}>
          {t("job.whyClosed")}
        </Link>
      )}
      {note !== null && <p className="ds-card__meta">{t(note)}</p>}
      <div className="ds-actions">
        {job.editable && (
          <Link className="ds-button ds-button--secondary" to={href.jobPosting({ jobId: job.jobId })} aria-label={t("job.editNamed", { position: positionLabel(job.position) })}>
            {t("job.edit")}
          </Link>
        )}
        {job.status === "open" && (
          <Button variant="secondary" onClick={() => onAction(job, "close")}>
            {t("job.close")}
          </Button>
        )}
        {job.status !== "open" && job.cannotOpen === null && (
          <Button variant="secondary" onClick={() => onAction(job, "post")}>
            {t("job.postNow")}
          </Button>
        )}
        {job.status === "open" && (
          <Button variant="ghost" onClick={() => onAction(job, "share")}>
            {t("job.share")}
          </Button>
        )}
        {job.deletable && job.status !== "open" && (
          <Button variant="ghost" onClick={() => onAction(job, "delete")} aria-label={t("job.deleteNamed", { position: positionLabel(job.position) })}>
            {t("job.delete")}
          </Button>
        )}
        {job.priorityAlert !== null && (
          <Button variant="ghost" onClick={() => onAction(job, "priority")} aria-label={t("job.priorityNamed", { position: positionLabel(job.position) })}>
            {t("job.priorityAction")}
          </Button>
        )}
      </div>
    </li>
  );
});
