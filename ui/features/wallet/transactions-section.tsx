import { Result } from "effect";
import { startTransition, useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import { TransactionType, type Transaction } from "../../../domain/wallet/wallet.schema";
import { useService } from "../../app/container-context";
import { BottomSheet } from "../../design-system/bottom-sheet";
import { Button } from "../../design-system/button";
import { NO_TRANSACTIONS } from "../../design-system/drawings/no-transactions";
import { SelectField } from "../../design-system/select-field";
import { SkeletonCards } from "../../design-system/skeleton-shapes";
import { StatePanel } from "../../design-system/state-panel";
import { VirtualList } from "../../design-system/virtual-list";
import type { AnyFailure } from "../../shared/error-text-view";
import { href } from "../../routes/href";
import { FailureAlert } from "../../shared/failure-alert";
import { useFormat } from "../../shared/format/use-format";
import { FailureState } from "../../shared/page-state";
import { useFailureText } from "../../shared/use-failure-text";
import { TransactionFacts, TransactionRow, useLineText } from "./transaction-view";

const keyOf = (tx: Transaction): string => tx.transactionId;

/**
 * Lines asked per page: half the API's default (TRANSACTION_PAGE_DEFAULT). At 4x CPU decoding a page
 * of 50 as it arrives was one long task while scrolling (`npm run bench -- wallet`); 25 is not.
 */
const PAGE = 25;

interface Filters {
  /** "" all types. */
  readonly type: string;
  /** "" all months, else YYYY-MM. */
  readonly month: string;
}
const ALL: Filters = { type: "", month: "" };

interface ListState {
  /** Which filters (and round) these lines answer. */
  readonly key: string;
  readonly items: readonly Transaction[];
  /** The cursor of the next page; "" the first; null once every page is in. */
  readonly next: string | null;
  readonly total: number | null;
  readonly loading: boolean;
  readonly error: AnyFailure | null;
}

/**
 * Every transaction of the wallet, newest first, filtered by type and month, a page at a time as
 * the list nears its end; only the rows on screen are rendered (VirtualList), so a wallet of a
 * thousand lines scrolls as lightly as one of ten. A line opens its detail in a sheet, over the
 * list, which keeps its place.
 */
export function TransactionsSection({ months }: { readonly months: readonly string[] }) {
  const { t } = useTranslation(["wallet", "common"]);
  const wallet = useService(WALLET_API);
  const format = useFormat();
  const lineText = useLineText();
  const [filters, setFilters] = useState<Filters>(ALL);
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState<Transaction | null>(null);
  const [list, setList] = useState<ListState>({ key: "", items: [], next: "", total: null, loading: true, error: null });
  const key = JSON.stringify([filters, round]);

  const fetchPage = useCallback(
    (cursor: string) =>
      wallet.transactions({
        ...(filters.type === "" ? {} : { type: filters.type as TransactionType }),
        ...(filters.month === "" ? {} : { month: filters.month }),
        ...(cursor === "" ? {} : { cursor }),
        limit: PAGE,
      }),
    [wallet, filters],
  );
  // A page that failed keeps its cursor in `next`, for Retry.
  const settle = (forKey: string, before: readonly Transaction[], cursor: string, result: Awaited<ReturnType<typeof fetchPage>>, total: number | null): ListState =>
    Result.isSuccess(result)
      ? { key: forKey, items: [...before, ...result.success.items], next: result.success.nextCursor, total: result.success.total, loading: false, error: null }
      : { key: forKey, items: before, next: cursor, total, loading: false, error: result.failure };

  // The first page of every new filter; the answer for older filters is dropped.
  useEffect(() => {
    let live = true;
    void fetchPage("").then((result) => {
      if (live) setList(settle(key, [], "", result, null));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current: ListState = list.key === key ? list : { key, items: [], next: "", total: null, loading: true, error: null };
  const errorShown = useFailureText(current.error);
  const more = async () => {
    if (current.next === null || current.loading) return;
    const cursor = current.next;
    setList({ ...current, loading: true, error: null });
    const result = await fetchPage(cursor);
    startTransition(() => setList((s) => (s.key === key ? settle(key, current.items, cursor, result, current.total) : s)));
  };

  // One render function for the list's life (per language): rows still on screen are not rendered again.
  const render = useCallback((tx: Transaction): ReactNode => <TransactionRow tx={tx} line={lineText(tx)} when={format.dateTime(tx.at)} onOpen={setOpen} />, [lineText, format]);

  const filtered = filters.type !== "" || filters.month !== "";
  return (
    <section className="stack" aria-labelledby="wl-transactions-title">
      <h2 id="wl-transactions-title">{t("transactions.title")}</h2>
      <div className="wl-filters">
        <SelectField
          id="wl-filter-type"
          label={t("transactions.filterType")}
          value={filters.type}
          onChange={(type) => setFilters((f) => ({ ...f, type }))}
          options={[{ value: "", label: t("transactions.allTypes") }, ...TransactionType.literals.map((type) => ({ value: type, label: t(`transactions.type.${type}`) }))]}
        />
        <SelectField
          id="wl-filter-month"
          label={t("transactions.filterMonth")}
          value={filters.month}
          onChange={(month) => setFilters((f) => ({ ...f, month }))}
          options={[{ value: "", label: t("transactions.allMonths") }, ...months.map((month) => ({ value: month, label: format.month(month) }))]}
        />
      </div>
      {current.total !== null && current.items.length > 0 && (
        <p className="muted" aria-live="polite">
          {t("transactions.count", { count: current.total })}
        </p>
      )}
      {errorShown !== null && current.items.length === 0 ? (
        <FailureState text={errorShown} reload={() => setRound((n) => n + 1)} skeleton={<SkeletonCards />} headingLevel={2} />
      ) : !current.loading && current.items.length === 0 ? (
        filtered ? (
          <StatePanel
            tone="empty"
            drawing={NO_TRANSACTIONS}
            title={t("transactions.emptyFiltered")}
            headingLevel={2}
            action={
              <Button variant="secondary" onClick={() => setFilters(ALL)}>
                {t("transactions.clearFilters")}
              </Button>
            }
          />
        ) : (
          <StatePanel tone="empty" drawing={NO_TRANSACTIONS} title={t("transactions.empty")} line={t("transactions.emptyLine")} headingLevel={2} />
        )
      ) : (
        <>
          <VirtualList
            items={current.items}
            keyOf={keyOf}
            render={render}
            label={t("transactions.listLabel")}
            loading={current.loading}
            hasMore={current.next !== null && current.error === null}
            onMore={() => void more()}
            moreLabel={t("transactions.more")}
            // After a page that failed, the list has not ended: the failure with Retry follows instead.
            endLabel={current.error === null ? t("transactions.end") : ""}
          />
          <FailureAlert text={errorShown} onRetry={() => void more()} />
        </>
      )}
      <BottomSheet open={open !== null} title={open === null ? t("transactions.detail") : lineText(open).title} onClose={() => setOpen(null)}>
        {open !== null && (
          <div className="stack">
            <TransactionFacts tx={open} />
            {open.withdrawal?.retryable === true && open.withdrawalId !== null && (
              // The withdrawal's own page asks the PIN and retries it (the same amount to the same account).
              <Link className="ds-button ds-button--primary ds-button--block" to={href.walletWithdraw({ withdrawalId: open.withdrawalId })}>
                {t("withdraw.retry")}
              </Link>
            )}
            <Button variant="secondary" block onClick={() => setOpen(null)}>
              {t("common:action.close")}
            </Button>
          </div>
        )}
      </BottomSheet>
    </section>
  );
}
