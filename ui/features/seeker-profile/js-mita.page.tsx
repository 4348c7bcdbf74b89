import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PROFILE_SECTIONS, PROFILE_SECTION_WEIGHTS, sectionComplete, type ProfileSection } from "../../../domain/seeker/profile.rules";
import type { PageProps } from "../../routes/route-def";
import { CompletenessMeter } from "../../shared/completeness-meter";
import { usePageFallback } from "../../shared/page-state";
import { useMyProfile } from "../../shared/use-my-profile";
import "../../shared/seeker.css";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";
import { TALENT_API } from "../../../application/ports/talent-api.port";
import { useService } from "../../app/container-context";
import { useServerData } from "../../shared/server-state/use-server-data";
import { usePositionLabel } from "../../shared/format/reference-labels";

/** How many of the jobs ranked for her Mita shows (the daily page has the longer list). */
const MATCHED_SHOWN = 3;

/** The jobs the smart invitation's rule ranks best for her (issue 24), each with its match; nothing while they load or if they cannot. */
function MatchedJobs() {
  const { t } = useTranslation("seeker");
  const positionLabel = usePositionLabel();
  const talent = useService(TALENT_API);
  const { state } = useServerData(["daily-jobs"], () => talent.matchedJobs());
  if (state.status !== "ready" || state.value.items.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="mita-matched">
      <h2 id="mita-matched">{t("mita.matched")}</h2>
      <ul className="sk-steps">
        {state.value.items.slice(0, MATCHED_SHOWN).map(({ card, score }) => (
          <li key={card.job.jobId}>
            <Link className="sk-steps__job" to={href.seekerJob({ jobId: card.job.jobId })}>{`${positionLabel(card.job.position)} · ${card.businessName}`}</Link>
            <span className="sk-tag">{t("mita.score", { total: score.total })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const WHERE: Readonly<Record<ProfileSection, string>> = {
  basics: href.seekerPersonInfo(),
  address: href.seekerPersonInfo(),
  workExperience: href.seekerWorkExperience(),
  education: href.educational(),
  preferredPositions: href.occupation(),
  preferredLocations: href.seekerPersonInfo(),
  skills: href.applyProfessionalSkill(),
  aboutMe: href.seekerPersonInfo(),
  salary: href.seekerPersonInfo(),
  cv: href.applyProfessionalSkill(),
  portfolio: href.applyProfessionalSkill(),
};

/**
 * /JSMita (decision: "Mita" is the seeker's matching assistant): the jobs ranked best for her by
 * the smart invitation's rule (issue 24), then what to fill in next to be matched with more jobs,
 * the sections worth the most first.
 */
export default function JsMitaPage(_props: PageProps) {
  const { t } = useTranslation("seeker");
  const { state, reload } = useMyProfile();
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const profile = state.value.profile;
  const todo = [...PROFILE_SECTIONS]
    .filter((s) => profile === null || !sectionComplete(profile, s))
    .sort((a, b) => PROFILE_SECTION_WEIGHTS[b] - PROFILE_SECTION_WEIGHTS[a]);
  return (
    <main className="page stack">
      <TopBar title={t("mita.title")} />
      <CompletenessMeter view={state.value} />
      <MatchedJobs />
      {todo.length === 0 ? (
        <p className="ds-alert ds-alert--info">{t("mita.done")}</p>
      ) : (
        <ol className="sk-steps" aria-label={t("mita.next")}>
          {todo.map((section) => (
            <li key={section}>
              <span>{`${t(`section.${section}`)} (+${PROFILE_SECTION_WEIGHTS[section]}%)`}</span>
              <Link className="ds-button ds-button--secondary" to={WHERE[section]}>
                {t("apply.fill")}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
