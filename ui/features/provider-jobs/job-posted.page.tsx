import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { Button } from "../../design-system/button";
import { useShareJob } from "./share-job";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

/** /jobPosted: the job is posted (or saved as a draft); share it or go back to the list. */
export default function JobPostedPage() {
  const { t } = useTranslation(["posting", "provider"]);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const draft = params.get("status") === "draft";
  const share = useShareJob();
  return (
    <main className="page stack">
      <TopBar title={draft ? t("posted.draftTitle") : t("posted.title")} />
      <p>{draft ? t("posted.draftBody") : t("posted.body")}</p>
      {jobId !== "" && <p>{t("provider:job.id", { id: jobId })}</p>}
      {!draft && jobId !== "" && (
        <>
          <Button block onClick={() => void share(jobId)}>
            {t("provider:job.share")}
          </Button>
          <Link to={href.jobDetailShare({ jobId })}>{t("posted.viewPublic")}</Link>
        </>
      )}
      <Link to={href.providerHome()}>{t("provider:home.backToJobs")}</Link>
    </main>
  );
}
