import { memo, useCallback, useEffect, useEffectEvent, type ReactNode } from "react";
import { ListFooter, type InfiniteListProps } from "./infinite-list";
import { useWindowRows, WindowSpace } from "./use-window-rows";
import { nearLoadedEdge } from "./window-range";
import "./collections.css";

/**
 * The infinite list's props. A row here is one height for all (set by `.ds-virtual__item` or the
 * row's own class); `render` is compared, so its owner keeps it stable (useCallback) and a new one
 * (another language) renders the rows again.
 */
export type VirtualListProps<T> = InfiniteListProps<T>;

/**
 * A row's content, rendered again only when its item or the render function changes: scrolling
 * moves the window by a row or two a frame, and the rows still in it must cost nothing.
 */
const RowContent = memo(function RowContent({ item, render }: { readonly item: unknown; readonly render: (item: never) => ReactNode }) {
  return render(item as never);
});

/** Rows rendered beyond each edge of the screen (~a screen at 88 px rows). */
const OVERSCAN = 8;
/** The next page is asked for this many rows before the loaded ones end, so a steady fling never waits at the end. */
const AHEAD = 30;

/**
 * A paginated list that renders only the rows on screen (and OVERSCAN around them), for lists that
 * grow to thousands of rows (a wallet's transactions, issue 23): the one windowing
 * (useWindowRows) over rows of one height, so a row costs nothing until it is near the screen and
 * scrolling renders a row or two per frame. `content-visibility` (InfiniteList) skips painting
 * off-screen rows but still renders and keeps all of them.
 *
 * The next page is asked for AHEAD rows before the loaded ones end; a visible "more" button does the
 * same for keyboards and screen readers, and each row says its place in the whole (aria-posinset /
 * aria-setsize) since the others are not in the DOM.
 */
export function VirtualList<T>({ items, keyOf, render, label, loading, hasMore, onMore, moreLabel, endLabel }: VirtualListProps<T>) {
  const more = useEffectEvent(onMore);
  const keyAt = useCallback((index: number) => keyOf(items[index]!), [items, keyOf]);
  const { listRef, range, before, after, rowRef } = useWindowRows({ count: items.length, keyAt, heights: "one", overscan: OVERSCAN, from: "start" });

  const nearEnd = nearLoadedEdge(range, items.length, "end", AHEAD);
  useEffect(() => {
    if (hasMore && !loading && nearEnd) more();
  }, [hasMore, loading, items.length, range.end, nearEnd]);

  const shown = items.slice(range.start, range.end);
  return (
    <div className="stack">
      <ul
        ref={listRef as React.RefObject<HTMLUListElement | null>}
        className="ds-virtual"
        aria-label={label}
        aria-busy={loading || undefined}
      >
        <WindowSpace height={before} />
        {shown.map((item, i) => {
          const index = range.start + i;
          const key = keyOf(item);
          return (
            <li key={key} ref={rowRef(key)} className="ds-virtual__item" aria-posinset={index + 1} aria-setsize={hasMore ? -1 : items.length}>
              <RowContent item={item} render={render} />
            </li>
          );
        })}
        <WindowSpace height={after} />
      </ul>
      <ListFooter empty={items.length === 0} loading={loading} hasMore={hasMore} onMore={onMore} moreLabel={moreLabel} endLabel={endLabel} />
    </div>
  );
}
