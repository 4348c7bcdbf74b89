import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { APPLICATIONS_API } from "../../../application/ports/applying-api.port";
import { OFFERS_API } from "../../../application/ports/offers-api.port";
import { JOBS_API } from "../../../application/ports/provider-jobs-api.port";
import { WORK_API } from "../../../application/ports/work-api.port";
import { surveyIsOpen } from "../../../domain/job/survey.rules";
import type { OfferDetail } from "../../../domain/offer/offer-api.schema";
import type { Applicant } from "../../../domain/seeker/job-card.schema";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import { NO_APPLICANTS } from "../../design-system/drawings/no-applicants";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { SalaryText } from "../../shared/format/salary-text";
import { usePositionLabel, useSkillLabel } from "../../shared/format/reference-labels";
import { useServerData } from "../../shared/server-state/use-server-data";
import "../../shared/seeker.css";
import { safeUrl } from "../../../domain/shared/safe-url.rules";
import { TopBar } from "../../shared/top-bar";
import { href } from "../../routes/href";
import { SendOfferAction } from "../../shared/send-offer-action";
import { Avatar } from "../../design-system/avatar";
import { StarIcon } from "../../design-system/icons/star";

/** The applicants of one job with their profile summary (route /provider/applicants?jobId=). */

/** An offer still under way (waiting for payment or an answer, or accepted): no second one to the same seeker. */
const isOpenOffer = (offer: OfferDetail): boolean => ["paymentPending", "paymentFailed", "sent", "accepted"].includes(offer.state.status);

/** The latest offer of the job to each seeker (the list comes oldest first or in any order). */
const latestOffers = (offers: readonly OfferDetail[]): ReadonlyMap<string, OfferDetail> => {
  const latest = new Map<string, OfferDetail>();
  for (const offer of offers) {
    const seen = latest.get(offer.terms.seekerId);
    if (seen === undefined || seen.createdAt <= offer.createdAt) latest.set(offer.terms.seekerId, offer);
  }
  return latest;
};

/**
 * One applicant (docs/ui.md, "Applicant card"). Memoized, with no callbacks: when the offers'
 * statuses arrive, or the page re-renders for anything else, only the cards whose applicant or
 * offer changed render again.
 */
