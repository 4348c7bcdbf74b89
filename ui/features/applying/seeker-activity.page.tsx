import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { APPLICATIONS_API } from "../../../application/ports/applying-api.port";
import { OFFERS_API } from "../../../application/ports/offers-api.port";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import { NO_APPLICATIONS } from "../../design-system/drawings/no-applications";
import { NO_OFFERS } from "../../design-system/drawings/no-offers";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { Avatar } from "../../design-system/avatar";
import { Tabs } from "../../design-system/tabs";
import { RoutePart } from "../../app/route-part";
import type { PageProps } from "../../routes/route-def";
import { Money } from "../../shared/format/money";
import { SalaryText } from "../../shared/format/salary-text";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import "../../shared/seeker.css";
import { HomeShell } from "../../shared/home-shell";
import { SEEKER_TABS } from "../../shared/seeker-tabs";
import { href } from "../../routes/href";
import { usePositionLabel } from "../../shared/format/reference-labels";
import { useUnreadTotal } from "../../shared/use-unread-total";

/** The seeker's applications with their status, newest first. Card titles are h2: the page's h1 is the only heading above them. */
function MyApplications() {
  const { t } = useTranslation(["seeker", "common", "jobs"]);
  const positionLabel = usePositionLabel();
  const applications = useService(APPLICATIONS_API);
  const format = useFormat();
  const { state, reload } = useServerData(["my-applications"], () => applications.myApplications());
  if (state.status !== "ready") return <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />;
  if (state.value.items.length === 0)
    return (
      <StatePanel
        tone="empty"
        drawing={NO_APPLICATIONS}
        title={t("activity.empty")}
        action={
          <Link className="ds-button ds-button--secondary" to={href.seekerHome()}>
            {t("activity.findJobs")}
          </Link>
        }
      />
    );
  return (
    <ul className="sk-list" aria-label={t("activity.applications")}>
      {state.value.items.map(({ application, card, rejectionReason }) => (
        <li key={application.applicationId}>
          <article className="sk-card" aria-labelledby={`app-${application.applicationId}`}>
            <Avatar name={card.businessName} photo={card.businessLogoUrl ?? card.job.photos[0]} size={48} className="sk-card__photo" />
            <div className="sk-card__body">
              <h2 id={`app-${application.applicationId}`} className="sk-card__title">
                <Link to={href.seekerJob({ jobId: card.job.jobId })}>{positionLabel(card.job.position)}</Link>
              </h2>
              <p className="sk-card__line">{card.businessName}</p>
              <p className="sk-card__salary">
                <SalaryText salary={card.job.salary} monthly />
              </p>
              <p className="sk-card__tags">
                <span className="sk-tag sk-tag--done">{t(`jobs:application.status.${application.status}`)}</span>
                <span className="sk-tag">{t("activity.appliedOn", { date: format.date(application.createdAt) })}</span>
              </p>
              {/* Issue 24: why the provider rejected her after the video interview. */}
              {rejectionReason !== undefined && <p className="sk-card__line">{t("activity.rejectionReason", { reason: rejectionReason })}</p>}
              <Link className="sk-card__chat" to={href.conversation({ jobId: card.job.jobId, seekerId: application.seekerUserId })}>
                {t("activity.chat")}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The offers providers sent the seeker, newest first, each with its status and a link to answer it. */
function MyOffers() {
  const { t } = useTranslation(["offers", "seeker", "common"]);
  const positionLabel = usePositionLabel();
  const offers = useService(OFFERS_API);
  const format = useFormat();
  const { state, reload } = useServerData(["my-offers"], () => offers.myOffers());
  if (state.status !== "ready") return <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />;
  if (state.value.items.length === 0) return <StatePanel tone="empty" drawing={NO_OFFERS} title={t("offers:activity.empty")} />;
  const items = [...state.value.items].sort((a, b) => b.createdAt - a.createdAt);
  return (
    <ul className="sk-list" aria-label={t("offers:activity.label")}>
      {items.map((offer) => (
        <li key={offer.offerId}>
          <article className="sk-card" aria-labelledby={`offer-${offer.offerId}`}>
            <Avatar name={offer.businessName} size={48} className="sk-card__photo" />
            <div className="sk-card__body">
              <h2 id={`offer-${offer.offerId}`} className="sk-card__title">
                <Link to={href.seekerOffer({ offerId: offer.offerId })}>{positionLabel(offer.jobTitle)}</Link>
              </h2>
              <p className="sk-card__line">{offer.businessName}</p>
              <p className="sk-card__salary">
                <Money amount={offer.price.salary} />
              </p>
              <p className="sk-card__line">
                {offer.terms.schedule.period.start === offer.terms.schedule.period.end
                  ? format.date(offer.terms.schedule.period.start)
                  : format.dateRange(offer.terms.schedule.period.start, offer.terms.schedule.period.end, "")}
              </p>
              <p className="sk-card__tags">
                <span className="sk-tag sk-tag--done">{t(`offers:seekerStatus.${offer.state.status}`)}</span>
                {offer.state.status === "sent" && <span className="sk-tag">{t("offers:seeker.answerBy", { date: format.dateTime(offer.state.expiresAt) })}</span>}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * Seeker home, tab Aktivitas: applications and offers with status; Masuk/Pulang (today's and
 * upcoming shifts, the clock button) and Selesaikan are the work area's, handed over by the route.
 */
export default function SeekerActivityScreen({ route }: PageProps) {
  const { t } = useTranslation(["shell", "seeker", "common", "jobs", "offers"]);
  // The tab's badge has read it (HomeShell): the same total, no second request.
  const unread = useUnreadTotal() ?? 0;
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <h1>{t("seeker.tab.activity")}</h1>
      {/* Her conversations (issue 24): the way to /inbox, with what is unread there. */}
      <Link className="sk-inbox-link" to={href.inbox()}>
        {unread > 0 ? t("seeker:activity.messagesUnread", { count: unread }) : t("seeker:activity.messages")}
      </Link>
      {/* Four tabs as chips, "Masuk/Pulang" on one line: the row scrolls at 360 px, the selected chip in view. */}
      <Tabs
        label={t("seeker.tab.activity")}
        items={[
          { id: "applications", label: t("seeker:activity.applications"), content: <MyApplications /> },
          { id: "offers", label: t("offers:activity.tab"), content: <MyOffers /> },
          { id: "clock", label: t("seeker.activity.clock"), content: <RoutePart load={route.parts?.["clock"]} fallback={<SkeletonCards />} /> },
          { id: "complete", label: t("seeker.activity.complete"), content: <RoutePart load={route.parts?.["complete"]} fallback={<SkeletonCards />} /> },
        ]}
      />
    </HomeShell>
  );
}
