import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { fixedOffsets, measuredOffsets, sameRange, windowRange, type RowOffsets, type WindowRange } from "./window-range";

export interface WindowRowsOptions {
  readonly count: number;
  /** A row's key, the same as the list gives React: measured heights and the kept anchor follow rows, not places. */
  readonly keyAt: (index: number) => string;
  /**
   * "one": every row has the height of the first laid out (its CSS sets it: the wallet's lines);
   * a number: each row is measured as it is laid out, that many px until then (a conversation's messages).
   */
  readonly heights: "one" | number;
  /** Rows rendered beyond each edge of the screen. */
  readonly overscan: number;
  /** Where the window is before the page scrolls: at the first rows, or at the last (a conversation opens at its newest). */
  readonly from: "start" | "end";
}

export interface WindowRows {
  /** The list element, scrolled with the page (its top in the document is read on each measure). */
  readonly listRef: React.RefObject<HTMLElement | null>;
  /** The rows to render, [start, end). */
  readonly range: WindowRange;
  /** Space above and below the rendered rows (the rows not rendered), px: a WindowSpace each. */
  readonly before: number;
  readonly after: number;
  /** Ref of each rendered row, by its key: its height is read from it and the anchor found by it. */
  readonly rowRef: (key: string) => (element: HTMLElement | null) => () => void;
}

/**
 * The one windowing of long lists (issues 23 and 24): which rows of a list scrolled with the page
 * are rendered, the rows above and below standing in as a space each (WindowSpace). Rows are in the normal
 * flow, so a row's own height is laid out as it is; the heights are read from the rendered rows (one
 * for all, or each its own) and remembered, so a row that leaves and comes back costs no guess.
 *
 * A row coming into view above the screen at a height other than its estimate, or rows put above
 * (an older page of a conversation), would push what is read down: the first row on screen is kept
 * where it was (the page scrolled by what changed above it). The hook does it in every browser
 * (Safari has no scroll anchoring of its own), so the browser's own is off on a list of measured rows.
 * It reads the rows only where the browser has laid them out anyway (the frame's measure, a size
 * reported), never in React's commit: a read there laid out the rows just rendered inside React's
 * task, which made that task long at 4x CPU (docs/performance.md, the conversation's scroll-back).
 */
