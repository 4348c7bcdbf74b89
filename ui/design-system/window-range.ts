/** The rows of a windowed list to render: [start, end), end excluded. */
export interface WindowRange {
  readonly start: number;
  readonly end: number;
}

export interface WindowView {
  /** The window's scroll offset (scrollY). */
  readonly scrollTop: number;
  /** The window's inner height. */
  readonly viewport: number;
  /** The list's top in the document (its bounding top plus scrollY). */
  readonly listTop: number;
  /** Every row's height, the gap below it included (rows are one height: VirtualList). */
  readonly rowHeight: number;
  readonly count: number;
  /** Rows rendered beyond each edge of the screen, so a fast fling never shows a blank. */
  readonly overscan: number;
}

/**
 * Which rows a window-scrolled list renders: those on the screen and `overscan` more on each side,
 * never outside [0, count). Before the first measure (rowHeight 0) it renders the first screenful's
 * worth of `overscan` rows, so the page has content before it knows its rows' height.
 */
export const windowRange = ({ scrollTop, viewport, listTop, rowHeight, count, overscan }: WindowView): WindowRange => {
  if (count === 0) return { start: 0, end: 0 };
  if (rowHeight <= 0) return { start: 0, end: Math.min(count, overscan) };
  const top = scrollTop - listTop;
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + viewport) / rowHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.max(start, Math.min(count, Math.max(0, last + overscan)));
  return { start, end };
};

export const sameRange = (a: WindowRange, b: WindowRange): boolean => a.start === b.start && a.end === b.end;
