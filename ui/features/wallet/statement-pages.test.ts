import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statementPages } from "./statement-pages";

/** Lines of a month as the statement lists them: each with its change and the running balance after it. */
const linesFrom = (opening: number, changes: readonly number[]) => {
  let balance = opening;
  return changes.map((change, i) => {
    balance += change;
    return { id: `t${i}`, change, balanceAfter: balance };
  });
};

describe("statementPages: a month's statement on printed pages", () => {
  it("carries each page's last balance to the next page, the opening balance onto the first", () => {
    const lines = linesFrom(50_000, [100_000, -20_000, 75_000, -150_000, 10_000]);
    const pages = statementPages(50_000, lines, 2);
    expect(pages.map((p) => [p.number, p.broughtForward, p.lines.map((l) => l.id), p.carriedForward])).toEqual([
      [1, 50_000, ["t0", "t1"], 130_000],
      [2, 130_000, ["t2", "t3"], 55_000],
      [3, 55_000, ["t4"], 65_000],
    ]);
  });

  it("prints a month without movements as one page whose balance stays the opening balance", () => {
    expect(statementPages(42_000, [], 16)).toEqual([{ number: 1, broughtForward: 42_000, lines: [], carriedForward: 42_000 }]);
  });

  it("every line appears once, in order; each page adds up; the last page closes at the month's closing balance", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.array(fc.integer({ min: -500_000, max: 500_000 }), { maxLength: 120 }),
        fc.integer({ min: 1, max: 40 }),
        (opening, changes, perPage) => {
          const lines = linesFrom(opening, changes);
          const pages = statementPages(opening, lines, perPage);
          expect(pages.flatMap((p) => p.lines)).toEqual(lines);
          expect(pages.every((p) => p.lines.length <= perPage)).toBe(true);
          for (const page of pages) expect(page.broughtForward + page.lines.reduce((s, l) => s + l.change, 0)).toBe(page.carriedForward);
          expect(pages.at(-1)!.carriedForward).toBe(opening + changes.reduce((s, c) => s + c, 0));
          expect(pages.slice(1).every((p, i) => p.broughtForward === pages[i]!.carriedForward)).toBe(true);
        },
      ),
    );
  });
});