export function useWindowRows({ count, keyAt, heights, overscan, from }: WindowRowsOptions): WindowRows {
  const listRef = useRef<HTMLElement | null>(null);
  const measured = heights !== "one";
  const estimate = measured ? heights : 0;
  const [one, setOne] = useState(0);
  // Heights by row key (measured rows), a new map when one is new or changed.
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const initial = (): WindowRange => (from === "end" ? { start: Math.max(0, count - 2 * overscan), end: count } : { start: 0, end: Math.min(count, overscan) });
  const [state, setState] = useState<{ readonly range: WindowRange; readonly firstKey: string | null; readonly atEnd: boolean }>(() => {
    const range = initial();
    return { range, firstKey: range.start < count ? keyAt(range.start) : null, atEnd: range.end >= count };
  });

  // Rows put above those rendered (an older page) move every index: the window stays on the same rows.
  let range = state.range;
  if (state.firstKey !== null && count > 0 && (range.start >= count || keyAt(range.start) !== state.firstKey)) {
    let at = -1;
    for (let i = 0; i < count && at < 0; i++) if (keyAt(i) === state.firstKey) at = i;
    const shift = at < 0 ? 0 : at - range.start;
    range = { start: Math.min(count, range.start + shift), end: Math.min(count, range.end + shift) };
  } else if (range.end > count) range = { start: Math.min(range.start, count), end: count };
  // A list read at its end (a conversation at its newest) takes what arrives below at once: the owner scrolls to it.
  if (from === "end" && state.atEnd && range.end < count) range = { start: range.start, end: count };

  const offsets: RowOffsets = useMemo(() => (measured ? measuredOffsets(count, (i) => sizes.get(keyAt(i)), estimate) : fixedOffsets(count, one)), [measured, count, keyAt, estimate, one, sizes]);
  const total = offsets[count] ?? 0;
  const before = offsets[range.start] ?? 0;
  const after = Math.max(0, total - (offsets[range.end] ?? total));

  // The rendered rows by key, each observed for its height.
  const elements = useRef(new Map<string, HTMLElement>());
  const observer = useRef<ResizeObserver | null>(null);
  // The first row on screen and where it was in the document (its top plus the page's scroll) when
  // last read: the page is scrolled by what it has moved since. A scroll of the reader moves no row in
  // the document, so it needs no telling apart; the browser's own anchoring would (it is off, below).
  const anchor = useRef<{ readonly key: string; readonly top: number } | null>(null);
  const readAnchor = () => {
    anchor.current = null;
    let top = Infinity;
    for (const [key, element] of elements.current) {
      const box = element.getBoundingClientRect();
      if (box.bottom > 0 && box.top < top) {
        top = box.top;
        anchor.current = { key, top: box.top + window.scrollY };
      }
      if (box.bottom > 0 && box.top <= 0) return;
    }
  };
  const keepAnchor = useEffectEvent(() => {
    if (!measured) return; // rows of one height known: nothing above a row changes it
    const kept = anchor.current;
    const element = kept === null ? undefined : elements.current.get(kept.key);
    if (kept !== null && element !== undefined) {
      const moved = element.getBoundingClientRect().top + window.scrollY - kept.top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    }
    readAnchor();
  });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (measured && list !== null) list.style.overflowAnchor = "none";
  }, [measured]);

  const onSizes = useEffectEvent((entries: readonly ResizeObserverEntry[]) => {
    const read: (readonly [string, number])[] = [];
    for (const entry of entries) {
      const target = entry.target as HTMLElement;
      const height = entry.borderBoxSize?.[0]?.blockSize ?? target.getBoundingClientRect().height;
      if (height <= 0) continue; // not laid out (a hidden tab)
      if (!measured) {
        if (height !== one) setOne(height);
        continue;
      }
      const key = target.dataset.rowKey;
      if (key !== undefined) read.push([key, height]);
    }
    keepAnchor();
    if (read.length === 0) return;
    setSizes((held) => {
      const changed = read.filter(([key, height]) => held.get(key) !== height);
      if (changed.length === 0) return held;
      const next = new Map(held);
      for (const [key, height] of changed) next.set(key, height);
      return next;
    });
  });
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    const watch = new ResizeObserver((entries) => onSizes(entries));
    observer.current = watch;
    for (const element of elements.current.values()) watch.observe(element);
    return () => {
      watch.disconnect();
      observer.current = null;
    };
  }, []);
  // One ref callback per row for as long as it is rendered (a new one each render would observe every row again).
  const refs = useRef(new Map<string, (element: HTMLElement | null) => () => void>());
  const rowRef = useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (ref === undefined) {
      ref = (element: HTMLElement | null) => {
        if (element !== null) {
          element.dataset.rowKey = key;
          elements.current.set(key, element);
          observer.current?.observe(element);
        }
        return () => {
          if (element !== null) observer.current?.unobserve(element);
          elements.current.delete(key);
          refs.current.delete(key);
        };
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);

  const measure = useEffectEvent(() => {
    const list = listRef.current;
    if (list === null) return;
    keepAnchor();
    const next = windowRange({ scrollTop: window.scrollY, viewport: window.innerHeight, listTop: list.getBoundingClientRect().top + window.scrollY, offsets, overscan });
    if (!sameRange(state.range, next) || state.atEnd !== next.end >= count) setState({ range: next, firstKey: next.start < count ? keyAt(next.start) : null, atEnd: next.end >= count });
  });

  // One measure per frame, while scrolling (a scroll event can fire more often than frames) and after
  // the rows changed: never inside a commit, so a window that moves rows of new heights into view
  // settles over frames instead of rendering again and again in one.
  const frame = useRef(0);
  const measureSoon = useEffectEvent(() => {
    if (frame.current === 0)
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        measure();
      });
  });
  useEffect(() => {
    const onScroll = () => measureSoon();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);

  // After each change of the rows, a measure in the next frame, before it is painted: the anchor back
  // where it was, then the window for the heights now known (nothing read here: see above). Opened at
  // the end, the first measure waits for the page to scroll there (its owner does) or a row's height to arrive.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (mounted.current || from === "start") measureSoon();
    mounted.current = true;
  }, [range.start, range.end, count, offsets, from]);

  return { listRef, range, before, after, rowRef };
}

/**
 * The rows not rendered, above or below those that are: an empty item of their height, hidden from
 * assistive technology (each row says its place itself). A space, not the list's padding: a list
 * whose padding changes on every step is painted again whole; a space changes only itself.
 */
export const WindowSpace = ({ height }: { readonly height: number }) => <li className="ds-window-space" aria-hidden="true" style={{ height }} />;
