/** The rows of a windowed list to render: [start, end), end excluded. */
export interface WindowRange {
  readonly start: number;
  readonly end: number;
}

/**
 * Where each row of a list starts, from the list's top: `offsets[i]` is row i's top, `offsets[count]`
 * the list's height (so `offsets.length` is the row count plus one). Rows of one height (the
 * wallet's) and rows of measured heights (a conversation's messages) are the same thing here.
 */
export type RowOffsets = Float64Array;

/** Rows of one height, the gap below each included. */
export const fixedOffsets = (count: number, rowHeight: number): RowOffsets => {
  const offsets = new Float64Array(count + 1);
  for (let i = 1; i <= count; i++) offsets[i] = i * rowHeight;
  return offsets;
};

/** Rows of their own heights: a row's measured height where it has been laid out, `estimate` until then. */
export const measuredOffsets = (count: number, heightAt: (index: number) => number | undefined, estimate: number): RowOffsets => {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i]! + (heightAt(i) ?? estimate);
  return offsets;
};

export interface WindowView {
  /** The window's scroll offset (scrollY). */
  readonly scrollTop: number;
  /** The window's inner height. */
  readonly viewport: number;
  /** The list's top in the document (its bounding top plus scrollY). */
  readonly listTop: number;
  readonly offsets: RowOffsets;
  /** Rows rendered beyond each edge of the screen, so a fast fling never shows a blank. */
  readonly overscan: number;
}

/** The last row whose top is at or above `y` (0 when y is above the first). */
const rowAt = (offsets: RowOffsets, y: number): number => {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return low;
};

/**
 * Which rows a window-scrolled list renders: those on the screen and `overscan` more on each side,
 * never outside [0, count). Before the rows have a height (one height, not measured yet: every
 * offset 0) it renders `overscan` rows, so the page has content before it knows their height.
 */
export const windowRange = ({ scrollTop, viewport, listTop, offsets, overscan }: WindowView): WindowRange => {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  if (offsets[count]! <= 0) return { start: 0, end: Math.min(count, overscan) };
  const top = scrollTop - listTop;
  if (top + viewport <= 0) return { start: 0, end: Math.min(count, overscan) };
  if (top >= offsets[count]!) return { start: count, end: count };
  const first = rowAt(offsets, top);
  const last = rowAt(offsets, top + viewport - 1);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
};

export const sameRange = (a: WindowRange, b: WindowRange): boolean => a.start === b.start && a.end === b.end;

/**
 * Whether the window has come within `ahead` rows of the loaded rows' edge it moves towards: their
 * end (a list's next page) or their start (a conversation's older page). The page is asked for then,
 * while the reader still has rows to scroll through, so a steady fling never waits at the edge and
 * the page's rows go where nothing is rendered (only the space beside the window grows).
 */
export const nearLoadedEdge = (range: WindowRange, count: number, edge: "start" | "end", ahead: number): boolean =>
  count > 0 && (edge === "start" ? range.start <= ahead : range.end >= count - ahead);
