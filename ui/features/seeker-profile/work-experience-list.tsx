import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PageVariant } from "../../app/page-variant-mark";
import type { PageProps } from "../../routes/route-def";
import { usePageFallback } from "../../shared/page-state";
import { StatePanel } from "../../design-system/state-panel";
import { useMyProfile } from "../../shared/use-my-profile";
import "../../shared/seeker.css";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

/** /JSWorkExperience (both app versions): the seeker's work experience, newest first, and a way to add one. */
export function WorkExperienceList({ variant }: PageProps & { readonly variant: PageVariant }) {
  const { t } = useTranslation(["seeker", "jobs"]);
  const { state, reload } = useMyProfile();
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const experience = state.value.profile?.experience ?? [];
  return (
    <main className="page stack" data-variant={variant}>
      <TopBar title={t("experience.title")} />
      {experience.length === 0 ? (
        <StatePanel tone="empty" title={t("experience.none")} />
      ) : (
        <ul className="sk-list" aria-label={t("experience.title")}>
          {experience.map((e, i) => (
            <li key={`${e.businessName}-${i}`} className="sk-card" style={{ gridTemplateColumns: "1fr", minHeight: 0 }}>
              <div className="sk-card__body">
                <p className="sk-card__title">{e.position}</p>
                <p className="sk-card__line">{`${e.businessName} · ${t(`jobs:category.${e.industry}`, { defaultValue: e.industry })}`}</p>
                <p className="sk-card__line muted">{`${t(`experience.level.${e.level}`, { defaultValue: e.level })} · ${t("experience.length", { count: e.lengthMonths })}`}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link className="ds-button ds-button--primary ds-button--block" to={href.newExperience()}>
        {t("experience.add")}
      </Link>
    </main>
  );
}
