import { Result } from "effect";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FIND_JOBS } from "../../../application/seeker/seeker.tokens";
import { SAVED_JOBS } from "../../../application/seeker/seeker.tokens";
import type { JobCard } from "../../../domain/seeker/job-card.schema";
import { SEARCH_PAGE_DEFAULT } from "../../../domain/seeker/job-search.rules";
import { SERVICE_AREAS } from "../../../domain/seeker/service-areas";
import type { GeoPoint } from "../../../domain/shared/place.schema";
import { useService } from "../../app/container-context";
import { Button } from "../../design-system/button";
import { EmptyState } from "../../design-system/empty-state";
import { ErrorState } from "../../design-system/error-state";
import { InfiniteList } from "../../design-system/infinite-list";
import { SelectField } from "../../design-system/select-field";
import { Skeleton } from "../../design-system/skeleton";
import { Tabs } from "../../design-system/tabs";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { JobCardView } from "../../shared/job-card";
import { activeFilterCount, NO_FILTERS, type JobFilters } from "./job-filter-values";
import { seekerErrorText, type SeekerText } from "../../shared/seeker-text";
import { useLoad } from "../../shared/use-load";
import { useSeekerPlace } from "./use-seeker-place";
import "../../shared/seeker.css";
import { HomeShell, SEEKER_TABS } from "../../shared/home-shell";

// The filter sheet (selects, salary range, bottom sheet) loads when it is first opened.
const JobFilterSheet = lazy(() => import("./job-filters").then((m) => ({ default: m.JobFilterSheet })));

interface ListState {
  /** Which search these items answer (place, filters, position). */
  readonly key: string;
  readonly items: readonly JobCard[];
  readonly next: number | null;
  readonly loading: boolean;
  readonly error: SeekerText | null;
}

/** Save / unsave from any list; the card in the list follows the answer. */
const useSaveToggle = (onChanged: (jobId: string, saved: boolean) => void) => {
  const savedJobs = useService(SAVED_JOBS);
  const toast = useToast();
  const { t } = useTranslation(["jobs", "errors", "common"]);
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (card: JobCard) => {
    if (busy !== null) return;
    setBusy(card.job.jobId);
    const result = await savedJobs.setSaved(card.job.jobId, !card.saved);
    setBusy(null);
    if (Result.isSuccess(result)) {
      onChanged(card.job.jobId, result.success);
      toast(t(result.success ? "jobs:job.savedToast" : "jobs:job.unsavedToast"));
    } else {
      const text = seekerErrorText(result.failure);
      toast(t(text.key, { ns: text.ns, ...text.values }));
    }
  };
  return { busy, toggle };
};

