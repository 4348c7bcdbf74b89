import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { NATIVE_BRIDGE } from "../../../application/ports/native-bridge.port";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import type { PublicResume } from "../../../domain/seeker/job-card.schema";
import { useService } from "../../app/container-context";
import { RoutePart } from "../../app/route-part";
import type { PartLoader } from "../../routes/route-def";
import { useSession } from "../../app/session-context";
import { Button } from "../../design-system/button";
import { StarIcon } from "../../design-system/icons/star";
import { TopBar } from "../../shared/top-bar";
import { SendOfferAction } from "../../shared/send-offer-action";
import { usePageFallback } from "../../shared/page-state";
import { useFormat } from "../../shared/format/use-format";
import { usePositionLabel, useSkillLabel } from "../../shared/format/reference-labels";
import { useServerData } from "../../shared/server-state/use-server-data";
import { href, shareableUrl } from "../../routes/href";
import "./resume.css";

export type ResumeVariant = "share" | "phone" | "print" | "badge";

const Section = ({ title, items }: { readonly title: string; readonly items: readonly string[] }) =>
  items.length === 0 ? null : (
    <section className="rs-section">
      <h2>{title}</h2>
      <ul>
        {items.map((item, i) => (
          <li key={`${item}-${i}`}>{item}</li>
        ))}
      </ul>
    </section>
  );

function ResumeBody({ resume, variant }: { readonly resume: PublicResume; readonly variant: ResumeVariant }) {
  const { t } = useTranslation(["seeker", "jobs"]);
  const format = useFormat();
  const positionLabel = usePositionLabel();
  const skillLabel = useSkillLabel();
  const facts = [resume.age === null ? null : t("applicants.age", { age: resume.age }), t(`profile.gender.${resume.gender}`), resume.area].filter((x) => x !== null && x !== "");
  return (
    <article className={`rs rs--${variant}`} aria-labelledby="resume-name">
      <header className="rs-header">
        <h1 id="resume-name">{resume.fullName}</h1>
        <p>{facts.join(" · ")}</p>
        {resume.preferredPositions.length > 0 && <p className="rs-positions">{resume.preferredPositions.map(positionLabel).join(" · ")}</p>}
        {resume.rating != null && (
          <p className="rs-rating">
            <StarIcon filled />
            <span>{t("resume.rating", { average: resume.rating.average, count: resume.rating.count })}</span>
          </p>
        )}
      </header>
      {resume.aboutMe !== "" && (
        <section className="rs-section">
          <h2>{t("section.aboutMe")}</h2>
          <p>{resume.aboutMe}</p>
        </section>
      )}
      <Section
        title={t("section.workExperience")}
        items={resume.experience.map((e) => `${e.position} · ${e.businessName} · ${t("experience.length", { count: e.lengthMonths })}`)}
      />
      <Section title={t("section.education")} items={resume.education.map((e) => `${e.school}, ${e.major} (${format.monthRange(e.from, e.to, t("resume.present"))})`)} />
      <Section title={t("section.skills")} items={resume.skills.map(skillLabel)} />
      <Section title={t("resume.certificates")} items={resume.certificates} />
      {variant === "badge" && (
        <section className="rs-section">
          <h2>{t("resume.badges")}</h2>
          {resume.badges.length === 0 ? <p>{t("resume.noBadges")}</p> : <ul className="rs-badges">{resume.badges.map((b) => <li key={b}>{b}</li>)}</ul>}
        </section>
      )}
      <Section title={t("section.portfolio")} items={resume.portfolio.map((p) => t(`resume.portfolio.${p.kind}`))} />
      <p className="rs-meta">{t(resume.hasCv ? "applicants.hasCv" : "applicants.noCv")}</p>
    </article>
  );
}

/**
 * The public resume of ?userId= in four forms: a share page, a phone view, a printable A4 page
 * (the browser's print to PDF gives a clean resume) and a variant with badges.
 */
export function ResumePage({ variant, videoInterview }: { readonly variant: ResumeVariant; readonly videoInterview?: PartLoader | undefined }) {
  const { t } = useTranslation(["seeker", "common", "jobs", "offers"]);
  const [params] = useSearchParams();
  const userId = params.get("userId") ?? "";
  // Opened from a job's applicants by a provider: the same Send offer as on the applicant's card.
  const offerJobId = params.get("jobId");
  const session = useSession();
  const canOffer = variant === "share" && offerJobId !== null && session?.roleId === "provider";
  const seeker = useService(SEEKER_API);
  const bridge = useService(NATIVE_BRIDGE);
  const { state, reload } = useServerData(["resume", userId], () => seeker.resume(userId));
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  return (
    <main className={`page stack rs-page rs-page--${variant}`}>
      <TopBar title={t("resume.bar")} heading={false} />
      <ResumeBody resume={state.value} variant={variant} />
      {/* The applicant's page (issue 24): her video interview, the video-interview area's part, only for the job's provider. */}
      {canOffer && params.get("applicationId") !== null && <RoutePart load={videoInterview} fallback={null} />}
      <nav className="sk-actions rs-actions" aria-label={t("resume.actions")}>
        {canOffer && <SendOfferAction jobId={offerJobId} seekerId={userId} />}
        {variant === "print" ? (
          <Button onClick={() => window.print()}>{t("resume.print")}</Button>
        ) : (
          <Link className="ds-button ds-button--secondary" to={href.resumePdf({ userId })}>
            {t("resume.printable")}
          </Link>
        )}
        {variant === "share" && (
          <Button variant="secondary" onClick={() => void bridge.share({ title: state.value.fullName, url: shareableUrl(href.resumeShare({ userId })) })}>
            {t("jobs:job.share")}
          </Button>
        )}
        {variant !== "badge" && (
          <Link className="ds-button ds-button--ghost" to={href.resumePdfBadge({ userId })}>
            {t("resume.withBadges")}
          </Link>
        )}
      </nav>
    </main>
  );
}
