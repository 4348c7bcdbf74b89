import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSession } from "../../app/session-context";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { FailureAlert } from "../../shared/failure-alert";
import { useMyProfile } from "../../shared/use-my-profile";
import { href } from "../../routes/href";

/** The seeker's profile on tab Saya: how complete it is and where to edit it or see the resume. */
export function ProfileSummary() {
  const { t } = useTranslation("seeker");
  const session = useSession();
  const { state, reload } = useMyProfile();
  return (
    <section className="stack" aria-labelledby="my-profile-heading" style={{ gap: "var(--space-2)" }}>
      <h2 id="my-profile-heading">{t("me.profile")}</h2>
      {state.status === "ready" && <CompletenessMeter view={state.value} />}
      {state.status === "failed" && <FailureAlert text={state.text} onRetry={reload} />}
      <Link to={href.seekerPersonInfo()}>{t("profile.title")}</Link>
      <Link to={href.seekerPortrait()}>{t("portrait.title")}</Link>
      <Link to={href.videoEntry()}>{t("video.title")}</Link>
      <Link to={href.seekerWorkExperience()}>{t("experience.title")}</Link>
      <Link to={href.educational()}>{t("section.education")}</Link>
      <Link to={href.occupation()}>{t("profile.positions")}</Link>
      <Link to={href.applyProfessionalSkill()}>{t("skill.title")}</Link>
      {session !== null && <Link to={href.resumeShare({ userId: session.userId })}>{t("me.resume")}</Link>}
    </section>
  );
}
