import { Result } from "effect";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { BusinessPage } from "../../shared/business-page";
import { useFormat } from "../../shared/format/use-format";
import { FailureAlert } from "../../shared/failure-alert";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";

/**
 * /jobDerated?jobId=…: why a job is no longer open (its vacancies are filled, its closing date
 * passed, or it was closed) and how to bring it back when it can be: post it again, or edit it
 * first (a new closing date) when nobody applied. The reasons are the job machine's, sent by the
 * server (its clock decides an expiry).
 */
export default function JobDeratedPage() {
  const { t } = useTranslation(["posting", "provider", "common"]);
  const positionLabel = usePositionLabel();
  const format = useFormat();
  const jobs = useService(JOBS_API);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const { state, reload } = useServerData(["provider-job", jobId], async () => {
    const list = await jobs.myJobs();
    return Result.isFailure(list) ? Result.fail(list.failure) : Result.succeed(list.success.items.find((j) => j.jobId === jobId) ?? null);
  });
  // Reposting changes the provider's jobs: this page, the home and every read holding them refresh.
  const { formError: error, send } = useSubmit();
  const repost = () => void send(["provider-jobs"], () => jobs.act(jobId, "post"));
  return (
    <BusinessPage title={t("derated.title")} state={state} reload={reload}>
      {(job) => {
        if (job === null) return <p role="alert">{t("errors:error.job.notFound")}</p>;
        const reason = job.status === "open" ? null : job.cannotOpen;
        return (
          <>
            <section className="ds-card" aria-labelledby="derated-job">
              <h2 id="derated-job" className="ds-card__title">
                {positionLabel(job.position)}
              </h2>
              <p className="muted">{t("provider:job.id", { id: job.jobId })}</p>
              <p>
                {job.status === "open"
                  ? t("derated.open")
                  : reason === "headcountFilled"
                    ? t("derated.headcountFilled")
                    : reason === "expired"
                      ? t(job.editable ? "derated.expired" : "derated.expiredFinal", { date: format.dateTime(job.expiresAt) })
                      : t(job.status === "draft" ? "derated.draft" : "derated.closed")}
              </p>
            </section>
            <FailureAlert text={error} />
            {job.status !== "open" && reason === null && (
              <Button block onClick={repost}>
                {t("derated.postAgain")}
              </Button>
            )}
            {job.status !== "open" && job.editable && (
              <Link className="ds-button ds-button--secondary ds-button--block" to={href.jobPosting({ jobId: job.jobId })}>
                {t("derated.edit")}
              </Link>
            )}
            <Link to={href.providerHome()}>{t("provider:home.backToJobs")}</Link>
          </>
        );
      }}
    </BusinessPage>
  );
}
