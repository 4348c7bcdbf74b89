import { useTranslation } from "react-i18next";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import { useService } from "../../app/container-context";
import { StatePanel } from "../../design-system/state-panel";
import { NO_SAVED_JOBS } from "../../design-system/drawings/no-saved-jobs";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { JobCardView, useJobCardTexts } from "../../shared/job-card";
import { FailureAlert } from "../../shared/failure-alert";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSaveToggle } from "./use-save-toggle";

/** Seeker home, Lowongan, tab Disimpan: the saved jobs, through the data cache (loaded when first shown). */
export function SavedJobsTab() {
  const { t } = useTranslation(["jobs", "search", "common"]);
  const cardTexts = useJobCardTexts();
  const seeker = useService(SEEKER_API);
  const { state, reload, set } = useServerData(["saved-jobs"], () => seeker.savedJobs());
  const { busy, toggle, failure, retry } = useSaveToggle((jobId, saved) => {
    if (state.status === "ready") set({ ...state.value, items: state.value.items.map((c) => (c.job.jobId === jobId ? { ...c, saved } : c)) });
  });
  if (state.status !== "ready") return <LoadState state={state} reload={reload} skeleton={<SkeletonCards />} />;
  if (state.value.items.length === 0) return <StatePanel tone="empty" drawing={NO_SAVED_JOBS} title={t("search:saved.empty")} />;
  return (
    <>
      <FailureAlert text={failure} onRetry={retry} />
      <ul className="sk-list" aria-label={t("search:saved.label")}>
        {state.value.items.map((c) => (
          <li key={c.job.jobId}>
            <JobCardView card={c} texts={cardTexts} saving={busy === c.job.jobId} onToggleSave={toggle} />
          </li>
        ))}
      </ul>
    </>
  );
}
