import { Result } from "effect";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { PROVIDER_JOBS } from "../../../application/business/provider.tokens";
import { CLOCK } from "../../../application/ports/clock.port";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { BusinessPage } from "../../shared/business-page";
import { wibDateTime } from "../../shared/job-format";
import { ProviderAlert } from "../../shared/provider-alert";
import { providerErrorText, type ProviderText } from "../../shared/provider-error-text";
import { useLoad } from "../../shared/use-load.provider";
import { href } from "../../routes/href";

/**
 * /jobDerated?jobId=…: why a job is no longer open (its closing date passed, or it was closed) and
 * how to bring it back: post it again, or edit it first (a new closing date) when nobody applied.
 */
export default function JobDeratedPage() {
  const { t, i18n } = useTranslation(["provider", "common"]);
  const jobs = useService(PROVIDER_JOBS);
  const clock = useService(CLOCK);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const { load, reload } = useLoad(
    useCallback(async () => {
      const list = await jobs.list();
      return Result.isFailure(list) ? Result.fail(list.failure) : Result.succeed(list.success.items.find((j) => j.jobId === jobId) ?? null);
    }, [jobs, jobId]),
  );
  const [error, setError] = useState<ProviderText | null>(null);
  const repost = async () => {
    const result = await jobs.act(jobId, "post");
    if (Result.isFailure(result)) return setError(providerErrorText(result.failure));
    setError(null);
    reload();
  };
  return (
    <BusinessPage title={t("derated.title")} load={load} reload={reload}>
      {(job) => {
        if (job === null) return <p role="alert">{t("api.jobNotFound")}</p>;
        const expired = Date.parse(job.expiresAt) <= clock.now();
        return (
          <>
            <section className="ds-card" aria-labelledby="derated-job">
              <h2 id="derated-job" className="ds-card__title">
                {job.position}
              </h2>
              <p className="muted">{t("job.id", { id: job.jobId })}</p>
              <p>
                {job.status === "open"
                  ? t("derated.open")
                  : expired
                    ? t("derated.expired", { date: wibDateTime(job.expiresAt, i18n.language) })
                    : t(job.status === "draft" ? "derated.draft" : "derated.closed")}
              </p>
            </section>
            <ProviderAlert text={error} />
            {job.status !== "open" && !expired && (
              <Button block onClick={() => void repost()}>
                {t("derated.postAgain")}
              </Button>
            )}
            {job.status !== "open" && job.editable && (
              <Link className="ds-button ds-button--secondary ds-button--block" to={href.jobPosting({ jobId: job.jobId })}>
                {t("derated.edit")}
              </Link>
            )}
            <Link to={href.providerHome()}>{t("home.backToJobs")}</Link>
          </>
        );
      }}
    </BusinessPage>
  );
}
