import { memo, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "./button";
import type { InfiniteListProps } from "./infinite-list";
import { SkeletonCards } from "./skeleton-shapes";
import { sameRange, windowRange, type WindowRange } from "./window-range";
import "./collections.css";

/** The infinite list's props (a row here must be one height for all, set by `.ds-virtual__item` or the row's own class). */
export type VirtualListProps<T> = InfiniteListProps<T>;

/**
 * A row's content, rendered again only when its item changes: scrolling moves the window by a row
 * or two a frame, and the rows still in it must cost nothing (the render function is new on every
 * render of the list's owner, so it is not compared).
 */
const RowContent = memo(
  function RowContent({ item, render }: { readonly item: unknown; readonly render: (item: never) => ReactNode }) {
    return render(item as never);
  },
  (before, after) => before.item === after.item,
);

/** Rows rendered beyond each edge of the screen (~a screen at 72 px rows). */
const OVERSCAN = 10;

/**
 * A paginated list that renders only the rows on screen (and OVERSCAN around them), for lists that
 * grow to thousands of rows (a wallet's transactions, issue 23): the page's scroll moves a window
 * over rows of one height, placed by offset, so a row costs nothing until it is near the screen and
 * scrolling re-renders at most a handful of rows per frame. `content-visibility` (InfiniteList)
 * skips painting off-screen rows but still renders and keeps all of them.
 *
 * The next page is asked for when the window nears the last loaded row; a visible "more" button
 * does the same for keyboards and screen readers, and each row says its place in the whole
 * (aria-posinset / aria-setsize) since the others are not in the DOM.
 */
export function VirtualList<T>({ items, keyOf, render, label, loading, hasMore, onMore, moreLabel, endLabel }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState<WindowRange>({ start: 0, end: OVERSCAN });
  const more = useEffectEvent(onMore);
  const hasRows = items.length > 0;

  const measure = useEffectEvent(() => {
    const list = listRef.current;
    if (list === null) return;
    const next = windowRange({
      scrollTop: window.scrollY,
      viewport: window.innerHeight,
      listTop: list.getBoundingClientRect().top + window.scrollY,
      rowHeight,
      count: items.length,
      overscan: OVERSCAN,
    });
    setRange((r) => (sameRange(r, next) ? r : next));
  });

  // The rows' height, from a row as laid out (rem-based CSS, so it follows the font size); again when
  // the list's width changes (rotation, zoom), reading whichever row is rendered first then.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const read = () => {
      const row = list.firstElementChild;
      if (row instanceof HTMLElement) setRowHeight(row.getBoundingClientRect().height);
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(list);
    return () => observer.disconnect();
  }, [hasRows]);

  // One measure per frame while scrolling (a scroll event can fire more often than frames).
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => measure(), [rowHeight, items.length]);

  // The next page once the window reaches the last OVERSCAN loaded rows.
  useEffect(() => {
    if (hasMore && !loading && items.length > 0 && range.end >= items.length) more();
  }, [hasMore, loading, items.length, range.end]);

  const shown = items.slice(range.start, range.end);
  return (
    <div className="stack">
      <ul
        ref={listRef}
        className="ds-virtual"
        aria-label={label}
        aria-busy={loading || undefined}
        style={rowHeight > 0 ? { height: rowHeight * items.length } : undefined}
      >
        {shown.map((item, i) => {
          const index = range.start + i;
          return (
            <li
              key={keyOf(item)}
              className="ds-virtual__item"
              aria-posinset={index + 1}
              aria-setsize={hasMore ? -1 : items.length}
              style={rowHeight > 0 ? { transform: `translateY(${index * rowHeight}px)` } : undefined}
            >
              <RowContent item={item} render={render} />
            </li>
          );
        })}
      </ul>
      {loading && <SkeletonCards count={items.length === 0 ? 3 : 1} />}
      {hasMore && !loading && (
        <Button variant="secondary" block onClick={onMore}>
          {moreLabel}
        </Button>
      )}
      {!hasMore && !loading && items.length > 0 && <p className="muted ds-infinite__end">{endLabel}</p>}
    </div>
  );
}
