import { Result } from "effect";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import { SEARCH_PAGE_MAX } from "../../../domain/seeker/job-search.rules";
import { DEFAULT_AREA, SERVICE_AREAS } from "../../../domain/seeker/service-areas";
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
 * /jsDailyPush (decision: the page a daily notification opens): today's recommendations, the open
 * jobs nearest to the seeker's first preferred location whose position is one they prefer.
 */
export default function JsDailyPushPage(_props: PageProps) {
  const { t } = useTranslation(["seeker", "jobs", "search"]);
  const cardTexts = useJobCardTexts();
  const seeker = useService(SEEKER_API);
  // Today's list is its own entry; the profile it follows is read inside (its row in READS holds
  // "my-profile", so a saved profile refreshes it).
  const { state, reload } = useServerData(["daily-jobs"], async () => {
    const view = await seeker.profile();
    if (Result.isFailure(view)) return Result.fail(view.failure);
    const profile = view.success.profile;
    const area = SERVICE_AREAS.find((a) => a.district === profile?.preferredLocations[0]) ?? DEFAULT_AREA;
    const page = await seeker.searchJobs({ from: area.point, salary: null, category: null, jobType: null, city: null, position: null, offset: 0, limit: SEARCH_PAGE_MAX });
    const wanted = profile?.preferredPositions ?? [];
    return Result.map(page, (p) => ({ area: area.district, items: p.items.filter((c) => wanted.length === 0 || wanted.includes(c.job.position)).slice(0, TODAY_COUNT) }));
  });
  const fallback = usePageFallback(state, reload);
  if (state.status !== "ready") return fallback;
  return (
    <main className="page stack">
      <TopBar title={t("daily.title")} />
      <p className="muted">{t("daily.near", { area: state.value.area })}</p>
      {state.value.items.length === 0 ? (
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
          {state.value.items.map((c) => (
            <li key={c.job.jobId}>
              <JobCardView card={c} texts={cardTexts} saving={false} onToggleSave={() => undefined} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
