import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LOAD_MY_PROFILE } from "../../../application/seeker/seeker.tokens";
import { useService } from "../../app/container-context";
import { useSession } from "../../app/session-context";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { useLoad } from "../../shared/use-load";
import { href } from "../../routes/href";

/** The seeker's profile on tab Saya: how complete it is and where to edit it or see the resume. */
export function ProfileSummary() {
  const { t } = useTranslation("seeker");
  const load = useService(LOAD_MY_PROFILE);
  const session = useSession();
  const { state } = useLoad(useCallback(() => load.execute(), [load]));
  return (
    <section className="stack" aria-labelledby="my-profile-heading" style={{ gap: "var(--space-2)" }}>
      <h2 id="my-profile-heading">{t("me.profile")}</h2>
      {state.status === "ready" && <CompletenessMeter percent={state.value.completenessPercent} />}
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
