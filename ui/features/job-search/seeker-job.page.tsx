import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import { SAVED_JOBS } from "../../../application/job-search/job-search.tokens";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { useService } from "../../app/container-context";
import { ActionBar } from "../../design-system/action-bar";
import { TopBar, TopBarButton } from "../../shared/top-bar";
import { Button } from "../../design-system/button";
import { ShareIcon } from "../../design-system/icons/share";
import { StarIcon } from "../../design-system/icons/star";
import type { PageProps } from "../../routes/route-def";
import { shownDistanceKm } from "../../../domain/shared/place-pin.rules";
import { Avatar } from "../../design-system/avatar";
import { formatPlace } from "../../../domain/format/place.format";
import { PlaceLine } from "../../shared/place-line";
import { distanceText } from "../../shared/format/distance-text";
import { SalaryText } from "../../shared/format/salary-text";
import { useFormat } from "../../shared/format/use-format";
import { CatalogueText } from "../../shared/catalogue-text";
import { FailureAlert } from "../../shared/failure-alert";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
import { loadSeekerJob, seekerJobKey } from "./seeker-job.data";
import { useSeekerPlace } from "./use-seeker-place";
import "../../shared/seeker.css";
import "./seeker-job.css";
import { href, shareableUrl } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";

/**
 * A job as a seeker sees it (route /seeker/job?jobId=): led by the job (the business's logo, else
 * the job's photo, else the business's initials; title, business, salary as the headline, area and
 * distance), then every other field, the description; share (in the top bar), save, apply.
 */
export default function SeekerJobScreen(_props: PageProps) {
  const { t } = useTranslation(["jobs", "common"]);
  const positionLabel = usePositionLabel();
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const seeker = useService(SEEKER_API);
  const savedJobs = useService(SAVED_JOBS);
  const bridge = useService(NATIVE_BRIDGE);
  const format = useFormat();
  const { place, point } = useSeekerPlace();
  // Asked once, whatever the place: the distance is worked out here, so GPS answering late costs no second request.
  const { state, reload, set } = useServerData(seekerJobKey(jobId), loadSeekerJob(seeker, jobId));
  const fallback = usePageFallback(state, reload);
  const { formError, pending, send } = useSubmit();

  if (state.status !== "ready") return fallback;
  const card = state.value;
  const { job } = card;
  const open = job.status === "open" && card.applicationStatus === null;

  const toggleSave = async () => {
    const saved = await send([["job-cards", job.jobId]], () => savedJobs.setSaved(job.jobId, !card.saved));
    if (saved !== null) set({ ...card, saved });
  };
  const share = () =>
    void bridge.share({ title: positionLabel(job.position), text: `${positionLabel(job.position)} · ${card.businessName}`, url: shareableUrl(href.jobDetailShare({ jobId: job.jobId })) });

  const businessPage = href.seekerBusiness({ businessId: job.businessId });
  const distance = distanceText(shownDistanceKm(job, place.kind === "locating" ? null : point), t);
  // Salary, distance and area lead (the headline); the rest are the details below.
  const facts: readonly [string, ReactNode][] = [
    [t("jobs:job.type"), t(`jobs:jobType.${job.jobType}`)],
    [t("jobs:job.category"), t(`jobs:category.${job.category}`, { defaultValue: job.category })],
    [t("jobs:job.location"), formatPlace(job.location)],
    [t("jobs:job.workHours"), format.workHours(job.workHours)],
    [t("jobs:job.dayOff"), format.weekdays(job.dayOff)],
    [t("jobs:job.wfh"), t(job.workFromHome ? "jobs:job.yes" : "jobs:job.no")],
    [t("jobs:job.vacancies"), String(job.vacancies)],
    [t("jobs:job.age"), job.ageLimit === null ? t("jobs:job.allAges") : `${job.ageLimit.min}-${job.ageLimit.max}`],
    [t("jobs:job.gender"), t(`jobs:job.genderLimit.${job.genderLimit}`)],
    [t("jobs:job.period"), format.dateRange(job.period.start, job.period.end, t("jobs:job.noEnd"))],
    [t("jobs:job.payment"), t(`jobs:job.paymentSchedule.${job.paymentSchedule}`)],
    [t("jobs:job.expires"), format.dateTime(job.expiresAt)],
    [t("jobs:job.id"), job.jobId],
  ];

  return (
    <main className="page stack">
      <TopBar
        title={t("jobs:job.bar")}
        heading={false}
        action={
          <TopBarButton label={t("jobs:job.share")} onClick={share}>
            <ShareIcon />
          </TopBarButton>
        }
      />
      {/* The job first, as its card in the list shows it: the business's logo, else the job's photo, else the business's initials; title, business, salary, area and distance.
          The logo and the name open the business's page (the logo's link is the name's twin for the thumb, so it is skipped by keyboard and screen reader). */}
      <header className="sj-head">
        <Link to={businessPage} tabIndex={-1} aria-hidden="true">
          <Avatar name={card.businessName} photo={card.businessLogoUrl ?? job.photos[0]} size={56} className="sj-head__logo" />
        </Link>
        <div>
          <h1 className="sj-head__title">{positionLabel(job.position)}</h1>
          <p className="sj-head__business">
            <Link to={businessPage}>{card.businessName}</Link>
          </p>
        </div>
      </header>
      <p className="sj-salary">
        <SalaryText salary={job.salary} monthly />
      </p>
      <PlaceLine location={job.location} distance={distance} className="sj-place" />
      {job.status !== "open" && <p className="ds-alert ds-alert--error"><CatalogueText text={{ key: "error.application.jobClosed", ns: "errors" }} /></p>}
      {card.applicationStatus !== null && <p className="ds-alert ds-alert--info">{t(`jobs:application.status.${card.applicationStatus}`)}</p>}
      <dl className="sk-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="job-description">
        <h2 id="job-description">{t("jobs:job.description")}</h2>
        <p style={{ whiteSpace: "pre-line" }}>{job.description}</p>
      </section>
      <FailureAlert text={formError} onRetry={() => void toggleSave()} />
      {/* Lamar stays in reach at the bottom of this long page, save beside it (Share is the top bar's). */}
      <ActionBar
        side={
          <Button variant="secondary" aria-pressed={card.saved} aria-label={t(card.saved ? "jobs:job.unsave" : "jobs:job.save")} pending={pending} onClick={() => void toggleSave()}>
            <StarIcon filled={card.saved} />
          </Button>
        }
      >
        {open ? (
          <Link className="ds-button ds-button--primary" to={href.applyIntercep({ jobId: job.jobId })}>
            {t("jobs:job.apply")}
          </Link>
        ) : (
          <span className="ds-action-bar__note">{card.applicationStatus !== null ? t(`jobs:application.status.${card.applicationStatus}`) : <CatalogueText text={{ key: "error.application.jobClosed", ns: "errors" }} />}</span>
        )}
      </ActionBar>
    </main>
  );
}
