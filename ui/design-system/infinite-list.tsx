import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { SkeletonCards } from "./skeleton-shapes";
import "./collections.css";

export interface InfiniteListProps<T> {
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  readonly render: (item: T) => ReactNode;
  readonly label: string;
  readonly loading: boolean;
  readonly hasMore: boolean;
  readonly onMore: () => void;
  /** Text of the button that loads the next page without scrolling (keyboards, screen readers). */
  readonly moreLabel: string;
  /** Said after the last item once every page is loaded. */
  readonly endLabel: string;
}

/**
 * A paginated list that asks for the next page when its end scrolls into view, with skeleton rows
 * while a page loads and a visible "more" button as the accessible way to do the same.
 */
export function InfiniteList<T>({ items, keyOf, render, label, loading, hasMore, onMore, moreLabel, endLabel }: InfiniteListProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useEffectEvent(onMore);

  useEffect(() => {
    const target = sentinel.current;
    if (target === null || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more();
    }, { rootMargin: "600px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading, items.length]);

  return (
    <div className="stack">
      <ul className="ds-infinite" aria-label={label} aria-busy={loading || undefined}>
        {items.map((item) => (
          <li key={keyOf(item)} className="ds-infinite__item">
            {render(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <ListFooter empty={items.length === 0} loading={loading} hasMore={hasMore} onMore={onMore} moreLabel={moreLabel} endLabel={endLabel} />
    </div>
  );
}

/**
 * The end of a paginated list (InfiniteList, VirtualList): skeleton rows while a page loads, the
 * visible "more" button while there is more (the accessible way to the next page), and the end
 * said once every page is in.
 */
export function ListFooter({
  empty,
  loading,
  hasMore,
  onMore,
  moreLabel,
  endLabel,
}: Pick<InfiniteListProps<unknown>, "loading" | "hasMore" | "onMore" | "moreLabel" | "endLabel"> & { readonly empty: boolean }) {
  return (
    <>
      {loading && <SkeletonCards count={empty ? 3 : 1} />}
      {hasMore && !loading && (
        <Button variant="secondary" block onClick={onMore}>
          {moreLabel}
        </Button>
      )}
      {!hasMore && !loading && !empty && <p className="muted ds-infinite__end">{endLabel}</p>}
    </>
  );
}
