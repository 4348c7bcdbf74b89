import { Result } from "effect";
import { startTransition, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEEKER_API } from "../../../application/ports/seeker-api.port";
import type { JobCard } from "../../../domain/seeker/job-card.schema";
import type { GeoPoint } from "../../../domain/shared/place.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { SearchIcon } from "../../design-system/icons/search";
import { SlidersIcon } from "../../design-system/icons/sliders";
import { StatePanel } from "../../design-system/state-panel";
import { NO_JOBS_NEARBY } from "../../design-system/drawings/no-jobs-nearby";
import { InfiniteList } from "../../design-system/infinite-list";
import { lazyComponent } from "../../design-system/lazy-component";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { Tabs } from "../../design-system/tabs";
import type { PageProps } from "../../routes/route-def";
import { JobCardView, useJobCardTexts } from "../../shared/job-card";
import { activeFilterCount, NO_FILTERS, type JobFilters } from "./job-filter-values";
import type { AnyFailure } from "../../shared/error-text-view";
import { useFailureText } from "../../shared/use-failure-text";
import { FailureAlert } from "../../shared/failure-alert";
import { FailureState } from "../../shared/page-state";
import { fetchNearest, nearestQuery, takeHandedOver } from "./nearest-first-page";
import { useSaveToggle } from "./use-save-toggle";
import { PlaceNotice } from "./place-notice";
import { useSeekerPlace } from "./use-seeker-place";
import "../../shared/seeker.css";
import { HomeShell } from "../../shared/home-shell";
import { SEEKER_TABS } from "../../shared/seeker-tabs";

// The filter sheet (selects, salary range, bottom sheet) loads when it is first opened; Disimpan
// when it is first shown (it reads through the data cache, which Terdekat does not need).
const JobFilterSheet = lazyComponent(() => import("./job-filters"), (m) => m.JobFilterSheet);
const SavedJobsTab = lazyComponent(() => import("./saved-jobs-tab"), (m) => m.SavedJobsTab, <SkeletonCards />);

interface ListState {
  /** Which search these items answer (place, filters, position). */
  readonly key: string;
  readonly items: readonly JobCard[];
  readonly next: number | null;
  readonly loading: boolean;
  readonly error: AnyFailure | null;
}

function NearestJobs() {
  const { t } = useTranslation(["jobs", "search", "common"]);
  const seeker = useService(SEEKER_API);
  const { place, point, chooseArea, useDevice } = useSeekerPlace();
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const [position, setPosition] = useState("");
  const [searched, setSearched] = useState("");
  const [sheetOpen, setSheetOpen] = useState(false);
  const [list, setList] = useState<ListState>({ key: "", items: [], next: 0, loading: true, error: null });
  const [round, setRound] = useState(0);
  const key = JSON.stringify([point, filters, searched, round]);

  const fetchPage = useCallback(
    (from: GeoPoint, offset: number) => {
      const query = nearestQuery(from, filters, searched === "" ? null : searched, offset);
      // The first page may be on its way already: the route's prefetch starts it with this screen's code.
      return takeHandedOver(query) ?? fetchNearest(seeker, query);
    },
    [seeker, filters, searched],
  );
  // A page that failed keeps its offset in `next`, for Retry.
  const settle = (forKey: string, before: readonly JobCard[], offset: number, result: Awaited<ReturnType<typeof fetchPage>>): ListState =>
    Result.isSuccess(result)
      ? {
          key: forKey,
          items: [...before, ...result.success.items],
          next: result.success.nextCursor === null ? null : Number(result.success.nextCursor),
          loading: false,
          error: null,
        }
      : { key: forKey, items: before, next: offset, loading: false, error: result.failure };

  // The first page of every new search; the answer of an older search is dropped.
  useEffect(() => {
    let live = true;
    void fetchPage(point, 0).then((result) => {
      if (live) setList(settle(key, [], 0, result));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current: ListState = list.key === key ? list : { key, items: [], next: 0, loading: true, error: null };
  const errorShown = useFailureText(current.error);
  const more = async () => {
    if (current.next === null || current.loading) return;
    const offset = current.next;
    setList({ ...current, loading: true, error: null });
    const result = await fetchPage(point, offset);
    // A transition: React renders the new page in slices that leave the scroll its frames.
    startTransition(() => setList((s) => (s.key === key ? settle(key, current.items, offset, result) : s)));
  };

  const { busy, toggle, failure, retry } = useSaveToggle((jobId, saved) =>
    setList((s) => ({ ...s, items: s.items.map((c) => (c.job.jobId === jobId ? { ...c, saved } : c)) })),
  );
  const cardTexts = useJobCardTexts();
  const filterCount = activeFilterCount(filters);

  return (
    <div className="stack sk-home">
      <PlaceNotice place={place} chooseArea={chooseArea} useDevice={useDevice} />
      <form
        className="sk-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(position.trim());
        }}
      >
        <div className="ds-field sk-search">
          <label className="visually-hidden" htmlFor="seeker-position">
            {t("search:search.position")}
          </label>
          <div className="ds-field__control">
            <input
              id="seeker-position"
              className="ds-field__input"
              type="search"
              maxLength={60}
              placeholder={t("search:search.position")}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
            />
            <button type="submit" className="sk-search__go" aria-label={t("search:search.submit")}>
              <SearchIcon />
            </button>
          </div>
        </div>
        <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          <SlidersIcon size={20} />
          {filterCount === 0 ? t("search:filters.open") : t("search:filters.openCount", { count: filterCount })}
        </Button>
      </form>
      {sheetOpen && (
        <JobFilterSheet
          open
          value={filters}
          onClose={() => setSheetOpen(false)}
          onApply={(f) => {
            setFilters(f);
            setSheetOpen(false);
          }}
        />
      )}
      {errorShown !== null && current.items.length === 0 ? (
        <FailureState text={errorShown} reload={() => setRound((n) => n + 1)} skeleton={<SkeletonCards />} />
      ) : !current.loading && current.items.length === 0 ? (
        <StatePanel tone="empty" drawing={NO_JOBS_NEARBY} title={t("search:list.empty")} />
      ) : (
        <>
          <FailureAlert text={failure} onRetry={retry} />
          <InfiniteList
            items={current.items}
            keyOf={(c) => c.job.jobId}
            render={(c) => <JobCardView card={c} texts={cardTexts} saving={busy === c.job.jobId} onToggleSave={toggle} />}
            label={t("search:list.nearestLabel")}
            loading={current.loading}
            hasMore={current.next !== null && current.error === null}
            onMore={() => void more()}
            moreLabel={t("search:list.more")}
            // After a page that failed, the list has not ended: the failure with Retry follows instead.
            endLabel={current.error === null ? t("search:list.end") : ""}
          />
          <FailureAlert text={errorShown} onRetry={() => void more()} />
        </>
      )}
    </div>
  );
}

/** Seeker home, tab Lowongan: Terdekat (open jobs nearest first, filters, search) and Disimpan. */
export default function SeekerJobsScreen(_props: PageProps) {
  const { t } = useTranslation(["shell", "jobs", "search"]);
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <h1>{t("jobs:home.title")}</h1>
      <Tabs
        label={t("seeker.tab.jobs")}
        items={[
          { id: "nearest", label: t("seeker.jobs.nearest"), content: <NearestJobs /> },
          {
            id: "saved",
            label: t("seeker.jobs.saved"),
            content: <SavedJobsTab />,
          },
        ]}
      />
    </HomeShell>
  );
}