const ApplicantCard = memo(function ApplicantCard({ applicant: a, offer, jobId }: { readonly applicant: Applicant; readonly offer: OfferDetail | undefined; readonly jobId: string }) {
  const { t } = useTranslation(["seeker", "common", "jobs", "offers"]);
  const skillLabel = useSkillLabel();
  return (
    <article className="sk-card" aria-labelledby={`applicant-${a.application.applicationId}`}>
      <Avatar name={a.fullName} size={48} className="sk-card__photo" />
      <div className="sk-card__body">
        <h2 id={`applicant-${a.application.applicationId}`} className="sk-card__title">
          {a.fullName}
        </h2>
        <p className="sk-card__line">
          {[a.age === null ? null : t("applicants.age", { age: a.age }), t(`profile.gender.${a.gender}`), a.district].filter((x) => x !== null && x !== "").join(" · ")}
        </p>
        {a.rating != null && (
          <p className="sk-card__line sk-card__rating">
            <StarIcon filled />
            <span>{t("resume.rating", { average: a.rating.average, count: a.rating.count })}</span>
          </p>
        )}
        {a.latestExperience !== null && (
          <p className="sk-card__line">{`${a.latestExperience.position} · ${a.latestExperience.businessName} · ${t("experience.length", { count: a.latestExperience.lengthMonths })}`}</p>
        )}
        {a.expectedMonthlySalary !== null && (
          <p className="sk-card__line">
            {t("applicants.expects")} <SalaryText salary={{ minimum: a.expectedMonthlySalary, maximum: a.expectedMonthlySalary, confidential: false, unit: "month" }} />
          </p>
        )}
        {a.skills.length > 0 && <p className="sk-card__line muted">{a.skills.map(skillLabel).join(", ")}</p>}
        {/* Her answers to the job's screening questions (issue 24), each under its question. */}
        {a.answers !== undefined && a.answers.length > 0 && (
          <div className="sk-answers">
            <p className="sk-card__line muted">{t("applicants.answers")}</p>
            <dl>
              {a.answers.map((x) => (
                <div key={x.questionId}>
                  <dt>{x.question}</dt>
                  <dd>{x.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <p className="sk-card__tags">
          <span className="sk-tag sk-tag--done">{t(`jobs:application.status.${a.application.status}`)}</span>
          <span className="sk-tag">{t("profile.completeness", { percent: a.completenessPercent })}</span>
          <span className="sk-tag">{t(a.hasCv ? "applicants.hasCv" : "applicants.noCv")}</span>
        </p>
        {/* The offer's status on a row of its own: its pill is long ("Terkirim, menunggu jawaban") and never wraps inside. */}
        {offer !== undefined && (
          <p className="sk-card__offer">
            <span>{t("offers:card.status")}</span> <span className="sk-tag sk-tag--done">{t(`offers:status.${offer.state.status}`)}</span>
          </p>
        )}
        {/*
          What the provider can do with an applicant; chat and interview join these (hiring issue).
          The primary action takes the whole row; the others share a row while their labels fit on one line each.
        */}
        <div className="sk-actions sk-card__actions" role="group" aria-label={t("applicants.actions", { name: a.fullName })}>
          {offer !== undefined && isOpenOffer(offer) ? (
            <Link className="ds-button ds-button--primary" to={href.providerOffer({ offerId: offer.offerId })}>
              {t("offers:card.see")}
            </Link>
          ) : (
            <SendOfferAction jobId={jobId} seekerId={a.application.seekerUserId} />
          )}
          <Link className="ds-button ds-button--secondary" to={href.conversation({ jobId, seekerId: a.application.seekerUserId })}>
            {t("applicants.chat")}
          </Link>
          {/* Issue 24: the interview invitation (ui/features/interviews, /invitationLetter). */}
          <Link className="ds-button ds-button--secondary" to={href.invitationLetter({ jobId, seekerId: a.application.seekerUserId })}>
            {t("applicants.inviteToInterview")}
          </Link>
          {/* Issue 24: the applicant's page, where her video interview is sent, watched and marked. */}
          <Link className="ds-button ds-button--secondary" to={href.resumeShare({ userId: a.application.seekerUserId, jobId, applicationId: a.application.applicationId })}>
            {t("applicants.videoInterview")}
          </Link>
          <Link className="ds-button ds-button--secondary" to={href.resumeShare({ userId: a.application.seekerUserId, jobId, applicationId: a.application.applicationId })}>
            {t("applicants.resume")}
          </Link>
          {/* A short-lived link only the job's provider gets (a download: the page stays); the public resume never links the CV. */}
          {safeUrl(a.cv?.url) !== undefined && (
            <a className="ds-button ds-button--secondary" href={safeUrl(a.cv?.url)} rel="noreferrer">
              {t("applicants.openCv")}
            </a>
          )}
        </div>
      </div>
    </article>
  );
});

export default function JobApplicantsScreen(_props: PageProps) {
  const { t } = useTranslation(["seeker", "common", "jobs", "offers", "survey", "work"]);
  const [params] = useSearchParams();
  const jobId = params.get("jobId") ?? "";
  const applications = useService(APPLICATIONS_API);
  const positionLabel = usePositionLabel();
  const { state, reload } = useServerData(["applicants", jobId], () => applications.applicants(jobId));
  // The offers' statuses join the cards when they come; without them the list still stands.
  const offersApi = useService(OFFERS_API);
  const offers = useServerData(["job-offers", jobId], () => offersApi.jobOffers(jobId));
  const offerOf = latestOffers(offers.state.status === "ready" ? offers.state.value.items : []);
  // The job's order, once an offer was accepted: its staff list and days are one tap away.
  const work = useService(WORK_API);
  const orders = useServerData(["work-orders"], () => work.orders());
  const order = orders.state.status === "ready" ? orders.state.value.items.find((o) => o.jobId === jobId) : undefined;
  // The recruitment survey (issue 24) once the job is closed or has a hire (its order exists); the server checks it again.
  const jobs = useService(JOBS_API);
  const job = useServerData(["public-job", jobId], () => jobs.publicJob(jobId));
  const surveyOpen = job.state.status === "ready" && surveyIsOpen({ status: job.state.value.status, hired: order === undefined ? 0 : 1 });
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const { position, items } = state.value;
  return (
    <main className="page stack">
      {/* The position through the one label map, as the job cards show it ("Waiter" -> "Pramusaji"). */}
      <TopBar title={t("applicants.title", { position: positionLabel(position) })} />
      <p className="muted">{t("applicants.count", { count: items.length, jobId })}</p>
      {order !== undefined && (
        <Link className="ds-button ds-button--secondary ds-button--block" to={href.providerOrder({ orderId: order.orderId })}>
          {t("work:provider.orderLink")}
        </Link>
      )}
      {/* Issue 24: the questions its video interviews ask (sending one is on the applicant's page). */}
      <Link className="ds-button ds-button--secondary ds-button--block" to={href.setInterviewQuestions({ jobId })}>
        {t("applicants.interviewQuestions")}
      </Link>
      {surveyOpen && (
        <Link className="ds-button ds-button--secondary ds-button--block" to={href.questionSurvey({ jobId })}>
          {t("survey:link")}
        </Link>
      )}
      {items.length === 0 ? (
        <StatePanel tone="empty" drawing={NO_APPLICANTS} title={t("applicants.empty")} />
      ) : (
        <ul className="sk-list" aria-label={t("applicants.label")}>
          {items.map((a) => (
            <li key={a.application.applicationId}>
              <ApplicantCard applicant={a} offer={offerOf.get(a.application.seekerUserId)} jobId={jobId} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
