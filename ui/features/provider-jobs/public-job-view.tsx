import { useTranslation } from "react-i18next";
import { href } from "../../routes/href";
import { Link, useSearchParams } from "react-router-dom";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import type { PublicJob } from "../../../domain/job/job-api.schema";
import { formatArea } from "../../../domain/format/place.format";
import { useService } from "../../app/container-context";
import { Skeleton } from "../../design-system/skeleton";
import type { ReactNode } from "react";
import { SalaryText } from "../../shared/format/salary-text";
import { useFormat } from "../../shared/format/use-format";
import { useServerData } from "../../shared/server-state/use-server-data";
import { LoadState } from "../../shared/page-state";
import "../../design-system/form-controls.css";
import { usePositionLabel } from "../../shared/format/reference-labels";

/** Decision: the store page the call to action opens when the app is not installed. */
const STORE_URL = "https://play.google.com/store/apps/details?id=id.gawe.app";

function JobFacts({ job }: { readonly job: PublicJob }) {
  const { t } = useTranslation(["posting", "jobs"]);
  const format = useFormat();
  const rows: readonly [string, ReactNode][] = [
    [t("posting.salary"), <SalaryText salary={job.salary} />],
    [t("posting.location"), `${formatArea(job.location)}${job.workFromHome ? ` · ${t("posting.workFromHome")}` : ""}`],
    [t("posting.jobType"), t(`jobType.${job.jobType}`)],
    [t("posting.workHours"), job.workHours],
    [t("posting.dayOff"), format.weekdays(job.dayOff)],
    [t("posting.period"), job.period.end === null ? t("share.from", { start: format.date(job.period.start) }) : format.dateRange(job.period.start, job.period.end, "")],
    [t("posting.vacancies"), String(job.vacancies)],
    [t("posting.paymentSchedule"), t(`payment.${job.paymentSchedule}`)],
    [t("posting.requirements"), `${job.ageLimit === null ? t("posting.allAges") : t("share.ages", { min: job.ageLimit.min, max: job.ageLimit.max })} · ${t(`gender.${job.genderLimit}`)}`],
    [t("posting.closingDate"), format.dateTime(job.expiresAt)],
  ];
  return (
    <dl className="stack" style={{ gap: "var(--space-2)", margin: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="muted">{term}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The public job page behind share links (logged out too), with a call to open or install the app. */
export function PublicJobView() {
  const { t } = useTranslation(["posting", "provider", "common", "jobs"]);
  const positionLabel = usePositionLabel();
  const jobs = useService(JOBS_API);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  // A link without a job id names no job: the HTTP client says so without asking the server.
  const { state, reload } = useServerData(["public-job", jobId], () => jobs.publicJob(jobId));
  if (state.status !== "ready")
    return (
      <main className="page stack">
        <LoadState state={state} reload={reload} headingLevel={1} skeleton={<Skeleton lines={6} />} />
      </main>
    );
  const job = state.value;
  return (
    <main className="page stack">
      <p className="muted">{t("provider:job.id", { id: job.jobId })}</p>
      <h1>{positionLabel(job.position)}</h1>
      <p>
        {job.businessName} {job.businessVerified && <span className="ds-badge">{t("share.verified")}</span>}
      </p>
      {job.status !== "open" && (
        <p className="ds-alert ds-alert--info" role="status">
          {t("share.closed")}
        </p>
      )}
      <section className="ds-card" aria-label={t("share.details")}>
        <JobFacts job={job} />
      </section>
      <section className="stack" aria-labelledby="job-description">
        <h2 id="job-description">{t("posting.description")}</h2>
        <p style={{ whiteSpace: "pre-line" }}>{job.description}</p>
      </section>
      <section className="ds-card" aria-labelledby="job-cta">
        <h2 id="job-cta" className="ds-card__title">
          {t("share.ctaTitle")}
        </h2>
        <p>{t("share.ctaBody")}</p>
        <Link className="ds-button ds-button--primary ds-button--block" to={href.login({ redirect: href.seekerHome() })}>
          {t("share.openApp")}
        </Link>
        <a className="ds-button ds-button--secondary ds-button--block" href={STORE_URL} rel="noopener">
          {t("share.install")}
        </a>
      </section>
    </main>
  );
}
