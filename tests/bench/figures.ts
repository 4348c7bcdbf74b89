import { appendFileSync } from "node:fs";

/**
 * The figures a timing check measured, for `npm run bench` (scripts/bench.ts), which runs each check
 * several times and holds the median of each figure to its budget. Run alone (`npx playwright test
 * --config playwright.bench.config.ts`), a check only prints them.
 */
export const recordFigures = (figures: Readonly<Record<string, number>>): void => {
  const out = process.env.GAWE_BENCH_OUT;
  if (out !== undefined) appendFileSync(out, `${JSON.stringify(figures)}\n`);
  console.log(Object.entries(figures).map(([name, value]) => `${name}: ${value}`).join(", "));
};
