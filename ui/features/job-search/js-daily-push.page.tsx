import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { TALENT_API } from "../../../application/ports/talent-api.port";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import type { PageProps } from "../../routes/route-def";
import { JobCardView, useJobCardTexts } from "../../shared/job-card";
import { usePageFallback } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import "../../shared/seeker.css";
import { href } from "../../routes/href";
import { TopBar } from "../../shared/top-bar";

const TODAY_COUNT = 10;

/**
 * /jsDailyPush (decision: the page a daily notification opens): today's recommendations, the ten
 * open jobs the smart invitation's rule ranks best for her (issue 24; before, the nearest to her
 * first preferred location in her preferred positions).
 */
export default function JsDailyPushPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "jobs", "search"]);
  const cardTexts = useJobCardTexts();
  const talent = useService(TALENT_API);
  // The open jobs ranked for her by the smart invitation's rule (position, distance, salary, free
  // time), the one providers' proposals use; the profile it follows is read by the server.
  const { state, reload } = useServerData(["daily-jobs"], () => talent.matchedJobs());
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  const today = state.value.items.slice(0, TODAY_COUNT);
  return (
    <main className="page stack">
      <TopBar title={t("daily.title")} />
      <p className="muted">{t("daily.ranked")}</p>
      {today.length === 0 ? (
        <StatePanel
          tone="empty"
          title={t("search:list.empty")}
          action={
            <Link className="ds-button ds-button--secondary" to={href.occupation()}>
              {t("profile.positions")}
            </Link>
          }
        />
      ) : (
        <ul className="sk-list" aria-label={t("daily.title")}>
          {today.map(({ card }) => (
            <li key={card.job.jobId}>
              <JobCardView card={card} texts={cardTexts} saving={false} onToggleSave={() => undefined} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
