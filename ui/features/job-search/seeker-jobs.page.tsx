import { Result } from "effect";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { orUnreachable } from "../../../application/ports/api-error";
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
import { Tabs } from "../../design-system/tabs";
import { useToast } from "../../design-system/toast";
import type { PageProps } from "../../routes/route-def";
import { JobCardView } from "../../shared/job-card";
import { activeFilterCount, NO_FILTERS, type JobFilters } from "./job-filter-values";
import { type ErrorTextView } from "../../shared/error-text-view";
import { errorText } from "../../shared/error-text";
import { FailureAlert } from "../../shared/failure-alert";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { useSubmit } from "../../shared/use-submit";
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
  readonly error: ErrorTextView | null;
}

/**
 * Save / unsave from any list, one at a time (useSubmit's guard); the card in the list follows the
 * answer. `busy` is the card being sent; a refusal stays in `failure`, and `retry` sends that card again.
 */
const useSaveToggle = (onChanged: (jobId: string, saved: boolean) => void) => {
  const savedJobs = useService(SAVED_JOBS);
  const toast = useToast();
  const { t } = useTranslation(["jobs", "common"]);
  const { formError, send } = useSubmit();
  const [busy, setBusy] = useState<string | null>(null);
  const [last, setLast] = useState<JobCard | null>(null);
  const toggle = async (card: JobCard) => {
    const saved = await send(() => {
      setBusy(card.job.jobId);
      setLast(card);
      return savedJobs.setSaved(card.job.jobId, !card.saved).finally(() => setBusy(null));
    });
    if (saved === null) return;
    onChanged(card.job.jobId, saved);
    toast(t(saved ? "jobs:job.savedToast" : "jobs:job.unsavedToast"));
  };
  const retry = () => {
    if (last !== null) void toggle(last);
  };
  return { busy, toggle, failure: formError, retry };
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
      orUnreachable(findJobs.execute({ from, ...filters, position: searched === "" ? null : searched, offset, limit: SEARCH_PAGE_DEFAULT })),
    [findJobs, filters, searched],
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
      : { key: forKey, items: before, next: offset, loading: false, error: errorText(result.failure) };

  // The first page of every new search; the answer of an older search is dropped.
  useEffect(() => {
    if (point === null) return;
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
  const more = async () => {
    if (point === null || current.next === null || current.loading) return;
    const offset = current.next;
    setList({ ...current, loading: true, error: null });
    const result = await fetchPage(point, offset);
    setList((s) => (s.key === key ? settle(key, current.items, offset, result) : s));
  };

  const { busy, toggle, failure, retry } = useSaveToggle((jobId, saved) =>
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
        <ErrorState message={t(current.error.key, { ns: current.error.ns, ...current.error.values })} onRetry={() => setRound((n) => n + 1)} />
      ) : !current.loading && current.items.length === 0 ? (
        <EmptyState title={t("jobs:list.empty")} />
      ) : (
        <>
          <FailureAlert text={failure} onRetry={retry} />
          <InfiniteList
            items={current.items}
            keyOf={(c) => c.job.jobId}
            render={(c) => <JobCardView card={c} saving={busy === c.job.jobId} onToggleSave={(card) => void toggle(card)} />}
            label={t("jobs:list.nearestLabel")}
            loading={current.loading || point === null}
            hasMore={current.next !== null && current.error === null}
            onMore={() => void more()}
            moreLabel={t("jobs:list.more")}
            // After a page that failed, the list has not ended: the failure with Retry follows instead.
            endLabel={current.error === null ? t("jobs:list.end") : ""}
          />
          <FailureAlert text={current.error} onRetry={() => void more()} />
        </>
      )}
    </div>
  );
}

function SavedJobsTab() {
  const { t } = useTranslation(["jobs", "common"]);
  const savedJobs = useService(SAVED_JOBS);
  const { state, reload, set } = useServerData(["saved-jobs"], () => savedJobs.list());
  const { busy, toggle, failure, retry } = useSaveToggle((jobId, saved) => {
    if (state.status === "ready") set({ ...state.value, items: state.value.items.map((c) => (c.job.jobId === jobId ? { ...c, saved } : c)) });
  });
  if (state.status !== "ready") return <LoadState state={state} reload={reload} />;
  if (state.value.items.length === 0) return <EmptyState title={t("jobs:saved.empty")} />;
  return (
    <>
      <FailureAlert text={failure} onRetry={retry} />
      <ul className="sk-list" aria-label={t("jobs:saved.label")}>
        {state.value.items.map((c) => (
          <li key={c.job.jobId}>
            <JobCardView card={c} saving={busy === c.job.jobId} onToggleSave={(card) => void toggle(card)} />
          </li>
        ))}
      </ul>
    </>
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
