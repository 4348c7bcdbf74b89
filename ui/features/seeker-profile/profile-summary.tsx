import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session-context";
import { BriefcaseIcon } from "../../design-system/icons/briefcase";
import { CameraIcon } from "../../design-system/icons/camera";
import { FileIcon } from "../../design-system/icons/file";
import { SchoolIcon } from "../../design-system/icons/school";
import { TargetIcon } from "../../design-system/icons/target";
import { ToolsIcon } from "../../design-system/icons/tools";
import { UserIcon } from "../../design-system/icons/user";
import { VideoIcon } from "../../design-system/icons/video";
import { MenuList, type MenuItem } from "../../design-system/list";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { FailureAlert } from "../../shared/failure-alert";
import { useMyProfile } from "../../shared/use-my-profile";
import { href } from "../../routes/href";

/** The seeker's profile on tab Saya: how complete it is, and its sections as menu rows. */
export function ProfileSummary() {
  const { t } = useTranslation("seeker");
  const session = useSession();
  const { state, reload } = useMyProfile();
  const items: readonly MenuItem[] = [
    { id: "person", label: t("profile.title"), icon: <UserIcon />, to: href.seekerPersonInfo() },
    { id: "portrait", label: t("portrait.title"), icon: <CameraIcon />, to: href.seekerPortrait() },
    { id: "video", label: t("video.title"), icon: <VideoIcon />, to: href.videoEntry() },
    { id: "experience", label: t("experience.title"), icon: <BriefcaseIcon />, to: href.seekerWorkExperience() },
    { id: "education", label: t("section.education"), icon: <SchoolIcon />, to: href.educational() },
    { id: "positions", label: t("profile.positions"), icon: <TargetIcon />, to: href.occupation() },
    { id: "skills", label: t("skill.title"), icon: <ToolsIcon />, to: href.applyProfessionalSkill() },
    ...(session === null ? [] : [{ id: "resume", label: t("me.resume"), icon: <FileIcon />, to: href.resumeShare({ userId: session.userId }) }]),
  ];
  return (
    <section className="stack" aria-labelledby="my-profile-heading" style={{ gap: "var(--space-2)" }}>
      <h2 id="my-profile-heading">{t("me.profile")}</h2>
      {state.status === "ready" && <CompletenessMeter view={state.value} />}
      {state.status === "failed" && <FailureAlert text={state.text} onRetry={reload} />}
      <MenuList items={items} label={t("me.profile")} />
    </section>
  );
}
