import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import type { PublicBusiness } from "../../../domain/business/business-api.schema";
import { useService } from "../../app/container-context";
import { Avatar } from "../../design-system/avatar";
import { CheckIcon } from "../../design-system/icons/check";
import { StarIcon } from "../../design-system/icons/star";
import { StatePanel } from "../../design-system/state-panel";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import type { PageProps } from "../../routes/route-def";
import { FailureAlert } from "../../shared/failure-alert";
import { JobCardView, useJobCardTexts } from "../../shared/job-card";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar } from "../../shared/top-bar";
import { useSaveToggle } from "./use-save-toggle";
import "../../shared/seeker.css";
import "./seeker-business.css";

/** Stars and how many rated: the average of the ratings seekers gave after finishing a job there (issue 22). */
function RatingBlock({ rating }: { readonly rating: PublicBusiness["rating"] }) {
  const { t } = useTranslation("business");
  return (
    <section className="sb-rating" aria-labelledby="business-rating">
      <h2 id="business-rating">{t("page.rating")}</h2>
      {rating === null ? (
        <>
          <p className="sb-rating__none">{t("page.noRatings")}</p>
          <p className="sb-muted">{t("page.noRatingsLine")}</p>
        </>
      ) : (
        <p className="sb-rating__value">
          <StarIcon filled />
          <span>
            {t("page.ratingValue", { average: rating.average })} · {t("page.ratingCount", { count: rating.count })}
          </span>
        </p>
      )}
    </section>
  );
}

/**
 * A business as seekers see it (route /seeker/business?businessId=, opened from a job's page; later
 * from a notification's deep link): its logo, name and verified badge, rating, what it is, photos,
 * then its open jobs as the job cards of the lists (save from here too).
 */
export default function SeekerBusinessScreen(_props: PageProps) {
  const { t } = useTranslation(["business", "jobs", "common"]);
  const [params] = useSearchParams();
  const businessId = params.get("businessId") ?? "";
  const seeker = useService(SEEKER_API);
  const cardTexts = useJobCardTexts();
  const { state, reload, set } = useServerData(["business-page", businessId], () => seeker.business(businessId));
  const { busy, toggle, failure, retry } = useSaveToggle((jobId, saved) => {
    if (state.status === "ready") set({ ...state.value, openJobs: state.value.openJobs.map((c) => (c.job.jobId === jobId ? { ...c, saved } : c)) });
  });
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const business = state.value;

  const facts: readonly [string, string][] = [
    [t("jobs:job.category"), t(`jobs:category.${business.industry}`, { defaultValue: business.industry })],
    [t("business:page.staff"), t("business:createCompany.staff", { scale: business.staffScale })],
    [t("business:page.area"), `${business.district}, ${business.city}`],
  ];

  return (
    <main className="page stack">
      <TopBar title={t("business:page.bar")} heading={false} />
      <header className="sb-head">
        <Avatar name={business.name} photo={business.logoUrl} size={64} className="sb-head__logo" />
        <div>
          <h1 className="sb-head__name">{business.name}</h1>
          {business.registeredName !== business.name && <p className="sb-muted">{t("business:page.registeredAs", { name: business.registeredName })}</p>}
          {business.verified && (
            <p className="sb-verified">
              <CheckIcon />
              {t("business:page.verified")}
            </p>
          )}
        </div>
      </header>
      <RatingBlock rating={business.rating} />
      <section aria-labelledby="business-about">
        <h2 id="business-about">{t("business:page.about")}</h2>
        {business.description !== "" && <p className="sb-text">{business.description}</p>}
        <dl className="sk-facts">
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {business.photos.length > 0 && (
        <section aria-labelledby="business-photos">
          <h2 id="business-photos">{t("business:page.photos")}</h2>
          <ul className="sb-photos">
            {business.photos.map((url, i) => (
              <li key={url}>
                <img src={safeUrl(url)} alt={t("business:page.photoAlt", { n: i + 1, name: business.name })} width={160} height={120} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="sb-jobs" aria-labelledby="business-jobs">
        <h2 id="business-jobs">{t("business:page.openJobs", { count: business.openJobCount })}</h2>
        {business.openJobs.length === 0 ? (
          <StatePanel tone="empty" title={t("business:page.noOpenJobs")} />
        ) : (
          <>
            <FailureAlert text={failure} onRetry={retry} />
            <ul className="sk-list" aria-labelledby="business-jobs">
              {business.openJobs.map((c) => (
                <li key={c.job.jobId}>
                  <JobCardView card={c} texts={cardTexts} saving={busy === c.job.jobId} onToggleSave={toggle} />
                </li>
              ))}
            </ul>
            {business.openJobCount > business.openJobs.length && <p className="sb-muted">{t("business:page.someJobs", { shown: business.openJobs.length, count: business.openJobCount })}</p>}
          </>
        )}
      </section>
    </main>
  );
}
