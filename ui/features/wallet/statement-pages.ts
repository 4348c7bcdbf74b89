/**
 * A monthly statement cut into printed pages (issue 23: clean A4 pages, as many as the month needs,
 * with running totals): each page opens with the balance brought forward from the page before (the
 * opening balance on the first) and closes with the balance it carries forward, so a page read
 * alone still adds up. `perPage` lines fit one A4 page beside the repeated header.
 */
export interface StatementPage<L> {
  /** 1-based. */
  readonly number: number;
  readonly broughtForward: number;
  readonly lines: readonly L[];
  readonly carriedForward: number;
}

export const statementPages = <L extends { readonly balanceAfter: number }>(
  openingBalance: number,
  lines: readonly L[],
  perPage: number,
): readonly StatementPage<L>[] => {
  const size = Math.max(1, Math.floor(perPage));
  const pages: StatementPage<L>[] = [];
  let broughtForward = openingBalance;
  // A month without movements still prints one page: its opening and closing balance.
  for (let from = 0; from === 0 || from < lines.length; from += size) {
    const slice = lines.slice(from, from + size);
    const carriedForward = slice.length === 0 ? broughtForward : slice[slice.length - 1]!.balanceAfter;
    pages.push({ number: pages.length + 1, broughtForward, lines: slice, carriedForward });
    broughtForward = carriedForward;
  }
  return pages;
};