function NearestJobs() {
  const { t } = useTranslation(["jobs", "common"]);
  const findJobs = useService(FIND_JOBS);
  const { place, point, chooseArea, useDevice } = useSeekerPlace();
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const [position, setPosition] = useState("");
  const [searched, setSearched] = useState("");
  const [sheetOpen, setSheetOpen] = useState(false);
  const [list, setList] = useState<ListState>({ key: "", items: [], next: 0, loading: true, error: null });
  const [round, setRound] = useState(0);
  const key = JSON.stringify([point, filters, searched, round]);

  const fetchPage = useCallback(
    (from: GeoPoint, offset: number) =>
      findJobs.execute({ from, ...filters, position: searched === "" ? null : searched, offset, limit: SEARCH_PAGE_DEFAULT }),
    [findJobs, filters, searched],
  );
  const settle = (forKey: string, before: readonly JobCard[], result: Awaited<ReturnType<typeof fetchPage>>): ListState =>
    Result.isSuccess(result)
      ? {
          key: forKey,
          items: [...before, ...result.success.items],
          next: result.success.nextCursor === null ? null : Number(result.success.nextCursor),
          loading: false,
          error: null,
        }
      : { key: forKey, items: before, next: before.length === 0 ? 0 : null, loading: false, error: seekerErrorText(result.failure) };

  // The first page of every new search; the answer of an older search is dropped.
  useEffect(() => {
    if (point === null) return;
    let live = true;
    void fetchPage(point, 0).then((result) => {
      if (live) setList(settle(key, [], result));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current: ListState = list.key === key ? list : { key, items: [], next: 0, loading: true, error: null };
  const more = async () => {
    if (point === null || current.next === null || current.loading) return;
    setList({ ...current, loading: true });
    const result = await fetchPage(point, current.next);
    setList((s) => (s.key === key ? settle(key, current.items, result) : s));
  };

  const { busy, toggle } = useSaveToggle((jobId, saved) =>
    setList((s) => ({ ...s, items: s.items.map((c) => (c.job.jobId === jobId ? { ...c, saved } : c)) })),
  );
  const filterCount = activeFilterCount(filters);

  return (
    <div className="stack">
      <section className="sk-place" aria-label={t("jobs:place.label")}>
        {place.kind === "locating" && <p role="status">{t("jobs:place.locating")}</p>}
        {place.kind === "device" && <p>{t("jobs:place.device")}</p>}
        {place.kind === "area" && (
          <>
            {place.denied && <p className="ds-alert ds-alert--info">{t("jobs:place.denied")}</p>}
            <SelectField
              id="seeker-area"
              label={t("jobs:place.area")}
              value={place.area.district}
              options={SERVICE_AREAS.map((a) => ({ value: a.district, label: `${a.district}, ${a.city}` }))}
              onChange={chooseArea}
            />
            <Button variant="ghost" onClick={useDevice}>
              {t("jobs:place.useDevice")}
            </Button>
          </>
        )}
      </section>
      <form
        className="sk-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(position.trim());
        }}
      >
        <div className="ds-field">
          <label className="ds-field__label" htmlFor="seeker-position">
            {t("jobs:search.position")}
          </label>
          <div className="ds-field__control">
            <input id="seeker-position" className="ds-field__input" type="search" maxLength={60} value={position} onChange={(e) => setPosition(e.target.value)} />
          </div>
        </div>
        <Button type="submit" variant="secondary">
          {t("jobs:search.submit")}
        </Button>
        <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          {filterCount === 0 ? t("jobs:filters.open") : t("jobs:filters.openCount", { count: filterCount })}
        </Button>
      </form>
      {sheetOpen && (
        <Suspense fallback={null}>
        <JobFilterSheet
          open
          value={filters}
          onClose={() => setSheetOpen(false)}
          onApply={(f) => {
            setFilters(f);
            setSheetOpen(false);
          }}
        />
        </Suspense>
      )}
      {current.error !== null && current.items.length === 0 ? (
        <ErrorState message={t(current.error.key, { ns: current.error.ns })} onRetry={() => setRound((n) => n + 1)} />
      ) : !current.loading && current.items.length === 0 ? (
        <EmptyState title={t("jobs:list.empty")} />
      ) : (
        <InfiniteList
          items={current.items}
          keyOf={(c) => c.job.jobId}
          render={(c) => <JobCardView card={c} saving={busy === c.job.jobId} onToggleSave={(card) => void toggle(card)} />}
          label={t("jobs:list.nearestLabel")}
          loading={current.loading || point === null}
          hasMore={current.next !== null && current.error === null}
          onMore={() => void more()}
          moreLabel={t("jobs:list.more")}
          endLabel={t("jobs:list.end")}
        />
      )}
    </div>
  );
}

function SavedJobsTab() {
  const { t } = useTranslation(["jobs", "common"]);
  const savedJobs = useService(SAVED_JOBS);
  const { state, reload, set } = useLoad(useCallback(() => savedJobs.list(), [savedJobs]));
  const { busy, toggle } = useSaveToggle((jobId, saved) => {
    if (state.status === "ready") set({ ...state.value, items: state.value.items.map((c) => (c.job.jobId === jobId ? { ...c, saved } : c)) });
  });
  if (state.status === "loading") return <Skeleton lines={5} />;
  if (state.status === "failed") return <ErrorState message={t(state.text.key, { ns: state.text.ns })} onRetry={reload} />;
  if (state.value.items.length === 0) return <EmptyState title={t("jobs:saved.empty")} />;
  return (
    <ul className="sk-list" aria-label={t("jobs:saved.label")}>
      {state.value.items.map((c) => (
        <li key={c.job.jobId}>
          <JobCardView card={c} saving={busy === c.job.jobId} onToggleSave={(card) => void toggle(card)} />
        </li>
      ))}
    </ul>
  );
}

/** Seeker home, tab Lowongan: Terdekat (open jobs nearest first, filters, search) and Disimpan. */
export default function SeekerJobsScreen(_props: PageProps) {
  const { t } = useTranslation(["shell", "jobs"]);
  return (
    <HomeShell tabs={SEEKER_TABS}>
      <h1>{t("jobs:home.title")}</h1>
      <Tabs
        label={t("seeker.tab.jobs")}
        items={[
          { id: "nearest", label: t("seeker.jobs.nearest"), content: <NearestJobs /> },
          { id: "saved", label: t("seeker.jobs.saved"), content: <SavedJobsTab /> },
        ]}
      />
    </HomeShell>
  );
}
